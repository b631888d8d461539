"use client";

import { ArrowRight, HeartOff } from "lucide-react";
import { useTranslations } from "next-intl";
import type { FlightFavoriteView } from "@/lib/favorites/favorite-view";
import { Link } from "@/lib/i18n/navigation";
import { Money } from "@/components/currency/money";
import { AirlineMark } from "@/components/reservations/reservation-summary";
import { useFlightFormat } from "@/components/ticket/flight-format";
import { buttonClasses } from "@/components/ui/button";
import { Latin } from "@/components/ui/latin";

/** A saved flight: route, times, the price from, or why it can no longer be booked. */
export function FlightFavoriteCard({ favorite: f, onRemove }: { favorite: FlightFavoriteView; onRemove: () => void }) {
  const t = useTranslations("Favorites");
  const terms = useTranslations("Terms");
  const fmt = useFlightFormat();
  // Said by its cities, not its codes alone (issue 22 point 12): "إزالة رحلة الرياض إلى جدة من المفضلة".
  const route = { from: f.from.city, to: f.to.city };
  const unavailable = f.cancelled || f.departed;
  return (
    <article aria-labelledby={`fav-${f.flightId}`} className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <AirlineMark code={f.airline.code} />
          <div className="flex min-w-0 flex-col">
            <h2 id={`fav-${f.flightId}`} className="flex flex-wrap items-center gap-x-2 text-base font-semibold text-slate-900">
              <span>{f.from.city}</span>
              <ArrowRight aria-hidden className="size-4 text-muted rtl:rotate-180" />
              <span>{f.to.city}</span>
            </h2>
            <p className="text-xs text-slate-600">
              {f.airline.name} · <Latin>{f.flightNumber}</Latin>
            </p>
          </div>
        </div>
        <button
          type="button"
          onClick={onRemove}
          className="flex size-10 shrink-0 items-center justify-center rounded-full text-rose-600 transition-colors hover:bg-rose-50"
          aria-label={t("removeFlight", route)}
          title={t("removeFlight", route)}
        >
          <HeartOff aria-hidden className="size-5" />
        </button>
      </div>
      <div className="grid grid-cols-[auto_1fr_auto] items-center gap-3 rounded-xl bg-sand-50 px-3 py-2.5">
        <div className="flex flex-col">
          <span className="text-lg font-bold tabular-nums text-slate-900">{fmt.time(f.departureAt, f.from.timezone)}</span>
          <Latin className="text-xs font-semibold text-slate-600">{f.from.code}</Latin>
        </div>
        <div className="flex flex-col items-center text-xs text-muted">
          <span>{fmt.duration(f.durationMinutes)}</span>
          <span aria-hidden className="my-0.5 h-px w-full bg-slate-300" />
          <span>{terms("stops", { count: f.stopsCount })}</span>
        </div>
        <div className="flex flex-col items-end">
          <span className="text-lg font-bold tabular-nums text-slate-900">{fmt.time(f.arrivalAt, f.to.timezone)}</span>
          <Latin className="text-xs font-semibold text-slate-600">{f.to.code}</Latin>
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col">
          <span className="text-xs text-muted">{fmt.day(f.departureAt, f.from.timezone)}</span>
          {unavailable ? (
            <span className="text-sm font-semibold text-red-700">{f.cancelled ? t("cancelled") : t("departed")}</span>
          ) : (
            <span className="text-sm text-slate-600">
              {t("from")} <Money value={f.fromPrice} className="text-lg font-bold text-slate-900" /> <span className="text-xs">{t("perAdult")}</span>
            </span>
          )}
        </div>
        <Link href={`/flight/${f.flightId}`} className={buttonClasses("outline", "sm")}>
          {t("details")}
          <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
        </Link>
      </div>
    </article>
  );
}
