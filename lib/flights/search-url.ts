// The canonical URL of a flight search and its changes (sort, filters, nearby dates), without a schema: the browser's
// search form and results controls need only this. search-draft.ts reads a URL back; search-params.ts validates it
// with the contract's zod schema.
import { SEARCH_SORTS, STOP_FILTERS, TIME_BUCKETS, type Party, type SearchSort, type StopFilter, type TimeBucket } from "@/provider/contracts/flight-rules";
import type { FlightSearch } from "@/provider/contracts/flights";

export type SearchState = FlightSearch;

/** Filters and sort, which the results page changes without a new search. */
export type ResultControls = Pick<SearchState, "sort" | "stops" | "times" | "airlines" | "minPrice" | "maxPrice">;

/**
 * The results page of a search (locale-less). Results live at /flight-search, not on home: home is a prerendered page
 * served from cache, and next.config.mjs sends an old `/?from=…` link here with a 308 (lib/routing/cached-pages.mjs).
 */
export function searchPath(search: SearchState): `/flight-search?${string}` {
  return `/flight-search?${serializeSearch(search)}`;
}

/**
 * The results page with every flight of its list shown (`show=all`), which the "Show all" control links to so it works
 * without JavaScript and can be shared. A round trip's chosen departing flight (`outbound`) stays; no other control of
 * the page keeps `show` (serializeSearch leaves it out): a new sort or filter starts at the first screen again.
 */
export function allResultsPath(search: SearchState, outbound?: string): `/flight-search?${string}` {
  const query = serializeSearch(search);
  if (outbound) query.set("outbound", outbound);
  query.set("show", "all");
  return `/flight-search?${query}`;
}

/**
 * A search for flights to a destination (a popular destination's card): from its cheapest origin on its cheapest day
 * for one adult in economy when there is a flight on sale, else only the destination, for the visitor to complete.
 */
export function destinationSearchPath(to: string, cheapest: { origin: string; date: string } | null): `/flight-search?${string}` {
  if (!cheapest) return `/flight-search?${new URLSearchParams({ to })}`;
  return `/flight-search?${new URLSearchParams({ from: cheapest.origin, to, date: cheapest.date, adults: "1", children: "0", infants: "0", cabin: "economy" })}`;
}

/**
 * The canonical URL query of a search: fixed key order, defaults of the filters left out, the party
 * and cabin always written (they travel on to details and booking).
 */
export function serializeSearch(search: SearchState): URLSearchParams {
  const out = new URLSearchParams();
  out.set("from", search.from);
  out.set("to", search.to);
  out.set("date", search.date);
  if (search.returnDate) out.set("returnDate", search.returnDate);
  out.set("adults", String(search.adults));
  out.set("children", String(search.children));
  out.set("infants", String(search.infants));
  out.set("cabin", search.cabin);
  if (search.sort !== "price") out.set("sort", search.sort);
  if (search.stops?.length) out.set("stops", [...search.stops].sort().join(","));
  if (search.times?.length) out.set("times", orderedTimes(search.times).join(","));
  if (search.airlines?.length) out.set("airlines", [...search.airlines].sort().join(","));
  if (search.minPrice !== undefined) out.set("minPrice", String(search.minPrice));
  if (search.maxPrice !== undefined) out.set("maxPrice", String(search.maxPrice));
  return out;
}

/** Time buckets in the day's order. */
export function orderedTimes(times: readonly TimeBucket[]): TimeBucket[] {
  return (Object.keys(TIME_BUCKETS) as TimeBucket[]).filter((b) => times.includes(b));
}

/** The search with some filters or the sort replaced; an empty list or undefined clears that filter. */
export function withControls(search: SearchState, patch: Partial<ResultControls>): SearchState {
  const next = { ...search, ...patch };
  for (const key of ["stops", "times", "airlines"] as const) if (next[key]?.length === 0) next[key] = undefined;
  return next;
}

/** Toggles one value in a list filter. */
export function toggled<T>(list: readonly T[] | undefined, value: T): T[] {
  const current = list ?? [];
  return current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
}

export function isSort(value: string): value is SearchSort {
  return (SEARCH_SORTS as readonly string[]).includes(value);
}

export function isStopFilter(value: number): value is StopFilter {
  return (STOP_FILTERS as readonly number[]).includes(value);
}

export function partyOf(search: Pick<SearchState, "adults" | "children" | "infants">): Party {
  return { adults: search.adults, children: search.children, infants: search.infants };
}

/** Query of the details page: the party and cabin travel on to booking. */
export function detailsQuery(search: Pick<SearchState, "adults" | "children" | "infants" | "cabin">): Record<string, string> {
  return {
    adults: String(search.adults),
    children: String(search.children),
    infants: String(search.infants),
    cabin: search.cabin,
  };
}

/** The same search on another day (the nearby-dates links); a return date keeps its distance. */
export function onDate(search: SearchState, date: string, leg: "outbound" | "inbound" = "outbound"): SearchState {
  if (leg === "inbound") return { ...search, returnDate: date };
  if (!search.returnDate) return { ...search, date };
  const shift = Date.parse(`${date}T00:00:00Z`) - Date.parse(`${search.date}T00:00:00Z`);
  const returnDate = new Date(Date.parse(`${search.returnDate}T00:00:00Z`) + shift).toISOString().slice(0, 10);
  return { ...search, date, returnDate };
}
