"use client";

import { useEffect } from "react";

/**
 * On a ticket, voucher or invoice reached by a client-side navigation (the reservations list's link), which the
 * service worker never sees as a page load: asks it to keep this document for offline reading (lib/offline/session.ts).
 * Draws nothing.
 */
export function KeepDocumentOffline() {
  useEffect(() => {
    void import("@/lib/offline/session").then((offline) => offline.keepShownDocument()).catch(() => {});
  }, []);
  return null;
}
