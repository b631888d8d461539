"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { reservationTab, type ReservationTab, type ReservationView } from "@/lib/provider/reservations-map";
import { ReservationCard } from "./reservation-card";

const TABS: ReservationTab[] = ["upcoming", "past", "cancelled"];
const TAB_LABEL = { upcoming: "tabUpcoming", past: "tabPast", cancelled: "tabCancelled" } as const;

/** Upcoming / past / cancelled tabs over the user's reservations (newest first within each). */
export function ReservationsList({ reservations, now }: { reservations: ReservationView[]; now: number }) {
  const t = useTranslations("Reservations");
  const groups: Record<ReservationTab, ReservationView[]> = { upcoming: [], past: [], cancelled: [] };
  for (const r of reservations) groups[reservationTab(r, now)].push(r);
  const [tab, setTab] = useState<ReservationTab>(() => TABS.find((name) => groups[name].length > 0) ?? "upcoming");

  const onKeyDown = (event: React.KeyboardEvent) => {
    const dir = document.documentElement.dir === "rtl" ? -1 : 1;
    const step = event.key === "ArrowRight" ? dir : event.key === "ArrowLeft" ? -dir : 0;
    if (!step) return;
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] ?? "upcoming";
    setTab(next);
    document.getElementById(`tab-${next}`)?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label={t("tabs")} onKeyDown={onKeyDown} className="flex gap-2 overflow-x-auto pb-1">
        {TABS.map((name) => (
          <button
            key={name}
            id={`tab-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            className={`flex min-h-10 shrink-0 items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-medium transition-colors ${
              tab === name ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-slate-700 hover:border-brand-500"
            }`}
          >
            {t(TAB_LABEL[name])}
            <span className={`rounded-full px-1.5 text-xs tabular-nums ${tab === name ? "bg-white/20" : "bg-slate-100"}`}>{groups[name].length}</span>
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="flex flex-col gap-4">
        {groups[tab].length ? (
          groups[tab].map((r) => <ReservationCard key={r.id} reservation={r} now={now} />)
        ) : (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">{t("tabEmpty")}</p>
        )}
      </div>
    </div>
  );
}
