// Wire contracts of flight-backend's user endpoints: reservations, payment, cancellation, ticket, favorites.
// Money in SAR minor units; times ISO-8601; passenger rules and pricing in ./flights.ts.
//
// Endpoints (all `access: "user"`; another user's reservation answers 404 RESERVATION_NOT_FOUND):
//   POST   api/Reservations                    createReservationRequest → reservationResponse (201, pending, 15-min hold)
//   GET    api/Reservations                    → reservationListResponse (every kind, newest first; see reservationListItem)
// The booking core's shared paths, the same for every kind (provider/bookings/reservation-routes.ts):
//   GET    api/Reservations/:id                → reservationResponse
//   POST   api/Reservations/:id/Pay            sandbox mode: header Idempotency-Key, payRequest → reservationResponse
//                                               (Stripe mode: 409 PAYMENT_METHOD_UNAVAILABLE, the card unread)
//   POST   api/Reservations/:id/PaymentIntent  Stripe mode: header Idempotency-Key, no body → paymentIntentResponse
//                                               (sandbox mode: 404 NOT_FOUND); same payability rules as Pay
//   GET    api/Reservations/:id/Cancellation   → cancellationQuote (booking-core.ts, every kind)
//   POST   api/Reservations/:id/Cancel         → reservationResponse (409 CANCELLATION_CLOSED, RESERVATION_NOT_CANCELLABLE)
//   GET    api/Reservations/:id/Ticket         → ticketResponse (409 TICKET_NOT_AVAILABLE unless confirmed and paid;
//                                               the other kinds' document is their Voucher)
//   GET    api/Favorites                       → favoriteListResponse
//   POST   api/Favorites                       favoriteRequest → favoriteResponse (201; 409 ALREADY_IN_FAVORITES)
//   DELETE api/Favorites/:flightId             → 204
//   POST   api/Payments/StripeWebhook          Stripe's signed event → marks a reservation of any kind paid once
// Offer reservations: ./offer-reservations.ts.
import { z } from "zod";
import { passportName, passportNumber } from "./passport-name";
import { optionalPassportExpiry } from "./passport-rules";
import { dbId } from "./ids";
import { emailSchema, phoneSchema } from "./accounts";
import { reservationCoreFields } from "./booking-core";
import { offerReservationResponse } from "./offer-reservations";
import { stayReservationResponse } from "./stays";
import { taxiReservationResponse } from "./taxis";
import { plainText } from "./text";
import {
  airlineRef,
  airportRef,
  fareClass,
  flightStop,
  FLIGHT_STATUSES,
  isValidIsoDate,
  localized,
  MAX_SEATED_PASSENGERS,
  PASSENGER_TYPES,
  type PassengerType,
} from "./flights";

export {
  cancellationQuote,
  HOLD_MINUTES,
  IDEMPOTENCY_HEADER,
  PAYMENT_STATUSES,
  RESERVATION_STATUSES,
  type CancellationQuote,
  type PaymentStatus,
  type ReservationStatus,
} from "./booking-core";
/**
 * Passport titles as airlines write them (IATA): MR, MRS and MS for adults, MSTR and MISS for children
 * and infants. The wire field keeps its old name, `gender`.
 */
export const TRAVELER_TITLES = ["Mr", "Mrs", "Ms", "Mstr", "Miss"] as const;
export type TravelerTitle = (typeof TRAVELER_TITLES)[number];
export const TITLES_BY_TYPE: Record<PassengerType, readonly TravelerTitle[]> = {
  adult: ["Mr", "Mrs", "Ms"],
  child: ["Mstr", "Miss"],
  infant: ["Mstr", "Miss"],
};
export const titleFitsType = (title: TravelerTitle, type: PassengerType) => TITLES_BY_TYPE[type].includes(title);
export const LUGGAGE_TYPES = ["carry-on", "checked", "special", "excess", "fragile"] as const;
export type LuggageType = (typeof LUGGAGE_TYPES)[number];
export const MAX_LUGGAGE_ITEMS = 5;
export const MAX_LUGGAGE_WEIGHT_KG = 32;

/** Sandbox card numbers (Stripe's well-known test cards). */
export const SANDBOX_CARDS = { success: "4242424242424242", decline: "4000000000000002" } as const;

// ---------- request: POST api/Reservations ----------

export const luggageItem = z.object({
  weightKg: z.coerce.number({ error: "weightInvalid" }).int("weightInvalid").min(1, "weightInvalid").max(MAX_LUGGAGE_WEIGHT_KG, "weightInvalid"),
  type: z.enum(LUGGAGE_TYPES, { error: "luggageTypeInvalid" }),
});
export type LuggageItem = z.infer<typeof luggageItem>;

