// Booking an offer through the BFF (the server reads them in lib/provider/bookings.ts): book and read. Cancelling is
// every kind's (./cancellations.ts), and so is paying (./payments.ts); the list of every kind is ./reservations.ts.
import { offerReservationResponse, type CreateOfferReservationRequest } from "@/provider/contracts/offer-reservations";
import type { Locale } from "@/lib/i18n/routing";
import { mapOfferReservation, type OfferReservationView } from "@/lib/reservations/offer-reservations-map";
import { reservationWirePath } from "@/lib/reservations/kinds";
import { bffFetch, BffError } from "./bff-client";

const SERVICE = "offer-backend";
/** The offer-backend path of a reservation (also used by ./payments.ts for Pay and PaymentIntent). */
/**
 * A pending reservation holding its places. Throws BffError: OFFER_NOT_FOUND (404), OFFER_EXPIRED, OFFER_NOT_STARTED,
 * OFFER_SOLD_OUT, NOT_ENOUGH_PLACES (409), 401 for a guest, or `fields` (request paths → Validation keys).
 */
export async function createOfferReservation(request: CreateOfferReservationRequest, locale: Locale): Promise<OfferReservationView> {
  const wire = await bffFetch(SERVICE, "api/Reservations", { method: "POST", body: request, locale, schema: offerReservationResponse });
  return mapOfferReservation(wire, locale);
}

/** The caller's offer reservation, or null when it does not exist or is someone else's (the provider says 404 for both). */
export async function getOfferReservation(id: string, locale: Locale): Promise<OfferReservationView | null> {
  try {
    return mapOfferReservation(await bffFetch(SERVICE, reservationWirePath(id), { locale, schema: offerReservationResponse }), locale);
  } catch (error) {
    if (error instanceof BffError && error.status === 404) return null;
    throw error;
  }
}
