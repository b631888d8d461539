import { getTranslations } from "next-intl/server";
import type { TransferSearchQuery } from "@/provider/contracts/taxis";
import type { TaxiAirport, TaxiResults, TaxiVehicle } from "@/lib/provider/taxis";
import { Money } from "@/components/currency/money";
import { TaxRows } from "@/components/currency/tax-rows";
import { OptimizedImage } from "@/components/ui/optimized-image";
import { TermsSection } from "@/components/reservations/stay-or-taxi-terms";
import { taxiDateFormat } from "./taxi-format";

type Props = { vehicle: TaxiVehicle; airport: TaxiAirport; query: TransferSearchQuery; results: TaxiResults };

const row = "flex items-start justify-between gap-3";

/** The booking step's summary: the pickup, the vehicle, who rides, the cancellation terms and the price lines. */
export async function TaxiBookingSummary({ vehicle, airport, query, results }: Props) {
  const [t, stays, date] = await Promise.all([getTranslations("Taxis"), getTranslations("Stays"), taxiDateFormat()]);
  return (
    <section aria-labelledby="taxi-summary" className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h2 id="taxi-summary" className="text-lg font-bold text-slate-900">
        {t("summaryTitle")}
      </h2>
      {vehicle.photo ? (
        <OptimizedImage src={vehicle.photo} alt="" sizes="(min-width: 1024px) 22rem, 100vw" className="aspect-[16/9] w-full rounded-xl object-cover" />
      ) : null}
      <dl className="flex flex-col gap-2 text-sm" data-testid="taxi-summary">
        <div className={row}>
          <dt className="text-slate-600">{t("pickup")}</dt>
          <dd className="text-end font-medium text-slate-900">{`${airport.name} (${airport.code})`}</dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">{t("dropOff")}</dt>
          <dd className="text-end font-medium text-slate-900">{vehicle.area.name}</dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">{t("when")}</dt>
          <dd className="text-end font-medium text-slate-900">
            {date.day(query.date)} · <bdi dir="ltr">{query.time}</bdi>
          </dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">{t("vehicle")}</dt>
          <dd className="text-end font-medium text-slate-900">
            {stays(`vehicleClasses.${vehicle.vehicleClass}`)}
            <span className="block text-xs font-normal text-slate-600">{vehicle.model}</span>
          </dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">{t("party")}</dt>
          <dd className="text-end font-medium text-slate-900">
            {t("partyValue", { passengers: t("passengerCount", { count: query.passengers }), bags: t("bagCount", { count: query.bags }) })}
          </dd>
        </div>
      </dl>
      <TermsSection view={{ kind: "taxi", terms: results.cancellationTerms, clock: { timeZone: airport.timezone } }} id="taxi-book-terms" />
      <div className="rounded-xl bg-sand-50 p-3 text-sm">
        <h3 className="mb-2 font-semibold text-slate-900">{t("priceTitle")}</h3>
        <dl className="flex flex-col gap-1.5">
          {(
            [
              ["priceRide", vehicle.price.base],
              ["priceFee", vehicle.price.serviceFee],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className={row}>
              <dt className="text-slate-600">{t(key)}</dt>
              <dd className="tabular-nums text-slate-900">
                <Money value={value} />
              </dd>
            </div>
          ))}
          <TaxRows lines={vehicle.price.taxes} rowClassName={row} />
          <div className={`${row} border-t border-slate-200 pt-2 text-base font-bold text-slate-900`}>
            <dt>{t("priceTotal")}</dt>
            <dd className="tabular-nums" data-testid="taxi-booking-total">
              <Money value={vehicle.price.total} />
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-slate-600">{t("holdNote")}</p>
      </div>
    </section>
  );
}
