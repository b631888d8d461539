// The one reader of an airport-taxi search in the URL (`/search/airport-taxi?airport&area&date&time&passengers&bags`)
// and the builders of the addresses that lead to it: the results, the booking step, and the link from a flight's
// e-ticket. Pure (server and browser); the contract's zod schema decides what is valid.
import { localParts } from "@/provider/contracts/local-time";
import { MAX_BAGS, MAX_PASSENGERS, TAXI_SLOT_MINUTES } from "@/provider/contracts/stay-rules";
import { FLIGHT_NUMBER, transferSearchQuery, type TransferSearchQuery } from "@/provider/contracts/taxis";
import type { Href } from "@/lib/i18n/typed-routes";

export type RawParams = URLSearchParams | Record<string, string | string[] | undefined>;

/**
 * What the form starts from: every field as far as the URL gave it, valid or not. `flight` (the flight number an
 * e-ticket's link brings) is not searched on: it travels along to the booking step, which fills it in.
 */
export type TaxiSearchDraft = { airport: string; area: string; date: string; time: string; passengers: number; bags: number; flight: string };

export type ParsedTaxiSearch =
  | { kind: "none"; draft: TaxiSearchDraft }
  | { kind: "invalid"; draft: TaxiSearchDraft; errors: Record<string, string> }
  | { kind: "ok"; draft: TaxiSearchDraft; query: TransferSearchQuery };

const FIELDS = ["airport", "area", "date", "time", "passengers", "bags", "flight"] as const;

/** A flight number as the booking's contract takes it (SV1020), or "" for anything else. */
function flightNumber(value: string | undefined): string {
  const compact = (value ?? "").replace(/\s+/g, "").toUpperCase();
  return FLIGHT_NUMBER.test(compact) ? compact : "";
}

function first(params: RawParams, key: string): string | undefined {
  const value = params instanceof URLSearchParams ? (params.has(key) ? params.get(key) : undefined) : params[key];
  if (value === undefined || value === null) return undefined;
  return (Array.isArray(value) ? (value[0] ?? "") : value).trim();
}

function whole(value: string | undefined, min: number, max: number, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

export function taxiSearchDraft(params: RawParams): TaxiSearchDraft {
  return {
    airport: (first(params, "airport") ?? "").toUpperCase(),
    area: first(params, "area") ?? "",
    date: first(params, "date") ?? "",
    time: first(params, "time") ?? "",
    passengers: whole(first(params, "passengers"), 1, MAX_PASSENGERS, 1),
    bags: whole(first(params, "bags"), 0, MAX_BAGS, 0),
    flight: flightNumber(first(params, "flight")),
  };
}

/**
 * Reads a search from the URL. The form always sends `area` (empty when not chosen), so an address without it is not
 * a search yet: a first visit, or the e-ticket's link, which knows the airport, date, time and passengers but not
 * where the traveller is going — the form opens prefilled, without errors. Otherwise the contract's schema decides;
 * its field errors are keys of the `Validation` namespace (a missing time is `timeRequired`, SPEC §5).
 */
export function parseTaxiSearch(params: RawParams): ParsedTaxiSearch {
  const draft = taxiSearchDraft(params);
  if (first(params, "area") === undefined) return { kind: "none", draft };
  const input = Object.fromEntries(FIELDS.map((key) => [key, first(params, key)]));
  const result = transferSearchQuery.safeParse(input);
  if (result.success) return { kind: "ok", draft, query: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= /^[a-zA-Z]+$/.test(issue.message) ? issue.message : "invalid";
  }
  return { kind: "invalid", draft, errors };
}

/** The query string of a search, in the form's order (a parsed URL serializes back to itself). */
export function taxiSearchQueryString(q: Partial<TaxiSearchDraft>): string {
  const search = new URLSearchParams();
  for (const key of FIELDS) {
    const value = q[key];
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  return search.toString();
}

export function taxiSearchHref(q: Partial<TaxiSearchDraft>): Href {
  const qs = taxiSearchQueryString(q);
  return qs ? `/search/airport-taxi?${qs}` : "/search/airport-taxi";
}

/** The booking step of one vehicle for a search: the search itself travels along, so the step can price it again. */
export function taxiBookingHref(transferId: number, q: TransferSearchQuery, flight = ""): Href {
  return `/search/airport-taxi/book?transfer=${transferId}&${taxiSearchQueryString({ ...q, flight })}`;
}

/** The vehicle a booking step is for: a positive whole id, else null. */
export function transferIdFrom(params: RawParams): number | null {
  const value = first(params, "transfer") ?? "";
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

const SLOT_MS = TAXI_SLOT_MINUTES * 60_000;

/**
 * The taxi search a landed flight leads to: its arrival airport, the local date and time of landing rounded up to the
 * next half hour (a driver's pickup slot; 14:10 → 14:30, 23:50 → 00:00 the next day, 14:30 stays), and everyone who
 * has a seat (an infant on a lap rides on it too), within the search's limits.
 */
export function taxiSearchFromArrival(
  arrival: { airport: string; at: string; timezone: string; flight?: string },
  seated: number,
  bags = 0,
): Partial<TaxiSearchDraft> {
  const slot = new Date(Math.ceil(Date.parse(arrival.at) / SLOT_MS) * SLOT_MS);
  const { date, time } = localParts(slot, arrival.timezone);
  return {
    airport: arrival.airport,
    date,
    time,
    passengers: Math.min(MAX_PASSENGERS, Math.max(1, seated)),
    bags: Math.min(MAX_BAGS, Math.max(0, bags)),
    flight: flightNumber(arrival.flight),
  };
}
