// Flight search and airport lookup on search-flight, mapped to the view types the results render.
import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CONTENT_TAG_NAMES } from "@/lib/cache/tags";
import { airportSearchResponse, flightSearchResponse, type FlightSearchResponse, type FlightSummary, type SearchLeg } from "@/provider/contracts/flights";
import type { Locale } from "@/lib/i18n/routing";
import type { SearchState } from "@/lib/flights/search-params";
import { serializeSearch } from "@/lib/flights/search-params";
import { pickLocalized as pick, toAirportOption, type AirportOption } from "@/lib/flights/airport-option";
import { providerRequest, ProviderRequestError } from "./client";
import { airportSearchEndpoint } from "@/lib/endpoints";

export type { AirportOption };

export type FlightCard = {
  id: string;
  flightNumber: string;
  airline: { code: string; name: string; logo: string | null };
  from: { code: string; city: string; timezone: string };
  to: { code: string; city: string; timezone: string };
  departureAt: string;
  arrivalAt: string;
  /** Calendar days between the local departure and local arrival dates (the "+1" marker). */
  dayOffset: number;
  durationMinutes: number;
  stops: { code: string; city: string; durationMinutes: number }[];
  /** All-in price of one adult, SAR minor units. */
  price: number;
  /** All-in price of the whole party, SAR minor units. */
  totalPrice: number;
  seatsLeft: number | null;
};

export type LegResults = {
  date: string;
  from: AirportOption;
  to: AirportOption;
  flights: FlightCard[];
  /** Flights of the leg before the filters. */
  total: number;
  facets: {
    airlines: { code: string; name: string; logo: string | null; minPrice: number }[];
    price: { min: number; max: number } | null;
    stops: { 0: number; 1: number; 2: number };
  };
  nearbyDates: { date: string; minPrice: number | null }[];
};

export type SearchResults = { outbound: LegResults; inbound: LegResults | null };

export type SearchOutcome =
  | { kind: "ok"; results: SearchResults }
  /** The provider refused the search: field → `Validation` key. */
  | { kind: "invalid"; message: string; fields: Record<string, string> }
  | { kind: "error"; message: string };

export const mapAirport = toAirportOption;

/** The calendar day of an instant in a time zone, as yyyy-mm-dd. */
export function localDay(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(instant));
}

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function mapFlight(flight: FlightSummary, locale: Locale): FlightCard {
  return {
    id: flight.id,
    flightNumber: flight.flightNumber,
    airline: { code: flight.airline.code, name: pick(flight.airline.name, locale), logo: flight.airline.logo },
    from: { code: flight.from.code, city: pick(flight.from.city, locale), timezone: flight.from.timezone },
    to: { code: flight.to.code, city: pick(flight.to.city, locale), timezone: flight.to.timezone },
    departureAt: flight.departureAt,
    arrivalAt: flight.arrivalAt,
    dayOffset: daysBetween(localDay(flight.departureAt, flight.from.timezone), localDay(flight.arrivalAt, flight.to.timezone)),
    durationMinutes: flight.durationMinutes,
    stops: flight.stops.map((s) => ({ code: s.airport.code, city: pick(s.airport.city, locale), durationMinutes: s.durationMinutes })),
    price: flight.price,
    totalPrice: flight.totalPrice,
    seatsLeft: flight.seatsLeft,
  };
}

export function mapLeg(leg: SearchLeg, locale: Locale): LegResults {
  return {
    date: leg.date,
    from: mapAirport(leg.from, locale),
    to: mapAirport(leg.to, locale),
    // The provider leaves cancelled flights out; a cancelled one must never be offered even if it slipped through.
    flights: leg.flights.filter((f) => f.status === "scheduled").map((f) => mapFlight(f, locale)),
    total: leg.total,
    facets: {
      airlines: leg.facets.airlines.map((a) => ({ code: a.code, name: pick(a.name, locale), logo: a.logo, minPrice: a.minPrice })),
      price: leg.facets.price,
      stops: leg.facets.stops,
    },
    nearbyDates: leg.nearbyDates ?? [],
  };
}

export function mapSearchResponse(response: FlightSearchResponse, locale: Locale): SearchResults {
  return {
    outbound: mapLeg(response.outbound, locale),
    inbound: response.inbound ? mapLeg(response.inbound, locale) : null,
  };
}

/**
 * Both legs in one provider call, cached per normalised query and language for the "search" lifetime
 * (lib/cache/profiles.mjs: refreshed after a minute, never served after five; an admin's flight write expires it):
 * the fare is checked again on the flight's page, the booking form and the booking (lib/provider/flight-details.ts).
 */
export function searchFlights(search: SearchState, locale: Locale): Promise<SearchOutcome> {
  // serializeSearch writes every field in one order, lists sorted and defaults left out: equal searches, one key.
  return cachedSearch(serializeSearch(search).toString(), locale);
}

async function cachedSearch(query: string, locale: Locale): Promise<SearchOutcome> {
  "use cache";
  cacheTag(CONTENT_TAG_NAMES.flightSearch);
  try {
    const response = await providerRequest("search-flight", "api/Flights/Search", {
      locale,
      query: Object.fromEntries(new URLSearchParams(query)),
      schema: flightSearchResponse,
    });
    cacheLife("search");
    return { kind: "ok", results: mapSearchResponse(response, locale) };
  } catch (error) {
    if (error instanceof ProviderRequestError) {
      // A refusal is the query's own answer; an outage is not kept (the next visitor asks again).
      if (error.status === 400 && error.fields) {
        cacheLife("search");
        return { kind: "invalid", message: error.message, fields: error.fields };
      }
      cacheLife("searchFailure");
      return { kind: "error", message: error.message };
    }
    throw error;
  }
}

/**
 * The airport behind a code, for the form's labels when a search is reloaded; null when unknown or unreachable.
 * The same for every query: cached for the "vocabulary" lifetime (an admin's airport write expires it).
 */
export async function lookupAirport(code: string, locale: Locale): Promise<AirportOption | null> {
  "use cache";
  cacheTag(CONTENT_TAG_NAMES.flightSearch);
  if (!/^[A-Z]{3}$/.test(code)) {
    cacheLife("vocabulary");
    return null;
  }
  try {
    const found = await providerRequest(...airportSearchEndpoint(), { locale, query: { q: code }, schema: airportSearchResponse });
    const match = found.find((a) => a.code === code);
    // An unknown code may be an airport an admin adds in a minute (the add expires the tag anyway).
    if (!match) {
      cacheLife("search");
      return null;
    }
    cacheLife("vocabulary");
    return mapAirport(match, locale);
  } catch {
    cacheLife("searchFailure");
    return null;
  }
}
