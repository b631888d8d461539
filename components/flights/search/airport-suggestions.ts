// The airport combobox's search, loaded with the first suggestions rather than with the page: React Query, the
// browser's API layer and the contract's zod schema of the answer come with it. The answer goes through the tab's
// QueryClient (the one QueryProvider gives the pages), so typing back to an earlier query is instant.
import { airportSearchQuery } from "@/lib/api/airports";
import type { Locale } from "@/lib/i18n/routing";
import { getQueryClient } from "@/lib/query/client";

export function fetchAirportSuggestions(q: string, locale: Locale) {
  return getQueryClient().fetchQuery(airportSearchQuery(q, locale));
}
