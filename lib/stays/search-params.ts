// The hotel and chalet search's address (/search?category=hotel|chalet&city&checkIn&checkOut&guests&rooms + filters):
// read with the contract's zod schemas on the server, written back for the page's links (filters, sort, pages, cards).
// The search form and the filters are plain GET forms, so the same address comes from a browser with no script.
// Prices are whole SAR in the address (the provider counts halalas); stars and amenities may repeat (as checkboxes
// send them) or be comma-separated.
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
export { draftNights } from "./nights";
import { allValues, firstValue, type RawParams } from "@/lib/flights/search-draft";
import { chaletSearchQuery, hotelSearchQuery, type ChaletSearchQuery, type HotelSearchQuery } from "@/provider/contracts/stays";

export type StayCategory = "hotel" | "chalet";

/** What the form starts from: the search's own fields as the address gave them, valid or not. */
export type StayDraft = { category: StayCategory; city: string; checkIn: string; checkOut: string; guests: string; rooms: string };

export type StaySearch = { category: "hotel"; query: HotelSearchQuery } | { category: "chalet"; query: ChaletSearchQuery };

export type ParsedStaySearch =
  /** No destination nor dates in the address: the form alone, no errors (a first visit from the navbar). */
  | { kind: "none"; draft: StayDraft }
  /** A search field is wrong: its message (a Validation key) beside it, and no results. */
  | { kind: "invalid"; draft: StayDraft; errors: Record<string, string> }
  /** `ignored`: filters the address held that do not parse, left out (field → Validation key). */
  | { kind: "ok"; draft: StayDraft; search: StaySearch; ignored: Record<string, string> };

/** The fields the form sends; an error on one of them means no search. The rest are filters, dropped when wrong. */
const SEARCH_FIELDS = ["city", "checkIn", "checkOut", "guests", "rooms"] as const;
const FILTERS = {
  hotel: ["minPrice", "maxPrice", "stars", "amenities", "freeCancellation", "sort", "page"],
  chalet: ["minPrice", "maxPrice", "amenities", "freeCancellation", "sort", "page"],
} as const;

export const categoryOf = (params: RawParams): StayCategory => (firstValue(params, "category") === "chalet" ? "chalet" : "hotel");

export function stayDraft(params: RawParams): StayDraft {
  return {
    category: categoryOf(params),
    city: firstValue(params, "city"),
    checkIn: firstValue(params, "checkIn"),
    checkOut: firstValue(params, "checkOut"),
    guests: firstValue(params, "guests"),
    rooms: firstValue(params, "rooms"),
  };
}

/** SAR whole amount → halalas; anything else is passed on as it is for the contract to refuse. */
function toHalalas(value: string): string | undefined {
  if (!value) return undefined;
  return /^\d{1,7}$/.test(value) ? String(Number(value) * 100) : value;
}

const list = (params: RawParams, key: string) => {
  const values = allValues(params, key)
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
  return values.length ? values.join(",") : undefined;
};

function input(params: RawParams, category: StayCategory): Record<string, string | undefined> {
  const one = (key: string) => firstValue(params, key) || undefined;
  return {
    city: one("city"),
    checkIn: one("checkIn"),
    checkOut: one("checkOut"),
    guests: one("guests"),
    rooms: category === "hotel" ? one("rooms") : undefined,
    minPrice: toHalalas(firstValue(params, "minPrice")),
    maxPrice: toHalalas(firstValue(params, "maxPrice")),
    stars: category === "hotel" ? list(params, "stars") : undefined,
    amenities: list(params, "amenities"),
    freeCancellation: one("freeCancellation"),
    sort: one("sort"),
    page: one("page"),
  };
}

function issuesOf(error: { issues: { path: PropertyKey[]; message: string }[] }): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= /^[a-zA-Z]+$/.test(issue.message) ? issue.message : "invalid";
  }
  return errors;
}

function parse(category: StayCategory, values: Record<string, string | undefined>) {
  return category === "hotel" ? hotelSearchQuery.safeParse(values) : chaletSearchQuery.safeParse(values);
}

/**
 * Reads a search from the address. Without a city and both dates it is not a search yet ("none") unless one of them
 * was sent (the form always sends all three, so its empty ones are refused beside their fields).
 */
