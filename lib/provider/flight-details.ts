import "server-only";
import { cache } from "react";
// GET flight-backend api/Flights/:id and the user's favorites, mapped to app view types.
import { flightDetails, type FlightDetails, type Localized } from "@/provider/contracts/flights";
import { favoriteListResponse } from "@/provider/contracts/reservations";
import type { Locale } from "@/lib/i18n/routing";
import type { AirportView, FlightView } from "@/lib/flights/booking/types";
import { providerRequest, ProviderRequestError } from "./client";
import { favoritesEndpoint } from "@/lib/favorites/favorite-endpoints";

const pick = (value: Localized, locale: Locale) => value[locale] || value.ar;

function endpoint(a: FlightDetails["from"], locale: Locale): AirportView {
  return {
    code: a.code,
    name: pick(a.name, locale),
    city: pick(a.city, locale),
    country: pick(a.country, locale),
    timezone: a.timezone,
    terminal: a.terminal ? pick(a.terminal, locale) : null,
    gate: a.gate,
  };
}

export function toFlightView(f: FlightDetails, locale: Locale): FlightView {
  return {
    id: f.id,
    flightNumber: f.flightNumber,
    date: f.date,
    status: f.status,
    departureAt: f.departureAt,
    arrivalAt: f.arrivalAt,
    durationMinutes: f.durationMinutes,
    airline: { code: f.airline.code, name: pick(f.airline.name, locale), logo: f.airline.logo, location: pick(f.airline.location, locale) },
    planeModel: pick(f.plane.model, locale),
    from: endpoint(f.from, locale),
    to: endpoint(f.to, locale),
    stops: f.stops.map((s) => ({
      code: s.airport.code,
      name: pick(s.airport.name, locale),
      city: pick(s.airport.city, locale),
      timezone: s.airport.timezone,
      durationMinutes: s.durationMinutes,
    })),
    classes: f.classes.map((c) => ({
      fareClass: c.class,
      price: c.price,
      adultPrice: c.adultPrice,
      seatsAvailable: c.seatsAvailable,
      seatCapacity: c.seatCapacity,
    })),
    fareTypes: f.tickets.map((t) => ({
      id: t.id,
      name: pick(t.name, locale),
      description: pick(t.description, locale),
      price: t.price,
      editable: t.editable,
      editFees: t.editFees,
      refundable: t.refundable,
      cancellationFeePercent: t.cancellationFeePercent,
    })),
    bags: f.bags.map((b) => ({ id: b.id, weightKg: b.weightKg, price: b.price })),
    meals: f.meals.map((m) => ({ id: m.id, name: pick(m.name, locale), kind: m.kind, price: m.price, image: m.image, requestDeadline: m.requestDeadline })),
    seatSelectionPrice: f.seatSelectionPrice,
    tax: f.tax,
    serviceFees: f.serviceFees,
    discount: f.discount,
    terms: pick(f.terms, locale),
    notes: pick(f.notes, locale),
    cancellationDeadline: f.cancellation.deadline,
  };
}

/**
 * The flight, or null when the provider does not know it (unknown and malformed ids alike). Read fresh for every
 * request, never from a cache: the details page and the booking form show the fare the provider charges now (search
 * answers may be a minute old). One read per request: a page's metadata and body share it.
 */
export const getFlight = cache(async (id: string, locale: Locale): Promise<FlightView | null> => {
  try {
    const data = await providerRequest("flight-backend", `api/Flights/${encodeURIComponent(id)}`, { locale, schema: flightDetails });
    return toFlightView(data, locale);
  } catch (error) {
    if (error instanceof ProviderRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
});

/** Whether the flight is in the user's favorites; null when nobody is signed in or the list failed to load. */
export async function isFavoriteFlight(flightId: string, token: string | null, locale: Locale): Promise<boolean | null> {
  if (!token) return null;
  try {
    const list = await providerRequest(...favoritesEndpoint("flight"), { token, locale, schema: favoriteListResponse });
    return list.some((f) => f.flightId === flightId);
  } catch {
    return null;
  }
}
