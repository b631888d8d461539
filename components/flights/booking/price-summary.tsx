"use client";

import { useTranslations } from "next-intl";
import type { PricePreview } from "@/lib/flights/booking/price-preview";
import { Money } from "@/components/currency/money";

type RowOptions = { minus?: boolean; strong?: boolean; testId?: string };

/** The live price breakdown (a preview: the provider prices the reservation itself). */
export function PriceSummary({ preview, testId }: { preview: PricePreview; testId?: string }) {
  const t = useTranslations("Booking");
  const terms = useTranslations("Terms");
  // One <div> per <dt>/<dd> pair and nothing else inside the <dl>: the only nesting a definition list allows.
  const row = (label: string, value: number, options: RowOptions = {}) => (
    <div
      data-testid={options.testId}
      className={`flex items-baseline justify-between gap-3 ${options.strong ? "mt-1 border-t border-slate-200 pt-3 text-base font-bold text-slate-900" : "text-sm text-slate-700"}`}
    >
      <dt>{label}</dt>
      <dd className={options.minus ? "text-emerald-700" : undefined}>
        {options.minus && value > 0 ? "−" : null}
        <Money value={value} alwaysShowFraction={false} />
      </dd>
    </div>
  );
  return (
    <div>
      <ul className="mb-3 flex flex-col gap-1.5 text-xs text-muted">
        {preview.perTraveler.map((p) => (
          <li key={p.type} className="flex items-baseline justify-between gap-2">
            <span className="flex flex-col">
              <span className="font-medium text-slate-700">{t("perTravelerLine", { type: terms(`passengerType.${p.type}`), count: p.count })}</span>
              {/* With one traveller the unit price is the line total: saying it twice helps nobody. */}
              {p.count > 1 ? <span>{t.rich("perTravelerEach", { price: () => <Money value={p.price} /> })}</span> : null}
            </span>
            <Money value={p.lineTotal} className="text-slate-700" />
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-2 border-t border-slate-100 pt-3">
        {row(t("price.fare"), preview.fare)}
        {row(t("price.tax"), preview.tax)}
        {row(t("price.serviceFees"), preview.serviceFees)}
        {preview.discount > 0 ? row(t("price.discount"), preview.discount, { minus: true }) : null}
        {preview.seatSelection > 0 ? row(t("price.seats"), preview.seatSelection) : null}
        {preview.bags > 0 ? row(t("price.bags"), preview.bags) : null}
        {preview.meals > 0 ? row(t("price.meals"), preview.meals) : null}
        {row(t("price.extras"), preview.extras)}
        {row(t("price.total"), preview.total, { strong: true, testId })}
      </dl>
      <p className="mt-2 text-xs text-muted">{t("price.note")}</p>
    </div>
  );
}
