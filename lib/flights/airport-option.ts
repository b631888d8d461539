// An airport as the search form shows it, picked from the provider's {ar, en} names; safe on server and client.
import type { AirportRef, Localized } from "@/provider/contracts/flights";
import type { Locale } from "@/lib/i18n/routing";

export type AirportOption = { code: string; name: string; city: string; country: string };

export const pickLocalized = (text: Localized, locale: Locale): string => text[locale] || text.en;

export function toAirportOption(airport: AirportRef, locale: Locale): AirportOption {
  return {
    code: airport.code,
    name: pickLocalized(airport.name, locale),
    city: pickLocalized(airport.city, locale),
    country: pickLocalized(airport.country, locale),
  };
}

/** What the autocomplete input shows once an airport is chosen; `airportCodeFrom` reads the code back. */
export function airportLabel(airport: AirportOption): string {
  return `${airport.city} (${airport.code})`;
}
