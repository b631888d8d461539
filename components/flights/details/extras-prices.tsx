import { getFormatter, getTranslations } from "next-intl/server";
import type { FlightView } from "@/lib/flights/booking/types";
import { clockDateTime } from "@/lib/format/clock";
import { Money } from "@/components/currency/money";
import { card } from "./detail-card";

/** The flight's extra bags and meals with their prices (a meal says by when it must be asked for). */
export async function ExtrasPrices({ flight }: { flight: FlightView }) {
  const t = await getTranslations("Flight");
  const format = await getFormatter();
  return (
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
                        date: clockDateTime(format, m.requestDeadline, flight.from.timezone),
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
  );
}
