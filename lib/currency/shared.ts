import type { Currency } from "@/lib/format/money";

export const CURRENCY_COOKIE = "currency";
export const DEFAULT_CURRENCY: Currency = "SAR";

export type CurrencyRates = Record<Currency, number>;

/** Only used when the provider's rates are unreachable: SAR stays exact, others are never shown. */
export const FALLBACK_RATES: CurrencyRates = { SAR: 1, EGP: 0, USD: 0 };

/** SAR minor units → minor units of `currency` (rounded to the unit), given units of `currency` per 1 SAR. */
export function convertFromSar(amountSarMinor: number, currency: Currency, rates: CurrencyRates): { amount: number; currency: Currency } {
  const rate = rates[currency];
  if (currency === "SAR" || !rate) return { amount: amountSarMinor, currency: "SAR" };
  return { amount: Math.round(amountSarMinor * rate), currency };
}
