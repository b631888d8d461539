// Price alerts through the BFF: save the search a results page shows, delete one from the account page, and the mail
// link's unsubscribe (no session needed).
import { priceAlertsEndpoint } from "@/lib/endpoints";
import { unsubscribeResponse, type PriceAlertInput, type UnsubscribeResult } from "@/provider/contracts/price-alerts";
import { bffFetch } from "./bff-client";

export type { PriceAlertInput, UnsubscribeResult };

/** Throws BffError: 401 for a guest, 400 with fields.date "datePast", 409 ALREADY_ALERTED / PRICE_ALERT_LIMIT / NO_FARE_TO_WATCH. */
export async function savePriceAlert(search: PriceAlertInput, locale: string): Promise<void> {
  await bffFetch(...priceAlertsEndpoint(), { method: "POST", body: search, locale });
}

/** Throws BffError 404 when it is not the caller's (or already gone). */
export async function deletePriceAlert(id: string, locale: string): Promise<void> {
  await bffFetch(...priceAlertsEndpoint(id), { method: "DELETE", locale });
}

/** Throws BffError 404 INVALID_TOKEN for a link that opens no alert. */
export async function unsubscribePriceAlert(token: string, locale: string): Promise<UnsubscribeResult> {
  return bffFetch(...priceAlertsEndpoint("Unsubscribe"), { method: "POST", body: { token }, locale, schema: unsubscribeResponse });
}
