// Booking an airport taxi through the BFF (POST taxis api/Reservations). Reading, paying and cancelling a taxi
// reservation are the booking core's shared paths, read by the reservation pages.
import { taxiReservationResponse, type CreateTaxiReservationRequest, type TaxiReservationResponse } from "@/provider/contracts/taxis";
import type { Locale } from "@/lib/i18n/routing";
import { bffFetch } from "./bff-client";

const SERVICE = "taxis";

/** What the booking form needs of the new reservation: where its payment page is. */
export type TaxiBooking = { id: string; reference: string; holdExpiresAt: string };

export function toTaxiBooking(wire: TaxiReservationResponse): TaxiBooking {
  return { id: wire.id, reference: wire.reference, holdExpiresAt: wire.holdExpiresAt };
}

/**
 * A pending reservation holding one vehicle of the pickup's slot. Throws BffError: TRANSFER_NOT_FOUND (404),
 * TRANSFER_SOLD_OUT (409), 401 for a guest, or `fields` (request paths → Validation keys: pickupTooSoon on time or
 * date, passengersExceedVehicle, bagsExceedVehicle, childSeatsRange, the lead passenger's fields).
 */
export async function createTaxiReservation(request: CreateTaxiReservationRequest, locale: Locale): Promise<TaxiBooking> {
  const wire = await bffFetch(SERVICE, "api/Reservations", { method: "POST", body: request, locale, schema: taxiReservationResponse });
  return toTaxiBooking(wire);
}
