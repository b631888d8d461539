"use client";

import { useTranslations } from "next-intl";
import type { BookingKind } from "@/provider/contracts/booking-core";
import { formatMmSs, useRemaining } from "@/components/payment/hold-countdown";

/** The time left to pay, ticking: a flight holds seats, an offer places, a stay its room or chalet, a taxi its vehicle. */
export function HoldLeft({ expiresAt, serverNow, kind = "flight" }: { expiresAt: string; serverNow: number; kind?: BookingKind }) {
  const t = useTranslations("Reservations");
  const ts = useTranslations("StayReservations");
  const remaining = useRemaining(expiresAt, serverNow);
  return (
    <span className="text-xs font-medium text-amber-700">
      {kind === "flight" || kind === "offer"
        ? t(kind === "offer" ? "offerHoldLeft" : "holdLeft", { time: formatMmSs(remaining) })
        : ts(`holdLeft.${kind}`, { time: formatMmSs(remaining) })}
    </span>
  );
}
