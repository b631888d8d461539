import { FLIGHT_SEARCH_FORM_MESSAGES } from "@/components/flights/search/flight-search-messages";
import { PRICE_ALERT_MESSAGES } from "@/components/price-alerts/price-alert-messages";
import { mergePicks, type MessagePick } from "@/lib/i18n/message-pick";

/** The search's fold on the results page (collapsible-search.tsx). */
const COLLAPSIBLE_SEARCH_MESSAGES = { Search: ["closeEdit", "edit"] } as const satisfies MessagePick;

/** The results' filters (filters-panel.tsx and filters/). */
export const FILTERS_MESSAGES = {
  Results: [
    "airlines",
    "clearFilters",
    "closeFilters",
    "filters",
    "fromPrice",
    "maxPrice",
    "minPrice",
    "price",
    "showFilters",
    "showResults",
    "stops",
    "time",
    "timeRange",
    "times",
  ],
  Terms: ["stops", "stopsOrMore"],
} as const satisfies MessagePick;

/** What the flight results page's islands read: the search form in its fold, the filters and the price alert. */
export const FLIGHT_RESULTS_MESSAGES: MessagePick = mergePicks(
  FLIGHT_SEARCH_FORM_MESSAGES,
  COLLAPSIBLE_SEARCH_MESSAGES,
  FILTERS_MESSAGES,
  PRICE_ALERT_MESSAGES,
);
