import { getTranslations } from "next-intl/server";
import type { TransferSearchQuery } from "@/provider/contracts/taxis";
import type { TaxiAirport, TaxiResults } from "@/lib/provider/taxis";
import { taxiBookingHref } from "@/lib/taxis/search-params";
import { TermsSection } from "@/components/reservations/stay-or-taxi-terms";
import { taxiDateFormat } from "./taxi-format";
import { VehicleCard } from "./vehicle-card";

/** The ride searched (from, to, when, who), its cancellation terms and one card per vehicle class that takes the party and its bags. */
export async function TaxiResultsList({
  results,
  query,
  airport,
  flight,
}: {
  results: TaxiResults;
  query: TransferSearchQuery;
  airport: TaxiAirport;
  flight: string;
}) {
  const [t, date] = await Promise.all([getTranslations("Taxis"), taxiDateFormat()]);
  const area = airport.areas.find((a) => a.slug === query.area)?.name ?? query.area;
  const freeCancellation = t("freeCancellation", { date: date.instant(results.freeCancellationUntil, airport.timezone) });
  return (
    <section aria-labelledby="taxi-results" className="space-y-5">
      <div className="flex flex-col gap-1">
        <h2 id="taxi-results" className="text-xl font-bold text-slate-900">
          {t("resultsTitle")}
        </h2>
        <p className="text-sm font-medium text-slate-700">{t("route", { airport: `${airport.name} (${airport.code})`, area })}</p>
        <p className="text-sm text-slate-600">{t("pickupAt", { date: date.day(query.date), time: query.time })}</p>
        <p role="status" className="text-sm font-semibold text-slate-700">
          {t("results", { count: results.vehicles.length, passengers: t("passengerCount", { count: query.passengers }) })}
        </p>
      </div>
      {results.vehicles.length ? (
        <TermsSection view={{ kind: "taxi", terms: results.cancellationTerms, clock: { timeZone: airport.timezone } }} id="taxi-results-terms" />
      ) : null}
      {results.vehicles.length ? (
        <ul className="flex flex-col gap-4">
          {results.vehicles.map((vehicle, index) => (
            <li key={vehicle.id}>
              <VehicleCard vehicle={vehicle} bookHref={taxiBookingHref(vehicle.id, query, flight)} freeCancellation={freeCancellation} priority={index < 2} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
          <h3 className="text-lg font-bold text-slate-900">{t("emptyTitle")}</h3>
          <p className="mt-2 text-slate-600">{t("emptyBody")}</p>
        </div>
      )}
    </section>
  );
}
