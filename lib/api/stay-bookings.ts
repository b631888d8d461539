// Booking a hotel room or a chalet through the BFF (the hotels and chalets services' POST api/Reservations). The
// reservation pages (payment, details, cancel, voucher) read them back on the server; the browser only books here.
import { stayReservationResponse, type CreateChaletReservationRequest, type CreateHotelReservationRequest } from "@/provider/contracts/stays";
import type { Locale } from "@/lib/i18n/routing";
import { bffFetch } from "./bff-client";

/** What the page needs to go on: the reservation's own page. */
export type BookedStay = { kind: "hotel" | "chalet"; id: string; propertyId: number };

/**
 * A pending reservation holding one room of the type for the nights. Throws BffError: ROOM_NOT_FOUND (404),
 * ROOM_SOLD_OUT (409), TOO_MANY_GUESTS or `fields` (400, Validation keys), 401 for a guest.
 */
export async function createHotelReservation(request: CreateHotelReservationRequest, locale: Locale): Promise<BookedStay> {
  const wire = await bffFetch("hotels", "api/Reservations", { method: "POST", body: request, locale, schema: stayReservationResponse });
  return { kind: "hotel", id: wire.id, propertyId: wire.stay.propertyId };
}

/** A pending reservation holding the chalet for the nights. Throws BffError: CHALET_NOT_FOUND, CHALET_UNAVAILABLE or CHALET_CLOSED (409), TOO_MANY_GUESTS, `fields`, 401. */
export async function createChaletReservation(request: CreateChaletReservationRequest, locale: Locale): Promise<BookedStay> {
  const wire = await bffFetch("chalets", "api/Reservations", { method: "POST", body: request, locale, schema: stayReservationResponse });
  return { kind: "chalet", id: wire.id, propertyId: wire.stay.propertyId };
}
