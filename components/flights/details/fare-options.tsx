import { getTranslations } from "next-intl/server";
import { Check } from "lucide-react";
import type { FareClass, Party } from "@/provider/contracts/flights";
import { SEATS_LEFT_THRESHOLD } from "@/provider/contracts/flights";
import { partyQueryString } from "@/lib/flights/booking/party";
import type { FlightView } from "@/lib/flights/booking/types";
import { Link } from "@/lib/i18n/navigation";
import { Money } from "@/components/currency/money";
import { FareConditions, FarePrice } from "@/components/flights/fare-conditions";

/** Fare classes as selectable cards (the choice travels in the URL) and the fare types side by side. */
export async function FareOptions({ flight, party, cabin }: { flight: FlightView; party: Party; cabin: FareClass }) {
  const t = await getTranslations("Flight");
  const terms = await getTranslations("Terms");
  return (
    <section aria-labelledby="fares-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="fares-title" className="text-lg font-bold text-slate-900">
        {t("classesTitle")}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {flight.classes.map((c) => {
          const selected = c.fareClass === cabin;
          const soldOut = c.seatsAvailable === 0;
          return (
            <li key={c.fareClass}>
              <Link
                href={`/flight/${flight.id}?${partyQueryString({ party, cabin: c.fareClass })}`}
                scroll={false}
                replace
                aria-current={selected ? "true" : undefined}
                className={`flex h-full flex-col gap-1 rounded-xl border p-4 transition-colors ${
                  selected ? "border-brand-600 bg-brand-50 ring-2 ring-brand-600/30" : "border-slate-200 hover:border-brand-300"
                }`}
              >
                <span className="flex items-center justify-between gap-2 font-semibold text-slate-900">
                  {terms(`cabin.${c.fareClass}`)}
                  {selected ? <Check aria-hidden className="size-4 text-brand-700" /> : null}
                </span>
                <span className="text-xs text-muted">{t("fromPerAdult")}</span>
                <Money value={c.adultPrice} className="text-lg font-bold text-brand-800" />
                <span
                  className={`text-xs ${soldOut ? "font-semibold text-red-700" : c.seatsAvailable < SEATS_LEFT_THRESHOLD ? "text-amber-700" : "text-muted"}`}
                >
                  {soldOut ? t("soldOut") : c.seatsAvailable < SEATS_LEFT_THRESHOLD ? t("seatsLeft", { count: c.seatsAvailable }) : t("seatsAvailable")}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>

      <FareTypes fareTypes={flight.fareTypes} />
    </section>
  );
}

/** The fare types side by side: price on top of the base fare, then refund and change conditions. */
async function FareTypes({ fareTypes }: { fareTypes: FlightView["fareTypes"] }) {
  const t = await getTranslations("Flight");
  return (
    <>
      <h3 className="mt-7 text-base font-bold text-slate-900">{t("fareTypesTitle")}</h3>
      <p className="mt-1 text-sm text-slate-600">{t("fareTypesIntro")}</p>
      <ul className="mt-4 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {fareTypes.map((f) => (
          <li key={f.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
            <div className="flex items-start justify-between gap-2">
              <p className="font-semibold text-slate-900">{f.name}</p>
              <p className="text-sm font-bold text-brand-800">
                <FarePrice fare={f} />
              </p>
            </div>
            {f.description ? <p className="text-sm leading-relaxed text-slate-600">{f.description}</p> : null}
            <FareConditions fare={f} />
          </li>
        ))}
      </ul>
    </>
  );
}
