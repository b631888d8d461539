import { getFormatter, getTranslations } from "next-intl/server";
import { Plane } from "lucide-react";
import type { PagePath } from "@/lib/i18n/typed-routes";
import type { FlightCard as FlightCardView } from "@/lib/provider/flight-search";
import { AirlineLogo } from "./airline-logo";
import { FlightCardPrice } from "./flight-card-price";
import { clockTime } from "@/lib/format/clock";
import { getDurationFormatter } from "./duration";
import { Latin } from "@/components/ui/latin";
import { ltrIsolate } from "@/lib/format/bidi";

type Props = {
  flight: FlightCardView;
  /** Seated and lap travellers of the search, for the party total. */
  travelers: number;
  detailsHref: { pathname: PagePath; query: Record<string, string> };
  /** The link's word when it is not "Details" (a round trip's Select). */
  actionLabel?: string;
};

/** One bookable flight: airline, times in each airport's local time, duration, stops and price. */
export async function FlightCard({ flight, travelers, detailsHref, actionLabel }: Props) {
  const t = await getTranslations("Results");
  const terms = await getTranslations("Terms");
  const format = await getFormatter();
  const duration = await getDurationFormatter();
  const time = (instant: string, timeZone: string) => clockTime(format, instant, timeZone);
  // Each stop is its city with the code beside it, "عمّان (AMM)" (issue 22 point 12); the code isolated, or codes joined
  // by "، " would merge into one left-to-right run and read in reverse order in Arabic.
  const via = format.list(flight.stops.map((s) => `${s.city} (${ltrIsolate(s.code)})`));
  const stopsText = terms("stopsVia", { count: flight.stops.length, via });
  const titleId = `flight-${flight.id}-title`;

  return (
    <article aria-labelledby={titleId} className="group rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:p-5">
      <div className="flex flex-col gap-4 md:flex-row md:items-center">
        <div className="flex items-center gap-3 md:w-44 md:shrink-0">
          <AirlineLogo code={flight.airline.code} logo={flight.airline.logo} />
          <div className="min-w-0">
            <h3 id={titleId} className="truncate text-sm font-semibold text-slate-900">
              <span className="sr-only">{t("flightLabel", { airline: flight.airline.name, number: flight.flightNumber })}</span>
              <span aria-hidden>{flight.airline.name}</span>
            </h3>
            <p aria-hidden className="text-xs text-muted">
              <Latin>{flight.flightNumber}</Latin>
            </p>
          </div>
        </div>

        <div className="grid flex-1 grid-cols-[auto_1fr_auto] items-center gap-3">
          <div className="text-start">
            <p className="text-xl font-bold tabular-nums text-slate-900">
              <span className="sr-only">{t("departs")} </span>
              {time(flight.departureAt, flight.from.timezone)}
            </p>
            <p className="text-sm font-medium text-muted">
              <Latin>{flight.from.code}</Latin>
              <span className="block max-w-28 truncate text-xs sm:max-w-none">{flight.from.city}</span>
            </p>
          </div>
          <div className="flex flex-col items-center gap-1 px-1 text-center">
            <p className="text-xs font-medium text-slate-600">{duration(flight.durationMinutes)}</p>
            <div aria-hidden className="relative flex w-full items-center">
              <span className="h-px flex-1 bg-slate-300" />
              {flight.stops.map((s) => (
                <span key={s.code} className="mx-1 size-2 rounded-full border-2 border-amber-500 bg-white" />
              ))}
              <Plane className="ms-1 size-4 text-brand-600 rtl:rotate-180" />
            </div>
            <p className={`text-xs font-semibold ${flight.stops.length === 0 ? "text-emerald-700" : "text-amber-700"}`}>{stopsText}</p>
          </div>
          <div className="text-end">
            <p className="text-xl font-bold tabular-nums text-slate-900">
              <span className="sr-only">{t("arrives")} </span>
              {time(flight.arrivalAt, flight.to.timezone)}
              {flight.dayOffset > 0 ? (
                <sup className="ms-0.5 text-xs font-bold text-amber-700" title={t("nextDayLabel", { days: flight.dayOffset })}>
                  <span aria-hidden>{t("nextDay", { days: flight.dayOffset })}</span>
                  <span className="sr-only">{t("nextDayLabel", { days: flight.dayOffset })}</span>
                </sup>
              ) : null}
            </p>
            <p className="text-sm font-medium text-muted">
              <Latin>{flight.to.code}</Latin>
              <span className="block max-w-28 truncate text-xs sm:max-w-none">{flight.to.city}</span>
            </p>
          </div>
        </div>

        <FlightCardPrice flight={flight} travelers={travelers} detailsHref={detailsHref} titleId={titleId} actionLabel={actionLabel} />
      </div>
    </article>
  );
}
