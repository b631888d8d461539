import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { settledWithin } from "@/lib/offline/bounded";

/**
 * Clears the session (next-auth's sign-out endpoint, as its client would call it, without loading that client on every
 * page) and the tickets and vouchers kept for offline reading, then a full reload into the login page so no signed-in state survives in memory.
 */
export async function logout(locale: Locale): Promise<void> {
  const { csrfToken } = (await fetch("/api/auth/csrf", { cache: "no-store" }).then((response) => response.json())) as { csrfToken: string };
  const response = await fetch("/api/auth/signout", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-auth-return-redirect": "1" },
    body: new URLSearchParams({ csrfToken, json: "true" }),
  });
  if (!response.ok) throw new Error(`sign-out ${response.status}`);
  // Nothing private stays readable offline once signed out (public/sw.js's kept tickets and vouchers).
  // Waited for a moment at most (lib/offline/bounded.ts); the login page's session read empties them too.
  await settledWithin(import("@/lib/offline/session").then((offline) => offline.forgetOfflineDocuments()));
  window.location.assign(getPathname({ href: "/login", locale }));
}
