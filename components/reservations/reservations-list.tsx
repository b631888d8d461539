"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { listTab, type AnyReservationView } from "@/lib/reservations/reservation-kinds";
import type { ReservationTab } from "@/lib/reservations/reservations-map";
import { ReservationCard } from "./reservation-card";

const TABS: ReservationTab[] = ["upcoming", "past", "cancelled"];
const TAB_LABEL = { upcoming: "tabUpcoming", past: "tabPast", cancelled: "tabCancelled" } as const;

/** Upcoming / past / cancelled tabs over the user's reservations of every kind (newest first within each). */
export function ReservationsList({ reservations, now }: { reservations: AnyReservationView[]; now: number }) {
  const t = useTranslations("Reservations");
  const groups: Record<ReservationTab, AnyReservationView[]> = { upcoming: [], past: [], cancelled: [] };
  for (const r of reservations) groups[listTab(r, now)].push(r);
  const [tab, setTab] = useState<ReservationTab>(() => TABS.find((name) => groups[name].length > 0) ?? "upcoming");

  const onKeyDown = (event: React.KeyboardEvent) => {
    const dir = document.documentElement.dir === "rtl" ? -1 : 1;
    const step = event.key === "ArrowRight" ? dir : event.key === "ArrowLeft" ? -dir : 0;
    const at = event.key === "Home" ? 0 : event.key === "End" ? TABS.length - 1 : (TABS.indexOf(tab) + step + TABS.length) % TABS.length;
    if (!step && event.key !== "Home" && event.key !== "End") return;
    event.preventDefault();
    const next = TABS[at] ?? "upcoming";
    setTab(next);
    document.getElementById(`tab-${next}`)?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      {/* Three equal segments that wrap their words: every tab stays in view on the narrowest phone. */}
      <div role="tablist" aria-label={t("tabs")} onKeyDown={onKeyDown} className="grid grid-cols-3 gap-1.5 sm:flex sm:gap-2">
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
            className={`flex min-h-11 flex-wrap items-center justify-center gap-x-2 gap-y-0.5 rounded-2xl border px-2 py-1.5 text-center text-sm leading-tight font-medium transition-colors sm:rounded-full sm:px-4 ${
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
