import { getFormatter, getTranslations } from "next-intl/server";
import { Briefcase, CalendarX, Luggage, Utensils } from "lucide-react";
import { BAGGAGE_ALLOWANCE, CANCELLATION_DEADLINE_HOURS, MEAL_REQUEST_DEADLINE_HOURS } from "@/provider/contracts/flights";
import type { FlightView } from "@/lib/booking/types";
import { flightDateTime } from "@/lib/format/flight-time";
import { Money } from "@/components/currency/money";
import { Ltr } from "@/components/ui/latin";

const card = "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6";

/** SPEC §9's baggage allowance, the cancellation rule and meal deadlines, then terms and notes. */
export async function FlightRules({ flight }: { flight: FlightView }) {
  const t = await getTranslations("Flight");
  const format = await getFormatter();
  const deadline = flightDateTime(format, flight.cancellationDeadline, flight.from.timezone);
  const bag = (kind: "hand" | "checked") => {
    const a = BAGGAGE_ALLOWANCE[kind];
    return (
      <li className="flex items-start gap-3 rounded-xl bg-sand-50 p-4 ring-1 ring-sand-200">
        {kind === "hand" ? <Briefcase aria-hidden className="mt-0.5 size-5 text-brand-700" /> : <Luggage aria-hidden className="mt-0.5 size-5 text-brand-700" />}
        <div>
          <p className="font-semibold text-slate-900">{t(kind === "hand" ? "handBag" : "checkedBag")}</p>
          <p className="text-sm text-slate-700">{t("allowancePieces", { pieces: a.pieces, weight: a.weightKg })}</p>
          <p className="text-sm text-slate-600">
            {t.rich("dimensions", { a: a.dimensionsCm[0], b: a.dimensionsCm[1], c: a.dimensionsCm[2], ltr: (chunks) => <Ltr>{chunks}</Ltr> })}
          </p>
        </div>
      </li>
    );
  };
  return (
    <>
      <section aria-labelledby="baggage-title" className={card}>
        <h2 id="baggage-title" className="text-lg font-bold text-slate-900">
          {t("allowanceTitle")}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {bag("hand")}
          {bag("checked")}
        </ul>
      </section>

      <section aria-labelledby="rules-title" className={card}>
        <h2 id="rules-title" className="text-lg font-bold text-slate-900">
          {t("rulesTitle")}
        </h2>
        <ul className="mt-4 flex flex-col gap-3 text-sm leading-relaxed text-slate-700">
          <li className="flex items-start gap-3">
            <CalendarX aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>
              {t("cancellationRule", { hours: CANCELLATION_DEADLINE_HOURS, percent: flight.cancellationFeePercent })}{" "}
              <span className="font-semibold">{t("cancellationDeadline", { deadline })}</span>
            </span>
          </li>
          <li className="flex items-start gap-3">
            <Utensils aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>{t("mealRule", { special: MEAL_REQUEST_DEADLINE_HOURS.special, dietary: MEAL_REQUEST_DEADLINE_HOURS.dietary })}</span>
          </li>
        </ul>
      </section>

      {flight.bags.length || flight.meals.length ? (
        <section aria-labelledby="extras-title" className={card}>
          <h2 id="extras-title" className="text-lg font-bold text-slate-900">
            {t("extrasTitle")}
          </h2>
          <div className="mt-4 grid gap-6 md:grid-cols-2">
            {flight.bags.length ? (
              <div>
                <h3 className="text-sm font-semibold text-slate-800">{t("bagsTitle")}</h3>
                <ul className="mt-2 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
                  {flight.bags.map((b) => (
                    <li key={b.id} className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm">
                      <span>{t("bagWeight", { weight: b.weightKg })}</span>
                      <Money value={b.price} className="font-semibold text-slate-900" />
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {flight.meals.length ? (
              <div>
                <h3 className="text-sm font-semibold text-slate-800">{t("mealsTitle")}</h3>
                <ul className="mt-2 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
                  {flight.meals.map((m) => (
                    <li key={m.id} className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm">
                      <span className="min-w-0">
                        <span className="block font-medium text-slate-900">{m.name}</span>
                        <span className="block text-xs text-muted">
                          {t(`mealKind.${m.kind}`)} ·{" "}
                          {t("requestBy", {
                            date: flightDateTime(format, m.requestDeadline, flight.from.timezone),
                          })}
                        </span>
                      </span>
                      <Money value={m.price} className="shrink-0 font-semibold text-slate-900" />
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        </section>
      ) : null}

      {flight.terms || flight.notes ? (
        <section aria-labelledby="terms-title" className={card}>
          <h2 id="terms-title" className="text-lg font-bold text-slate-900">
            {t("termsTitle")}
          </h2>
          {flight.terms ? <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-slate-700">{flight.terms}</p> : null}
          {flight.notes ? (
            <>
              <h3 className="mt-4 text-sm font-semibold text-slate-800">{t("notesTitle")}</h3>
              <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-slate-700">{flight.notes}</p>
            </>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
