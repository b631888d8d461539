// Wire contracts of offer-backend's reservation endpoints. Money in SAR minor units; times ISO-8601.
// The hold, payment and cancellation are the booking core's (the same rules as flights).
//
// Endpoints (all `access: "user"`; another user's reservation, or a flight's, answers 404 RESERVATION_NOT_FOUND):
//   POST   api/Reservations                    createOfferReservationRequest → offerReservationResponse (201, pending,
//                                               15-min hold of the places; 404 OFFER_NOT_FOUND, 409 OFFER_EXPIRED,
//                                               OFFER_NOT_STARTED, OFFER_SOLD_OUT or NOT_ENOUGH_PLACES)
// Reading, paying, the cancellation quote (booking-core's cancellationQuote), cancelling and the voucher
// (offerVoucherResponse) are the booking core's shared paths (provider/bookings/reservation-routes.ts).
// The terms (offer's free hours of booking, then its fee percentage; never after its last day) are the answer's
// cancellationTerms, stored at booking.
// Offer reservations are also listed by flight-backend's GET api/Reservations (reservationListItem, kind "offer").
import { z } from "zod";
import { dbId } from "./ids";
import { emailSchema, phoneSchema } from "./accounts";
import { reservationCoreFields } from "./booking-core";
import { MAX_OFFER_TRAVELERS } from "./offer-rules";
import { plainText } from "./text";

export { MAX_OFFER_TRAVELERS };

// ---------- request: POST api/Reservations ----------

export const offerLeadTraveler = z.object({
  /** As the traveller writes it, in any script. */
  fullName: plainText().trim().min(1, { error: "required", abort: true }).min(2, "nameMin").max(80, "nameMax"),
  email: emailSchema,
  phone: phoneSchema,
});
export type OfferLeadTraveler = z.infer<typeof offerLeadTraveler>;

export const createOfferReservationRequest = z.object({
  offerId: dbId("offerInvalid"),
  travelerCount: z
    .number({ error: "travelerCountInvalid" })
    .int("travelerCountInvalid")
    .min(1, "travelerCountInvalid")
    .max(MAX_OFFER_TRAVELERS, "travelerCountInvalid"),
  /** The booking's contact. */
  leadTraveler: offerLeadTraveler,
});
export type CreateOfferReservationRequest = z.input<typeof createOfferReservationRequest>;

// ---------- responses ----------

const localized = z.object({ ar: z.string(), en: z.string() });

/** The offer as booked (its catalogue entry may change later; prices here are the reservation's own). */
export const offerReservationOffer = z.object({
  id: z.number().int(),
  title: localized,
  /** As offers.type. */
  type: z.enum(["flight", "hotel", "package", "chalet", "taxi"]),
  /** IATA codes; origin null for stays. */
  origin: z.string().nullable(),
  destination: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  image: z.string().nullable(),
  providerName: z.string(),
});
export type OfferReservationOffer = z.infer<typeof offerReservationOffer>;

export const offerPriceBreakdown = z.object({
  unitPrice: z.number().int(),
  /** The price per place before the offer's discount, when it is one. */
  unitOriginalPrice: z.number().int().nullable(),
  travelerCount: z.number().int(),
  /** unitPrice × travelerCount. */
  subtotal: z.number().int(),
  /** (unitOriginalPrice − unitPrice) × travelerCount, 0 when not a discount: shown, not deducted again. */
  saving: z.number().int(),
  total: z.number().int(),
  currency: z.literal("SAR"),
});
export type OfferPriceBreakdown = z.infer<typeof offerPriceBreakdown>;

export const offerReservationResponse = z.object({
  kind: z.literal("offer"),
  ...reservationCoreFields,
  offer: offerReservationOffer,
  travelerCount: z.number().int(),
  leadTraveler: z.object({ fullName: z.string(), email: z.string(), phone: z.string() }),
  breakdown: offerPriceBreakdown,
});
export type OfferReservationResponse = z.infer<typeof offerReservationResponse>;

export const offerVoucherResponse = offerReservationResponse.extend({ issuedAt: z.string() });
export type OfferVoucherResponse = z.infer<typeof offerVoucherResponse>;
