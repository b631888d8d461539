"use client";

import { useTranslations } from "next-intl";
import type { BookingKind } from "@/provider/contracts/booking-core";
import { formatMmSs, useRemaining } from "@/components/payment/hold-countdown";

/** The time left to pay, ticking: a flight holds seats, an offer places. */
export function HoldLeft({ expiresAt, serverNow, kind = "flight" }: { expiresAt: string; serverNow: number; kind?: BookingKind }) {
  const t = useTranslations("Reservations");
  const remaining = useRemaining(expiresAt, serverNow);
  return (
    <span className="text-xs font-medium text-amber-700">
      {t(kind === "offer" ? "offerHoldLeft" : "holdLeft", { time: formatMmSs(remaining) })}
    </span>
  );
}
