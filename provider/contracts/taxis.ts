// Wire contracts of the taxis service (issue 10): private airport transfers priced per vehicle, Welcome Pickups'
// way. Texts in the caller's language, money in SAR minor units, instants ISO-8601, local date and time at the airport.
//
//   GET  api/Transfers/Places                     → transferPlacesResponse (airports with their destination areas)
//   GET  api/Transfers/Search?airport&area&date&time&passengers&bags → transferSearchResponse (date AND time required, SPEC §5)
//   POST api/Reservations                         createTaxiReservationRequest → taxiReservationResponse (201, pending)
//   GET  api/Reservations/:id, POST …/Pay, POST …/PaymentIntent, GET …/Cancellation, POST …/Cancel, GET …/Voucher:
//        the booking core's shared paths (bookings/reservation-routes.ts; the quote: contracts/booking-core.ts).
import { z } from "zod";
import { dbId } from "./ids";
import { emailSchema, phoneSchema } from "./accounts";
import { cancellationTerms, reservationCoreFields } from "./booking-core";
import { count, emptyToUndefined, iataCode } from "./query";
import { isValidIsoDate, MAX_BAGS, MAX_PASSENGERS } from "./stay-rules";
import { plainText } from "./text";
import { taxLine } from "./taxes";

/** An arriving flight's number as a booking stores it: airline code and number, no space (SV1020). */
export const FLIGHT_NUMBER = /^[A-Z0-9]{2}\d{1,4}$/;

export const VEHICLE_CLASSES = ["sedan", "business", "suv", "minivan", "van"] as const;
/** SPEC §9: 1–3, 4–7, more. */
export const PASSENGER_GROUPS = ["1-3", "4-7", "8+"] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const date = z.preprocess(emptyToUndefined, z.string({ error: "dateRequired" }).refine(isValidIsoDate, "dateInvalid"));
const time = z.preprocess(emptyToUndefined, z.string({ error: "timeRequired" }).regex(TIME, "timeInvalid"));
const area = z.preprocess(emptyToUndefined, z.string({ error: "areaRequired" }).regex(/^[a-z][a-z-]{1,40}$/, "areaInvalid"));

export const transferSearchQuery = z.object({
  airport: z.preprocess(emptyToUndefined, iataCode("airportInvalid")),
  area,
  /** Local to the airport: the arrival's date and time. */
  date,
  time,
  passengers: count(1, MAX_PASSENGERS, "passengersRange", 1),
  bags: count(0, MAX_BAGS, "bagsRange", 0),
});
export type TransferSearchInput = z.input<typeof transferSearchQuery>;
export type TransferSearchQuery = z.output<typeof transferSearchQuery>;

