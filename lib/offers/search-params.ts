// The offers list's address (/offers/search?…; /offers itself is the plain list): what the filters form sends (a plain GET form, so it works before any script) and the links
// of the page (pagination, clear). Types and tags may repeat (`type=package&type=hotel`, as checkboxes send them) or
// be comma-separated; prices are whole amounts of SAR (the provider counts halalas). A value that does not parse is
// reported and left out, never sent to the provider.
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { offerListQuery, type OfferListQuery } from "@/provider/contracts/offers";

type Raw = Record<string, string | string[] | undefined>;

export type OffersSearch = {
  query: OfferListQuery;
  /** Field → Validation message key, for what the address held and the page ignored. */
  errors: Record<string, string>;
};

const FIELDS = ["q", "type", "destination", "tags", "minPrice", "maxPrice", "sort", "page"] as const;
type Field = (typeof FIELDS)[number];

const list = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .flatMap((each) => each.split(","))
    .map((each) => each.trim())
    .filter(Boolean);
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/** SAR whole amount → halalas; anything else is passed on as it is for the contract to refuse. */
function toHalalas(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  return /^\d{1,7}$/.test(value) ? String(Number(value) * 100) : value;
}

function wire(raw: Raw): Record<Field, string | undefined> {
  const join = (values: string[]) => (values.length ? values.join(",") : undefined);
  return {
    q: single(raw.q),
    type: join(list(raw.type)),
    destination: join(list(raw.destination).map((code) => code.toUpperCase())),
    tags: join(list(raw.tags)),
    minPrice: toHalalas(single(raw.minPrice)),
    maxPrice: toHalalas(single(raw.maxPrice)),
    sort: single(raw.sort),
    page: single(raw.page),
  };
}

export function parseOffersSearch(raw: Raw): OffersSearch {
  const values = wire(raw);
  const errors: Record<string, string> = {};
  // Drop each field the contract refuses, then parse again: one bad value never costs the visitor the others.
  for (let attempt = 0; attempt < FIELDS.length + 1; attempt++) {
    const parsed = offerListQuery.safeParse(values);
    if (parsed.success) return { query: parsed.data, errors };
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "") as Field;
      if (!FIELDS.includes(field)) continue;
      errors[field] = issue.message;
      values[field] = undefined;
    }
  }
  return { query: offerListQuery.parse({}), errors };
}

/**
 * The address of this search in `locale` with some fields changed (undefined removes one). A plain string for a plain
 * <a>: a computed object handed to the typed Link sent tsc past 3 GB, and these page links need no client navigation.
 */
export function offersUrl(query: OfferListQuery, locale: Locale, change: Partial<Record<Field, string | number | string[] | undefined>> = {}): string {
  const current: Record<Field, string | number | string[] | undefined> = {
    q: query.q,
    type: query.type,
    destination: query.destination,
    tags: query.tags,
    minPrice: query.minPrice === undefined ? undefined : Math.floor(query.minPrice / 100),
    maxPrice: query.maxPrice === undefined ? undefined : Math.ceil(query.maxPrice / 100),
    sort: query.sort === "featured" ? undefined : query.sort,
    page: query.page === 1 ? undefined : query.page,
  };
  const next = { ...current, ...change };
  const search: Record<string, string | number | string[]> = {};
  for (const field of FIELDS) {
    const value = next[field];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    search[field] = value;
  }
  // The plain list is the cached /offers; anything narrowed, re-sorted or further on is rendered per request.
  if (Object.keys(search).length === 0) return localizedPath({ pathname: "/offers" }, locale);
  return localizedPath({ pathname: "/offers/search", query: search }, locale);
}

/** Whether anything narrows the list (the empty state then offers to clear it). */
export const isFiltered = (query: OfferListQuery) =>
  Boolean(query.q || query.type?.length || query.destination?.length || query.tags?.length || query.minPrice !== undefined || query.maxPrice !== undefined);
