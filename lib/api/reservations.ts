// The signed-in user's reservations through the BFF (the server reads them in lib/provider/bookings.ts): book, list, read.
// Cancelling is every kind's (./cancellations.ts), and so is paying (./payments.ts).
import { queryOptions } from "@tanstack/react-query";
import { reservationListResponse, reservationResponse, type CreateReservationRequest } from "@/provider/contracts/reservations";
import type { Locale } from "@/lib/i18n/routing";
import { mapReservation, type ReservationView } from "@/lib/reservations/reservations-map";
import { mapReservationList, type AnyReservationView } from "@/lib/reservations/reservation-kinds";
import { bffFetch, BffError } from "./bff-client";
import { queryKeys } from "./keys";
import { flightReservationsEndpoint } from "@/lib/endpoints";

const base = (id: string) => `api/Reservations/${encodeURIComponent(id)}`;

/** A pending reservation holding its seats; throws BffError with `fields` (provider paths) or SEAT_TAKEN. */
export async function createReservation(request: CreateReservationRequest, locale: Locale): Promise<ReservationView> {
  const wire = await bffFetch(...flightReservationsEndpoint(), { method: "POST", body: request, locale, schema: reservationResponse });
  return mapReservation(wire, locale);
}

/** Every reservation of the caller, of every kind, newest first (the server's listReservations does the same). */
export async function listReservations(locale: Locale): Promise<AnyReservationView[]> {
  const wire = await bffFetch(...flightReservationsEndpoint(), { locale, schema: reservationListResponse });
  return mapReservationList(wire, locale);
}

/** The caller's reservation, or null when it does not exist or is someone else's (the provider says 404 for both). */
export async function getReservation(id: string, locale: Locale): Promise<ReservationView | null> {
  try {
    return mapReservation(await bffFetch("flight-backend", base(id), { locale, schema: reservationResponse }), locale);
  } catch (error) {
    if (error instanceof BffError && error.status === 404) return null;
    throw error;
  }
}

export const reservationsQuery = (locale: Locale) => queryOptions({ queryKey: queryKeys.reservations.list(locale), queryFn: () => listReservations(locale) });
