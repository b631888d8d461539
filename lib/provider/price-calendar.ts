// The price calendar of a flight search (search-flight's PriceCalendar), cached per route, cabin, day and party for
// the "fares" lifetime (lib/cache/profiles.mjs: refreshed after a minute, never older than five): fares are priced
// again on the details page and at booking.
import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CONTENT_TAG_NAMES } from "@/lib/cache/tags";
import { priceCalendarEndpoint } from "@/lib/endpoints";
import { priceCalendarResponse, type PriceCalendarDay, type PriceCalendarQuery } from "@/provider/contracts/flights";
import { providerRequest, ProviderRequestError } from "./client";

export type PriceCalendarView = { date: string; days: PriceCalendarDay[] };

/**
 * The days carry no words: one copy serves both languages. A refusal (an airport the provider does not know) or an
 * outage is answered as null inside the cached function: an error thrown out of "use cache" does not reach the caller
 * as the ProviderRequestError it was, so the page failed instead of showing the search's own message.
 */
async function fetchPriceCalendar(query: PriceCalendarQuery): Promise<PriceCalendarView | null> {
  "use cache";
  cacheLife("fares");
  // An admin's flight write expires it with the search answers.
  cacheTag(CONTENT_TAG_NAMES.flightSearch);
  try {
    const wire = await providerRequest(...priceCalendarEndpoint(), { query, schema: priceCalendarResponse });
    return { date: wire.date, days: wire.days };
  } catch (error) {
    if (error instanceof ProviderRequestError) return null;
    throw error;
  }
}

/**
 * A route's calendar through the cached call, for app/api/price-calendar: the flight date picker's month and the strip
 * above the results ask it from the browser. Null when the provider refuses it or cannot answer.
 */
export function getPriceCalendarFor(query: PriceCalendarQuery): Promise<PriceCalendarView | null> {
  return fetchPriceCalendar(query);
}