const pastDate = z
  .string({ error: "required" })
  .min(1, "required")
  .refine(isValidIsoDate, "dateOfBirthInvalid")
  .refine((v) => v >= "1900-01-01" && v <= new Date().toISOString().slice(0, 10), "dateOfBirthInvalid");

/** Blank (or absent) is no value; anything else must be valid. */
const blankToNull = (value: string | null | undefined) => (value == null || value.trim() === "" ? null : value);
const optionalEmail = z.string({ error: "emailInvalid" }).nullish().transform(blankToNull).pipe(emailSchema.nullable());
const optionalPhone = z.string({ error: "phoneInvalid" }).nullish().transform(blankToNull).pipe(phoneSchema.nullable());

/**
 * The booking's contact is asked once, of the lead traveller (travelers[0], an adult): the others' email and
 * phone may be left out. Exported for the booking form, which shows these errors before the rest parses.
 */
export function leadContactIssues(travelers: readonly ({ email?: unknown; phone?: unknown } | undefined)[]): { path: (string | number)[]; message: string }[] {
  const lead = travelers[0];
  if (!lead) return [];
  const blank = (v: unknown) => v == null || (typeof v === "string" && v.trim() === "");
  const issues: { path: (string | number)[]; message: string }[] = [];
  if (blank(lead.email)) issues.push({ path: ["travelers", 0, "email"], message: "required" });
  if (blank(lead.phone)) issues.push({ path: ["travelers", 0, "phone"], message: "required" });
  return issues;
}

export const travelerInput = z
  .object({
    gender: z.enum(TRAVELER_TITLES, { error: "genderRequired" }),
    /** As written in the passport (Latin letters, spaces, hyphens and apostrophes). */
    fullName: passportName,
    /** Required of the lead traveller only (see leadContactIssues); null when left out. */
    email: optionalEmail,
    phone: optionalPhone,
    passportNumber,
    /**
     * YYYY-MM-DD, optional (filled from a saved traveller): when given, it must outlast the travel date by
     * PASSPORT_VALID_MONTHS (passport-rules.ts, passportValidFor), checked where the date is known.
     */
    passportExpiry: optionalPassportExpiry,
    /** YYYY-MM-DD; the provider checks it against `type` on the departure date (ageOn / passengerTypeForAge). */
    dateOfBirth: pastDate,
    type: z.enum(PASSENGER_TYPES, { error: "passengerTypeInvalid" }),
    /** A plane seat id of the chosen fare class; omitted = auto-assigned free seat. Infants get none. */
    seatId: dbId("seatInvalid").nullable().optional(),
    /** A round trip: the seat on the return flight, as seatId; omitted = auto-assigned. */
    returnSeatId: dbId("seatInvalid").nullable().optional(),
    luggage: z.array(luggageItem).max(MAX_LUGGAGE_ITEMS, "luggageTooMany").default([]),
  })
  .refine((t) => titleFitsType(t.gender, t.type), { path: ["gender"], message: "titleMismatch" });
export type TravelerInput = z.input<typeof travelerInput>;

const quantity = z.number({ error: "quantityInvalid" }).int("quantityInvalid").min(1, "quantityInvalid").max(18, "quantityInvalid");

