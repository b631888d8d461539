// Wire contracts of offer-backend's reservation endpoints. Money in SAR minor units; times ISO-8601.
// The hold, payment and cancellation are the booking core's (the same rules as flights).
//
// Endpoints (all `access: "user"`; another user's reservation, or a flight's, answers 404 RESERVATION_NOT_FOUND):
//   POST   api/Reservations                    createOfferReservationRequest → offerReservationResponse (201, pending,
//                                               15-min hold of the places; 404 OFFER_NOT_FOUND, 409 OFFER_EXPIRED,
//                                               OFFER_NOT_STARTED, OFFER_SOLD_OUT or NOT_ENOUGH_PLACES; 422
//                                               TRAVEL_DATE_OUTSIDE_OFFER (travelDate), NIGHTS_REQUIRED / NIGHTS_FIXED
//                                               (nights), TRAVELER_NAMES_REQUIRED (travelers))
// Dates: the trip starts on travelDate, from today (Riyadh) and inside the offer's window; a stay (hotel, package,
// chalet) lasts the offer's nights (or the traveller's, 1-30, when the offer fixes none) and its last night is in the
// window too. A flight or package names every traveller as on their passport (travelers, lead first).
// Reading, paying, the cancellation quote (booking-core's cancellationQuote), cancelling and the voucher
// (offerVoucherResponse) are the booking core's shared paths (provider/bookings/reservation-routes.ts).
// The terms (offer's free hours of booking, then its fee percentage; never after its last day) are the answer's
// cancellationTerms, stored at booking.
// Offer reservations are also listed by flight-backend's GET api/Reservations (reservationListItem, kind "offer").
import { z } from "zod";
import { dbId } from "./ids";
import { emailSchema, phoneSchema } from "./accounts";
import { reservationCoreFields } from "./booking-core";
import { MAX_OFFER_TRAVELERS, OFFER_MAX_NIGHTS } from "./offer-rules";
import { passportName } from "./passport-name";
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
  /** YYYY-MM-DD: the check-in, the flight's or the ride's day. */
  travelDate: z
    .string({ error: "travelDateRequired" })
    .min(1, { error: "travelDateRequired", abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "dateInvalid", abort: true })
    .refine((value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
    }, "dateInvalid"),
  /** A stay's nights, when the offer leaves them to the traveller (absent otherwise). */
  nights: z.number({ error: "nightsInvalid" }).int("nightsInvalid").min(1, "nightsInvalid").max(OFFER_MAX_NIGHTS, "nightsInvalid").optional(),
  /** Flights and packages: every traveller's passport name, lead first (one per place). */
  travelers: z
    .array(z.object({ fullName: passportName }))
    .max(MAX_OFFER_TRAVELERS, "travelerCountInvalid")
    .optional(),
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
  /** The codes' cities in both languages (a code is never shown alone); null for an airport no longer in the catalogue. */
  originCity: localized.nullable(),
  destinationCity: localized.nullable(),
  startDate: z.string(),
  endDate: z.string(),
  image: z.string().nullable(),
  /** Who provides it, in both languages (issue 22 point 12). */
  providerName: localized,
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
  /** The trip booked: its first day, and a stay's nights and check-out; all null for a booking made before offers were dated. */
  trip: z.object({ travelDate: z.string(), nights: z.number().int().nullable(), endDate: z.string() }).nullable(),
  /** Flights and packages: each traveller's passport name, lead first; empty where the offer names the lead only. */
  travelerNames: z.array(z.string()),
  breakdown: offerPriceBreakdown,
});
export type OfferReservationResponse = z.infer<typeof offerReservationResponse>;

export const offerVoucherResponse = offerReservationResponse.extend({ issuedAt: z.string() });
export type OfferVoucherResponse = z.infer<typeof offerVoucherResponse>;
