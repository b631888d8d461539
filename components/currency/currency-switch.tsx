"use client";

import { useLayoutText } from "@/components/i18n/layout-text";
import { CURRENCIES, type Currency } from "@/lib/format/money";
import { chooseCurrency, useCurrency } from "./currency-provider";

/** SAR / EGP / USD: stored in a cookie; every price on the page follows at once, without a round trip. */
export function CurrencySwitch({ className = "" }: { className?: string }) {
  const t = useLayoutText("Currency");
  const { currency, rates } = useCurrency();

  return (
    <label className={`inline-flex items-center gap-1 text-sm ${className}`}>
      <span className="sr-only">{t("label")}</span>
      <select
        value={currency}
        onChange={(event) => chooseCurrency(event.target.value as Currency)}
        className="h-10 w-[4.75rem] rounded-lg border border-slate-200 bg-white/80 px-1.5 text-sm font-semibold text-slate-700 hover:border-brand-300"
        aria-label={t("label")}
      >
        {CURRENCIES.filter((code) => code === "SAR" || rates[code] > 0).map((code) => (
          <option key={code} value={code} title={t(`names.${code}`)}>
            {t(`short.${code}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
