// The visitor's display currency (a cookie) and the provider's exchange rates, for server rendering.
import "server-only";
import { cache } from "react";
import { unstable_cache } from "next/cache";
import { cookies } from "next/headers";
import { currenciesResponse } from "@/provider/contracts/flights";
import { providerRequest } from "@/lib/provider/client";
import { CURRENCY_COOKIE, DEFAULT_CURRENCY, FALLBACK_RATES, type CurrencyRates } from "./shared";
import { isCurrency, type Currency } from "@/lib/format/money";

export const getDisplayCurrency = cache(async (): Promise<Currency> => {
  const value = (await cookies()).get(CURRENCY_COOKIE)?.value;
  return isCurrency(value) ? value : DEFAULT_CURRENCY;
});

const fetchRates = unstable_cache(
  async (): Promise<CurrencyRates> => (await providerRequest("flight-backend", "api/Currencies", { schema: currenciesResponse })).rates,
  ["currency-rates"],
  { revalidate: 3600, tags: ["currency-rates"] },
);

/** Rates per 1 SAR; when the provider cannot answer, prices still show in SAR (rate 1) rather than fail the page. */
export const getRates = cache(async (): Promise<CurrencyRates> => {
  try {
    return await fetchRates();
  } catch {
    return FALLBACK_RATES;
  }
});
