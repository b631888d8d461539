// The signed-in traveller's price alerts, read by their account page.
import "server-only";
import { getProviderToken } from "@/lib/auth/session";
import { priceAlertsEndpoint } from "@/lib/endpoints";
import type { Locale } from "@/lib/i18n/routing";
import { priceAlertList, type PriceAlert } from "@/provider/contracts/price-alerts";
import { providerRequest, ProviderRequestError } from "./client";

export type { PriceAlert };

/** Newest first. Throws ProviderRequestError when they cannot be loaded (401 for a guest). */
export async function listPriceAlerts(locale: Locale): Promise<PriceAlert[]> {
  const token = await getProviderToken();
  if (!token) throw new ProviderRequestError(401, "unauthorized", "UNAUTHORIZED");
  return providerRequest(...priceAlertsEndpoint(), { token, locale, schema: priceAlertList });
}
