// Wire contracts of offer-backend's reservation endpoints. Money in SAR minor units; times ISO-8601.
// The hold, payment and cancellation are the booking core's (the same rules as flights).
//
// Endpoints (all `access: "user"`; another user's reservation, or a flight's, answers 404 RESERVATION_NOT_FOUND):
//   POST   api/Reservations                    createOfferReservationRequest → offerReservationResponse (201, pending,
//                                               15-min hold of the places; 404 OFFER_NOT_FOUND, 409 OFFER_EXPIRED,
//                                               OFFER_NOT_STARTED, OFFER_SOLD_OUT or NOT_ENOUGH_PLACES)
//   GET    api/Reservations/:id                → offerReservationResponse
//   POST   api/Reservations/:id/Pay            sandbox mode: header Idempotency-Key, payRequest → offerReservationResponse
//   POST   api/Reservations/:id/PaymentIntent  Stripe mode: header Idempotency-Key → paymentIntentResponse
//   GET    api/Reservations/:id/Cancellation   → offerCancellationQuote
//   POST   api/Reservations/:id/Cancel         → offerReservationResponse (409 with the quote's reason when refused)
//   GET    api/Reservations/:id/Voucher        → offerVoucherResponse (409 VOUCHER_NOT_AVAILABLE unless confirmed and paid)
// Offer reservations are also listed by flight-backend's GET api/Reservations (reservationListItem, kind "offer").
import { z } from "zod";
import { dbId } from "./ids";
import { emailSchema, phoneSchema } from "./accounts";
import { reservationCoreFields, reservationPayment } from "./booking-core";
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

/** The terms copied from the offer when booked. */
export const offerCancellationTerms = z.object({
  /** No cancellation after this instant: the end of the offer's last day (Asia/Riyadh). */
  deadline: z.string(),
  /** A paid booking cancels for free until then (its creation + the offer's free hours); null: no free period. */
  freeUntil: z.string().nullable(),
  /** Fee of a paid cancellation after the free period, in percent of the total. */
  feePercent: z.number().int(),
});
export type OfferCancellationTerms = z.infer<typeof offerCancellationTerms>;

export const offerReservationResponse = z.object({
  kind: z.literal("offer"),
  ...reservationCoreFields,
  offer: offerReservationOffer,
  travelerCount: z.number().int(),
  leadTraveler: z.object({ fullName: z.string(), email: z.string(), phone: z.string() }),
  breakdown: offerPriceBreakdown,
  cancellationTerms: offerCancellationTerms,
  cancellationFee: z.number().int().nullable(),
  refundAmount: z.number().int().nullable(),
  payment: reservationPayment,
});
export type OfferReservationResponse = z.infer<typeof offerReservationResponse>;

export const offerCancellationQuote = z.object({
  allowed: z.boolean(),
  /** Why not, when not allowed: the error code the Cancel endpoint would answer. */
  reason: z.enum(["OFFER_CANCELLATION_CLOSED", "RESERVATION_NOT_CANCELLABLE"]).nullable(),
  deadline: z.string(),
  freeUntil: z.string().nullable(),
  feePercent: z.number().int(),
  /** 0 when unpaid or within the free period; else feePercent of the total. */
  fee: z.number().int(),
  /** What goes back to the card: paid total − fee (0 when unpaid). */
  refund: z.number().int(),
  currency: z.literal("SAR"),
});
export type OfferCancellationQuote = z.infer<typeof offerCancellationQuote>;

export const offerVoucherResponse = offerReservationResponse.extend({ issuedAt: z.string() });
export type OfferVoucherResponse = z.infer<typeof offerVoucherResponse>;
