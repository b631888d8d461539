import { getFormatter, getTranslations } from "next-intl/server";
import { CalendarX2, FilterX } from "lucide-react";
import { Money } from "@/components/currency/money";
import { onDate, searchPath, withControls, type SearchState } from "@/lib/flights/search-params";
import { Link } from "@/lib/i18n/navigation";
import type { LegResults } from "@/lib/provider/flight-search";

/** A leg without flights on its day: says so and offers the nearby days with their lowest price. */
export async function NoFlightsOnDate({ leg, search, direction }: { leg: LegResults; search: SearchState; direction: "outbound" | "inbound" }) {
  const t = await getTranslations("Results");
  const format = await getFormatter();
  const day = (iso: string, month: "short" | "long" = "short") =>
    format.dateTime(new Date(`${iso}T12:00:00Z`), { weekday: "short", day: "numeric", month, timeZone: "UTC" });
  const withFlights = leg.nearbyDates.filter((d) => d.minPrice !== null);
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center sm:p-8">
      <CalendarX2 aria-hidden className="mx-auto size-10 text-muted" />
      <h3 className="mt-3 text-lg font-bold text-slate-900">{t("emptyTitle")}</h3>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
        {t("emptyText", { from: leg.from.city, to: leg.to.city, date: day(leg.date, "long") })}
        {withFlights.length ? ` ${t("tryNearby")}` : null}
      </p>
      {withFlights.length ? (
        <nav aria-label={t("nearbyTitle")} className="mt-6">
          <h4 className="text-sm font-semibold text-slate-800">{t("nearbyTitle")}</h4>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {leg.nearbyDates.map((d) =>
              d.minPrice === null ? (
                <li key={d.date} className="rounded-xl border border-slate-200 px-3 py-2 text-sm text-muted">
                  <span className="block font-medium">{day(d.date)}</span>
                  <span className="block text-xs">{t("nearbyNone")}</span>
                </li>
              ) : (
                <li key={d.date}>
                  <Link
                    href={searchPath(onDate(search, d.date, direction))}
                    className="block rounded-xl border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900 hover:border-brand-500"
                  >
                    <span className="sr-only">{t.rich("nearbyLink", { date: day(d.date, "long"), price: () => <Money value={d.minPrice ?? 0} /> })}</span>
                    <span aria-hidden className="block font-semibold">
                      {day(d.date)}
                    </span>
                    <span aria-hidden className="block text-xs">
                      <Money value={d.minPrice} />
                    </span>
                  </Link>
                </li>
              ),
            )}
          </ul>
        </nav>
      ) : (
        <p className="mt-4 text-sm text-muted">{t("noNearby")}</p>
      )}
    </div>
  );
}

/** Flights exist but the filters hide them all. */
export async function NoFlightsMatchFilters({ search }: { search: SearchState }) {
  const t = await getTranslations("Results");
  const cleared = withControls(search, { stops: undefined, times: undefined, airlines: undefined, minPrice: undefined, maxPrice: undefined });
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center">
      <FilterX aria-hidden className="mx-auto size-9 text-muted" />
      <h3 className="mt-3 text-lg font-bold text-slate-900">{t("filteredEmptyTitle")}</h3>
      <p className="mt-1 text-sm text-slate-600">{t("filteredEmptyText")}</p>
      <Link href={searchPath(cleared)} replace scroll={false} className="mt-4 inline-block text-sm font-semibold text-brand-700 underline">
        {t("clearFilters")}
      </Link>
    </div>
  );
}