export const createReservationRequest = z
  .object({
    flightId: z.string({ error: "required" }).uuid("flightInvalid"),
    fareClass,
    ticketId: dbId("fareTypeRequired"),
    /**
     * A round trip (issue 25 point 4): the return flight and its fare type, booked in the same reservation (one hold,
     * one payment, one ticket, one cancellation). The cabin (fareClass) is the same on both legs. Absent: one-way.
     */
    returnFlightId: z.string({ error: "returnFlightInvalid" }).uuid("returnFlightInvalid").nullish(),
    returnTicketId: dbId("fareTypeRequired").nullish(),
    travelers: z
      .array(travelerInput)
      .min(1, "travelersRequired")
      .max(MAX_SEATED_PASSENGERS * 2, "tooManyPassengers"),
    bags: z
      .array(z.object({ bagId: dbId("bagInvalid"), quantity }))
      .max(20)
      .default([]),
    meals: z
      .array(z.object({ mealId: dbId("mealInvalid"), quantity }))
      .max(20)
      .default([]),
  })
  .superRefine((v, ctx) => {
    const adults = v.travelers.filter((t) => t.type === "adult").length;
    const children = v.travelers.filter((t) => t.type === "child").length;
    const infants = v.travelers.length - adults - children;
    if (adults === 0) ctx.addIssue({ code: "custom", path: ["travelers"], message: "adultRequired" });
    // The lead traveller is the booking's contact, so an adult.
    else if (v.travelers[0]?.type !== "adult") ctx.addIssue({ code: "custom", path: ["travelers", 0, "type"], message: "leadTravelerAdult" });
    for (const issue of leadContactIssues(v.travelers)) ctx.addIssue({ code: "custom", ...issue });
    if (infants > adults) ctx.addIssue({ code: "custom", path: ["travelers"], message: "infantsExceedAdults" });
    if (adults + children > MAX_SEATED_PASSENGERS) ctx.addIssue({ code: "custom", path: ["travelers"], message: "tooManyPassengers" });
    if (v.returnFlightId != null && v.returnTicketId == null) ctx.addIssue({ code: "custom", path: ["returnTicketId"], message: "fareTypeRequired" });
    if (v.returnFlightId != null && v.returnFlightId === v.flightId) ctx.addIssue({ code: "custom", path: ["returnFlightId"], message: "returnFlightInvalid" });
    for (const field of ["seatId", "returnSeatId"] as const) {
      const seen = new Set<number>();
      v.travelers.forEach((t, i) => {
        const seat = t[field];
        if (seat == null) return;
        if (field === "returnSeatId" && v.returnFlightId == null) ctx.addIssue({ code: "custom", path: ["travelers", i, field], message: "seatInvalid" });
        else if (t.type === "infant") ctx.addIssue({ code: "custom", path: ["travelers", i, field], message: "infantNoSeat" });
        else if (seen.has(seat)) ctx.addIssue({ code: "custom", path: ["travelers", i, field], message: "seatDuplicate" });
        seen.add(seat);
      });
    }
    const bagIds = v.bags.map((b) => b.bagId);
    if (new Set(bagIds).size !== bagIds.length) ctx.addIssue({ code: "custom", path: ["bags"], message: "duplicateItem" });
    const mealIds = v.meals.map((m) => m.mealId);
    if (new Set(mealIds).size !== mealIds.length) ctx.addIssue({ code: "custom", path: ["meals"], message: "duplicateItem" });
  });
export type CreateReservationRequest = z.input<typeof createReservationRequest>;

// ---------- request: POST api/Reservations/:id/Pay ----------

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

export const payRequest = z
  .object({
    cardNumber: z
      .string({ error: "required" })
      .transform((v) => v.replace(/[\s-]/g, ""))
      .pipe(
        z
          .string()
          .regex(/^\d{12,19}$/, "cardNumberInvalid")
          .refine(luhnValid, "cardNumberInvalid"),
      ),
    expMonth: z.coerce.number({ error: "cardExpiryInvalid" }).int().min(1, "cardExpiryInvalid").max(12, "cardExpiryInvalid"),
    /** Four digits. */
    expYear: z.coerce.number({ error: "cardExpiryInvalid" }).int().min(2000, "cardExpiryInvalid").max(2099, "cardExpiryInvalid"),
    cvc: z
      .string({ error: "required" })
      .trim()
      .regex(/^\d{3,4}$/, "cvcInvalid"),
    holderName: plainText().trim().min(2, "holderNameRequired").max(80, "holderNameRequired"),
  })
  .refine(
    (v) => {
      const now = new Date();
      return v.expYear > now.getUTCFullYear() || (v.expYear === now.getUTCFullYear() && v.expMonth >= now.getUTCMonth() + 1);
    },
    { path: ["expMonth"], message: "cardExpired" },
  );
export type PayRequest = z.input<typeof payRequest>;

/** The Idempotency-Key header: required on Pay and PaymentIntent; a retry with the same key returns the first result. */
export const idempotencyKey = z.string({ error: "idempotencyKeyRequired" }).regex(/^[A-Za-z0-9_-]{8,128}$/, "idempotencyKeyRequired");

// ---------- responses ----------

export const reservationIdParams = z.object({ id: z.string() });

export const priceBreakdown = z.object({
  /** Σ travellers' (class + fare type) price, after the child/infant factors. */
  fare: z.number().int(),
  tax: z.number().int(),
  serviceFees: z.number().int(),
  discount: z.number().int(),
  /** seatSelection + bags + meals. */
  extras: z.number().int(),
  seatSelection: z.number().int(),
  bags: z.number().int(),
  meals: z.number().int(),
  /** fare + tax + serviceFees − discount + extras. */
  total: z.number().int(),
  currency: z.literal("SAR"),
});
export type PriceBreakdown = z.infer<typeof priceBreakdown>;

export const reservationFlight = z.object({
  id: z.string(),
  flightNumber: z.string(),
  date: z.string(),
  status: z.enum(FLIGHT_STATUSES),
  airline: airlineRef,
  planeModel: localized,
  from: airportRef.extend({ terminal: localized.nullable(), gate: z.string().nullable() }),
  to: airportRef.extend({ terminal: localized.nullable(), gate: z.string().nullable() }),
  departureAt: z.string(),
  arrivalAt: z.string(),
  durationMinutes: z.number().int(),
  stops: z.array(flightStop),
});
export type ReservationFlight = z.infer<typeof reservationFlight>;

