// The one reader of flight-search state in the URL that validates it (with the contract's zod schema): the server
// pages and, loaded at submit, the search form. The schema-free halves are
// search-draft.ts (the form's start) and search-url.ts (the canonical URL).
import { flightSearchQuery } from "@/provider/contracts/flights";
import { allValues, firstValue, searchDraft, type RawParams, type SearchDraft } from "./search-draft";
import { orderedTimes, type SearchState } from "./search-url";

export * from "./search-draft";
export * from "./search-url";

export type ParsedSearch =
  | { kind: "none"; draft: SearchDraft }
  | { kind: "invalid"; draft: SearchDraft; errors: Record<string, string> }
  | { kind: "ok"; draft: SearchDraft; search: SearchState };

const KEYS = [
  "from",
  "to",
  "date",
  "returnDate",
  "adults",
  "children",
  "infants",
  "cabin",
  "sort",
  "stops",
  "times",
  "airlines",
  "minPrice",
  "maxPrice",
] as const;

/**
 * Reads a search from the URL. No from/to/date at all → "none" (the plain home page); nor is a link that names only
 * where to go (a destination card's `?to=DXB`, no `from` or `date` parameter at all) a search yet: the form opens with
 * it prefilled. The form itself always sends every field, so its empty ones are still refused. Otherwise the
 * contract's schema decides; its field errors are keys of the `Validation` namespace.
 */
export function parseSearchParams(params: RawParams): ParsedSearch {
  const draft = searchDraft(params);
  if (!draft.from && !draft.to && !draft.date) return { kind: "none", draft };
  if (allValues(params, "from").length === 0 && allValues(params, "date").length === 0) return { kind: "none", draft };
  const input: Record<string, string | undefined> = {};
  for (const key of KEYS) {
    const values = allValues(params, key)
      .map((v) => v.trim())
      .filter(Boolean);
    input[key] = values.length ? values.join(",") : undefined;
  }
  input.from = draft.from || undefined;
  input.to = draft.to || undefined;
  input.date = draft.date || undefined;
  input.returnDate = draft.returnDate || undefined;
  for (const key of ["adults", "children", "infants", "cabin", "sort", "minPrice", "maxPrice"] as const) {
    input[key] = firstValue(params, key) || undefined;
  }
  if (draft.roundTrip && !draft.returnDate) {
    return { kind: "invalid", draft, errors: { returnDate: "required", ...errorsOf(input) } };
  }
  const result = flightSearchQuery.safeParse(input);
  if (!result.success) return { kind: "invalid", draft, errors: errorsOf(input) };
  return { kind: "ok", draft, search: normalized(result.data) };
}

/** One spelling per state, so a parsed URL serializes back to itself. */
function normalized(search: SearchState): SearchState {
  return {
    ...search,
    stops: search.stops ? [...search.stops].sort() : undefined,
    times: search.times ? orderedTimes(search.times) : undefined,
    airlines: search.airlines ? [...search.airlines].sort() : undefined,
  };
}

function errorsOf(input: Record<string, string | undefined>): Record<string, string> {
  const result = flightSearchQuery.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    // Some item schemas of the list filters carry zod's default English message instead of a key.
    const isKey = /^[a-zA-Z]+$/.test(issue.message);
    errors[field] ??= isKey ? issue.message : ["stops", "times", "airlines"].includes(field) ? `${field}Invalid` : "invalid";
  }
  return errors;
}
