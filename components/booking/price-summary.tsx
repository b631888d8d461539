"use client";

import { useTranslations } from "next-intl";
import type { PricePreview } from "@/lib/booking/price-preview";
import { Money } from "@/components/currency/money";

/** The live price breakdown (a preview: the provider prices the reservation itself). */
export function PriceSummary({ preview, testId }: { preview: PricePreview; testId?: string }) {
  const t = useTranslations("Booking");
  const terms = useTranslations("Terms");
  const row = (label: string, value: number, options: { minus?: boolean; strong?: boolean } = {}) => (
    <div className={`flex items-baseline justify-between gap-3 ${options.strong ? "text-base font-bold text-slate-900" : "text-sm text-slate-700"}`}>
      <dt>{label}</dt>
      <dd className={options.minus ? "text-emerald-700" : undefined}>
        {options.minus && value > 0 ? "−" : null}
        <Money value={value} alwaysShowFraction={false} />
      </dd>
    </div>
  );
  return (
    <div>
      <ul className="mb-3 flex flex-col gap-1 text-xs text-slate-500">
        {preview.perTraveler.map((p) => (
          <li key={p.type} className="flex justify-between gap-2">
            <span>{t("perTraveler", { count: p.count, type: terms(`passengerType.${p.type}`) })}</span>
            <Money value={p.price} />
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
        <div className="mt-1 border-t border-slate-200 pt-3" data-testid={testId}>
          {row(t("price.total"), preview.total, { strong: true })}
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-500">{t("price.note")}</p>
    </div>
  );
}