export function parseStaySearch(params: RawParams): ParsedStaySearch {
  const draft = stayDraft(params);
  const sent = ["city", "checkIn", "checkOut"].some((key) => allValues(params, key).length > 0);
  if (!sent) return { kind: "none", draft };
  const { category } = draft;
  const values = input(params, category);
  const ignored: Record<string, string> = {};
  for (let attempt = 0; attempt <= FILTERS[category].length; attempt++) {
    const parsed = parse(category, values);
    if (parsed.success) {
      // One spelling per search, so a parsed address writes back to itself.
      const query = { ...parsed.data, amenities: parsed.data.amenities ? [...parsed.data.amenities].sort() : undefined };
      if ("stars" in query && query.stars) query.stars = [...query.stars].sort();
      const search = category === "hotel" ? { category, query: query as HotelSearchQuery } : { category, query: query as ChaletSearchQuery };
      return { kind: "ok", draft, search: search as StaySearch, ignored };
    }
    const errors = issuesOf(parsed.error);
    const wrongSearch = Object.fromEntries(Object.entries(errors).filter(([field]) => (SEARCH_FIELDS as readonly string[]).includes(field)));
    if (Object.keys(wrongSearch).length) return { kind: "invalid", draft, errors: wrongSearch };
    // A wrong filter costs only itself: the search goes on without it, and the page says what it left out.
    for (const field of Object.keys(errors)) {
      ignored[field] = errors[field]!;
      values[field] = undefined;
    }
  }
  return { kind: "invalid", draft, errors: { form: "invalid" } };
}

type Change = Partial<
  Record<"minPrice" | "maxPrice" | "stars" | "amenities" | "freeCancellation" | "sort" | "page", string | number | string[] | number[] | undefined>
>;

/** The address of a search's search fields alone (what the filters' form keeps in hidden fields). */
export function searchFields(search: StaySearch): Record<string, string> {
  const q = search.query;
  const fields: Record<string, string> = { category: search.category, city: q.city, checkIn: q.checkIn, checkOut: q.checkOut, guests: String(q.guests) };
  if (search.category === "hotel") fields.rooms = String(search.query.rooms);
  return fields;
}

/**
 * The address of this search in `locale` with some filters changed (undefined removes one). A plain string for a
 * plain <a>, as offers do: these links need no client navigation.
 */
export function staySearchUrl(search: StaySearch, locale: Locale, change: Change = {}): string {
  const q = search.query;
  const current: Change = {
    minPrice: q.minPrice === undefined ? undefined : Math.floor(q.minPrice / 100),
    maxPrice: q.maxPrice === undefined ? undefined : Math.ceil(q.maxPrice / 100),
    stars: search.category === "hotel" && search.query.stars?.length ? [...search.query.stars].sort().join(",") : undefined,
    amenities: q.amenities?.length ? [...q.amenities].sort().join(",") : undefined,
    freeCancellation: q.freeCancellation ? "true" : undefined,
    sort: q.sort === "recommended" ? undefined : q.sort,
    page: q.page === 1 ? undefined : q.page,
  };
  const next = { ...current, ...change };
  const query: Record<string, string | number> = { ...searchFields(search) };
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    query[key] = Array.isArray(value) ? value.join(",") : value;
  }
  return localizedPath({ pathname: "/search", query }, locale);
}

/** Whether filters narrow the search (the empty state then offers to clear them). */
export function isFiltered(search: StaySearch): boolean {
  const q = search.query;
  return Boolean(
    q.minPrice !== undefined ||
    q.maxPrice !== undefined ||
    q.amenities?.length ||
    q.freeCancellation ||
    (search.category === "hotel" && search.query.stars?.length),
  );
}

/** The details page of one result, with the search's dates and party. */
export function stayDetailsUrl(search: StaySearch, id: number, locale: Locale): string {
  const q = search.query;
  const query: Record<string, string | number> = { checkIn: q.checkIn, checkOut: q.checkOut, guests: q.guests };
  if (search.category === "hotel") query.rooms = search.query.rooms;
  return localizedPath({ pathname: `/${search.category}/${id}`, query }, locale);
}
