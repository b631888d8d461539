// The provider's exchange rates, cached for every visitor alike (the visitor's own currency is chosen in the browser).
import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { currenciesResponse } from "@/provider/contracts/flights";
import { providerRequest } from "@/lib/provider/client";
import { isBuildPhase } from "@/lib/cache/build-phase";
import { CONTENT_TAG_NAMES } from "@/lib/cache/tags";
import { FALLBACK_RATES, type CurrencyRates } from "./shared";

/** Rates per 1 SAR; when the provider cannot answer, prices still show in SAR (rate 1) rather than fail the page. */
export async function getRates(): Promise<CurrencyRates> {
  "use cache";
  cacheTag(CONTENT_TAG_NAMES.rates);
  if (isBuildPhase()) {
    cacheLife("placeholder");
    return FALLBACK_RATES;
  }
  try {
    const { rates } = await providerRequest("flight-backend", "api/Currencies", { schema: currenciesResponse });
    cacheLife("rates");
    return rates;
  } catch {
    cacheLife("failure");
    return FALLBACK_RATES;
  }
}