export const transferPlace = z.object({
  airport: z.object({ code: z.string(), name: z.string(), city: z.string(), timezone: z.string() }),
  areas: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export const transferPlacesResponse = z.array(transferPlace);
export type TransferPlace = z.infer<typeof transferPlace>;

export const transferQuote = z.object({
  base: z.number().int(),
  serviceFee: z.number().int(),
  /** The sum of `taxes`, the lines the airport's country charges (contracts/taxes.ts). */
  tax: z.number().int(),
  taxes: z.array(taxLine),
  total: z.number().int(),
  currency: z.literal("SAR"),
});

export const transferItem = z.object({
  id: z.number().int(),
  airport: z.object({ code: z.string(), name: z.string() }),
  area: z.object({ slug: z.string(), name: z.string() }),
  vehicleClass: z.enum(VEHICLE_CLASSES),
  passengerGroup: z.enum(PASSENGER_GROUPS),
  /** "Toyota Camry or similar". */
  vehicle: z.string(),
  photo: z.string().nullable(),
  maxPassengers: z.number().int(),
  maxBags: z.number().int(),
  /** Per vehicle, before fee and taxes. */
  price: z.number().int(),
  quote: transferQuote,
  distanceKm: z.number().int(),
  durationMinutes: z.number().int(),
  freeWaitingMinutes: z.number().int(),
  meetAndGreet: z.boolean(),
  childSeats: z.number().int(),
  /** Vehicles of this class still free in the pickup's 30-minute slot. */
  vehiclesLeft: z.number().int(),
  /** The operator runs no vehicle of this class at this pickup time (an admin's override of 0): not bookable. */
  closed: z.boolean(),
});
export type TransferItem = z.infer<typeof transferItem>;

export const transferSearchResponse = z.object({
  pickupAt: z.string(),
  /** Free cancellation until then (24 h before pickup). */
  freeCancellationUntil: z.string(),
  /** The cancellation terms a booking of this pickup gets (stored with it when booked). */
  cancellationTerms,
  items: z.array(transferItem),
});
export type TransferSearchResponse = z.infer<typeof transferSearchResponse>;

export const createTaxiReservationRequest = z.object({
  transferId: dbId("transferInvalid"),
  date: z.string({ error: "dateRequired" }).min(1, { error: "dateRequired", abort: true }).refine(isValidIsoDate, "dateInvalid"),
  time: z.string({ error: "timeRequired" }).min(1, { error: "timeRequired", abort: true }).regex(TIME, "timeInvalid"),
  passengers: z.number({ error: "passengersRange" }).int("passengersRange").min(1, "passengersRange").max(MAX_PASSENGERS, "passengersRange"),
  bags: z.number({ error: "bagsRange" }).int("bagsRange").min(0, "bagsRange").max(MAX_BAGS, "bagsRange"),
  childSeats: z.number({ error: "childSeatsRange" }).int("childSeatsRange").min(0, "childSeatsRange").max(4, "childSeatsRange").default(0),
  /** The arriving flight, e.g. SV1234: the driver follows its delays. */
  flightNumber: z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/\s+/g, "").toUpperCase() || undefined : v),
    z.string().regex(FLIGHT_NUMBER, "flightNumberInvalid").optional(),
  ),
  leadPassenger: z.object({
    fullName: plainText().trim().min(1, { error: "required", abort: true }).min(2, "nameMin").max(80, "nameMax"),
    email: emailSchema,
    phone: phoneSchema,
  }),
});
export type CreateTaxiReservationRequest = z.input<typeof createTaxiReservationRequest>;

const localized = z.object({ ar: z.string(), en: z.string() });

/**
 * Who drives the transfer. `contact` (the phone in E.164, a WhatsApp number, an email) is given once the booking is
 * confirmed, as Welcome Pickups and Booking.com taxis do: an unpaid hold names the supplier only. Null on a transfer
 * written before migration 0013.
 */
export const transferSupplier = z.object({
  name: localized,
  contact: z.object({ phone: z.string(), whatsapp: z.string().nullable(), email: z.string().nullable() }).nullable(),
});
export type TransferSupplier = z.infer<typeof transferSupplier>;

export const taxiReservationResponse = z.object({
  kind: z.literal("taxi"),
  ...reservationCoreFields,
  transfer: z.object({
    id: z.number().int(),
    airport: z.object({ code: z.string(), name: localized, timezone: z.string() }),
    area: localized,
    vehicleClass: z.enum(VEHICLE_CLASSES),
    passengerGroup: z.enum(PASSENGER_GROUPS),
    vehicle: localized,
    photo: z.string().nullable(),
    freeWaitingMinutes: z.number().int(),
    meetAndGreet: z.boolean(),
    durationMinutes: z.number().int(),
    /** Where the driver waits at the airport, as its operator wrote it; null when not written yet. */
    meetingPoint: localized.nullable(),
    supplier: transferSupplier.nullable(),
  }),
  pickupAt: z.string(),
  /** The pickup as the traveller typed it, local to the airport. */
  pickupLocal: z.object({ date: z.string(), time: z.string() }),
  passengers: z.number().int(),
  bags: z.number().int(),
  childSeats: z.number().int(),
  flightNumber: z.string().nullable(),
  leadPassenger: z.object({ fullName: z.string(), email: z.string(), phone: z.string() }),
  /** The quote's lines as the booking was charged them (its `taxes` stored with it). */
  breakdown: transferQuote,
});
export type TaxiReservationResponse = z.infer<typeof taxiReservationResponse>;
export const taxiVoucherResponse = taxiReservationResponse.extend({ issuedAt: z.string() });