export const reservationTraveler = z.object({
  id: z.string(),
  gender: z.enum(TRAVELER_TITLES),
  fullName: z.string(),
  /** The lead traveller's (ordinal 0) are always set: the booking's contact. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  passportNumber: z.string(),
  dateOfBirth: z.string(),
  type: z.enum(PASSENGER_TYPES),
  seat: z.object({ id: z.number().int(), seatNumber: z.string(), chosen: z.boolean() }).nullable(),
  /** A round trip's seat on the return flight; null on a one-way reservation (and for infants). */
  returnSeat: z.object({ id: z.number().int(), seatNumber: z.string(), chosen: z.boolean() }).nullable().default(null),
  luggage: z.array(luggageItem),
  /** This traveller's all-in fare. */
  price: z.number().int(),
});
export type ReservationTraveler = z.infer<typeof reservationTraveler>;

const reservationFareType = z.object({
  id: z.number().int(),
  name: localized,
  price: z.number().int(),
  refundable: z.boolean(),
  editable: z.boolean(),
  editFees: z.number().int(),
});

/**
 * A round trip's legs as booked: each leg's fare (its travellers' all-in prices) and the share of it its fare terms
 * keep on cancellation (10 % refundable, 100 % non-refundable). The reservation's cancellationTerms carry their sum as
 * the fixed fee (feeAmount) and the outbound leg's deadline.
 */
export const reservationLegTerms = z.object({ fare: z.number().int(), feePercent: z.number().int() });
export const reservationReturnLeg = z.object({
  flight: reservationFlight,
  fareClass,
  ticket: reservationFareType,
  outbound: reservationLegTerms,
  inbound: reservationLegTerms,
});
export type ReservationReturnLeg = z.infer<typeof reservationReturnLeg>;

/** A flight reservation: the core fields (./booking-core.ts) and the flight, fare, travellers and extras booked. */
export const reservationResponse = z.object({
  kind: z.literal("flight"),
  ...reservationCoreFields,
  flight: reservationFlight,
  fareClass,
  ticket: reservationFareType,
  /** A round trip's return leg (one reservation for both legs); null: one-way. */
  returnLeg: reservationReturnLeg.nullable().default(null),
  travelers: z.array(reservationTraveler),
  bags: z.array(
    z.object({ bagId: z.number().int(), weightKg: z.number().int(), quantity: z.number().int(), unitPrice: z.number().int(), total: z.number().int() }),
  ),
  meals: z.array(z.object({ mealId: z.number().int(), name: localized, quantity: z.number().int(), unitPrice: z.number().int(), total: z.number().int() })),
  breakdown: priceBreakdown,
});
export type ReservationResponse = z.infer<typeof reservationResponse>;

/** GET api/Reservations lists every kind, newest first, each exactly as its service's GET api/Reservations/:id answers it. */
export const reservationListItem = z.discriminatedUnion("kind", [
  reservationResponse,
  offerReservationResponse,
  stayReservationResponse.extend({ kind: z.literal("hotel") }),
  stayReservationResponse.extend({ kind: z.literal("chalet") }),
  taxiReservationResponse,
]);
export type ReservationListItem = z.infer<typeof reservationListItem>;
export const reservationListResponse = z.array(reservationListItem);

/** Stripe mode: confirm this PaymentIntent with Stripe Elements in the browser; the webhook then marks the reservation paid. */
export const paymentIntentResponse = z.object({ clientSecret: z.string() });
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponse>;

export const ticketResponse = reservationResponse.extend({
  issuedAt: z.string(),
});
export type TicketResponse = z.infer<typeof ticketResponse>;

// ---------- favorites ----------

export const favoriteRequest = z.object({ flightId: z.string({ error: "required" }).uuid("flightInvalid") });
export type FavoriteRequest = z.input<typeof favoriteRequest>;
export const favoriteParams = z.object({ flightId: z.string() });

export const favoriteResponse = z.object({
  flightId: z.string(),
  createdAt: z.string(),
  flight: z.object({
    id: z.string(),
    flightNumber: z.string(),
    date: z.string(),
    status: z.enum(FLIGHT_STATUSES),
    airline: airlineRef,
    from: airportRef,
    to: airportRef,
    departureAt: z.string(),
    arrivalAt: z.string(),
    durationMinutes: z.number().int(),
    stopsCount: z.number().int(),
    /** All-in economy (else cheapest cabin) adult price. */
    fromPrice: z.number().int(),
  }),
});
export type FavoriteResponse = z.infer<typeof favoriteResponse>;
export const favoriteListResponse = z.array(favoriteResponse);
