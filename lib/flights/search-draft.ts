// What the search form starts from, read from the URL without a schema (search-params.ts validates with one).
import { FARE_CLASSES, type FareClass } from "@/provider/contracts/flight-rules";

export type RawParams = URLSearchParams | Record<string, string | string[] | undefined>;

/** What the form starts from: every field as far as the URL gave it, valid or not. */
export type SearchDraft = {
  from: string;
  to: string;
  date: string;
  returnDate: string;
  roundTrip: boolean;
  adults: number;
  children: number;
  infants: number;
  cabin: FareClass;
};

/** All values of a key, whether the params came from Next's `searchParams` object or a URLSearchParams. */
export function allValues(params: RawParams, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key);
  const value = params[key];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The first non-empty value (a plain GET form may send a key twice, e.g. a no-JS fallback field). */
export function firstValue(params: RawParams, key: string): string {
  return (
    allValues(params, key)
      .map((v) => v.trim())
      .find((v) => v !== "") ?? ""
  );
}

/** "RUH", "ruh" or an autocomplete label such as "Riyadh (RUH)" → "RUH"; anything else is left for validation. */
export function airportCodeFrom(value: string): string {
  const trimmed = value.trim();
  if (/^[A-Za-z]{3}$/.test(trimmed)) return trimmed.toUpperCase();
  const labelled = /\(([A-Za-z]{3})\)\s*$/.exec(trimmed);
  return labelled?.[1] ? labelled[1].toUpperCase() : trimmed;
}

function intOr(value: string, fallback: number): number {
  return /^\d{1,2}$/.test(value) ? Number(value) : fallback;
}

/** Every field of the form as far as the URL gave it, valid or not. */
export function searchDraft(params: RawParams): SearchDraft {
  const cabin = firstValue(params, "cabin");
  const trip = firstValue(params, "trip");
  const returnDate = trip === "oneway" ? "" : firstValue(params, "returnDate");
  return {
    from: airportCodeFrom(firstValue(params, "from")),
    to: airportCodeFrom(firstValue(params, "to")),
    date: firstValue(params, "date"),
    returnDate,
    roundTrip: trip === "round" || (trip !== "oneway" && returnDate !== ""),
    adults: intOr(firstValue(params, "adults"), 1),
    children: intOr(firstValue(params, "children"), 0),
    infants: intOr(firstValue(params, "infants"), 0),
    cabin: (FARE_CLASSES as readonly string[]).includes(cabin) ? (cabin as FareClass) : "economy",
  };
}
