"use client";

import { useTransition } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "@/lib/i18n/navigation";
import { CURRENCIES, type Currency } from "@/lib/format/money";
import { CURRENCY_COOKIE } from "@/lib/currency/shared";
import { useCurrency } from "./currency-provider";

/** SAR / EGP / USD: stored in a cookie so server-rendered prices follow it; the page re-renders in place. */
export function CurrencySwitch({ className = "" }: { className?: string }) {
  const t = useTranslations("Currency");
  const { currency, rates } = useCurrency();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function choose(next: Currency) {
    document.cookie = `${CURRENCY_COOKIE}=${next}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
    startTransition(() => router.refresh());
  }

  return (
    <label className={`inline-flex items-center gap-1 text-sm ${className}`}>
      <span className="sr-only">{t("label")}</span>
      <select
        value={currency}
        disabled={pending}
        onChange={(event) => choose(event.target.value as Currency)}
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
