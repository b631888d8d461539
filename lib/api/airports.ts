// GET search-flight api/Airports/Search?q= for the search form's autocomplete.
import { queryOptions } from "@tanstack/react-query";
import { airportSearchResponse } from "@/provider/contracts/flights";
import { toAirportOption, type AirportOption } from "@/lib/flights/airport-option";
import type { Locale } from "@/lib/i18n/routing";
import { bffFetch } from "./bff-client";
import { queryKeys } from "./keys";
import { airportSearchEndpoint } from "@/lib/endpoints";

/** Airports matching a code, name, city or country in either language; an empty query lists the popular ones. */
export async function searchAirports(q: string, locale: Locale, signal?: AbortSignal): Promise<AirportOption[]> {
  const found = await bffFetch(...airportSearchEndpoint(), { query: { q }, locale, signal, schema: airportSearchResponse });
  return found.map((airport) => toAirportOption(airport, locale));
}

export const airportSearchQuery = (q: string, locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.airports(q, locale),
    queryFn: ({ signal }) => searchAirports(q, locale, signal),
    staleTime: 5 * 60_000,
    // The next keystroke is the retry; a retried answer would arrive after the visitor moved on.
    retry: false,
  });
