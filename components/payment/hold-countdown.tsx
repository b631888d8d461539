"use client";

import { useEffect, useState } from "react";
import { Timer } from "lucide-react";
import { useTranslations } from "next-intl";
import type { BookingKind } from "@/provider/contracts/booking-core";
import { kindKey } from "./kind-words";

/**
 * Milliseconds left until `expiresAt`, ticking every second. `serverNow` corrects a visitor clock
 * that is off: the hold is measured against the server's time, shifted by the offset seen at mount.
 */
export function useRemaining(expiresAt: string, serverNow: number): number {
  const deadline = new Date(expiresAt).getTime();
  const [offset] = useState(() => serverNow - Date.now());
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const tick = () => setNow(Date.now() + offset);
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [offset]);
  return Math.max(0, deadline - now);
}

export function formatMmSs(ms: number): string {
  const total = Math.ceil(ms / 1000);
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/** The visible countdown of a hold (a flight's seats, an offer's places, a room, a chalet, a vehicle); turns red in the last two minutes. */
export function HoldCountdown({ remaining, kind = "flight" }: { remaining: number; kind?: BookingKind }) {
  const t = useTranslations("Payment");
  const urgent = remaining < 120_000;
  // Screen readers hear the hold at 5, 2 and 1 minutes left, not every second.
  const mark = remaining <= 0 ? null : remaining <= 60_000 ? 1 : remaining <= 120_000 ? 2 : remaining <= 300_000 ? 5 : null;
  return (
    <div
      className={`flex items-center gap-3 rounded-xl border p-3 ${urgent ? "border-red-200 bg-red-50 text-red-800" : "border-amber-200 bg-amber-50 text-amber-900"}`}
    >
      <Timer aria-hidden className="size-6 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="text-sm font-medium">{t(kindKey(kind, "countdownLabel"))}</span>
        <span className="text-xs opacity-80">{t(kindKey(kind, "countdownHelp"))}</span>
      </div>
      <span role="status" className="sr-only" data-testid="hold-announcement">
        {mark ? t(kindKey(kind, "holdMinutesLeft"), { minutes: mark }) : ""}
      </span>
      <span role="timer" aria-live="off" data-testid="hold-countdown" className="font-mono text-2xl font-bold tabular-nums" dir="ltr">
        {formatMmSs(remaining)}
      </span>
    </div>
  );
}
