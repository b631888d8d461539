// Wire contracts of the admin flights: the list, the edit shape, the write (the form validates with the same schema,
// so SPEC §5's rules live once) and a flight's cancellation. Money in SAR minor units; times are LOCAL wall-clock
// times of each airport ("HH:MM" on a "YYYY-MM-DD"), turned into instants with the airport's time zone.
import { z } from "zod";
import { dbId } from "./ids";
import { adminListQuery, adminMoney, adminName, adminPage } from "./admin";
import { FARE_CLASSES, FLIGHT_STATUSES, isValidIsoDate } from "./flight-rules";
import { localInstant } from "./local-time";
import { plainText } from "./text";

export const FLIGHT_MAX_STOPS = 3;
export const FLIGHT_MAX_TICKETS = 8;
export const FLIGHT_MAX_BAGS = 8;
export const FLIGHT_MAX_MEALS = 50;

const upper = (value: unknown) => (typeof value === "string" ? value.trim().toUpperCase() : value);
const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

const recordId = dbId("required");
// Within the date pickers' range (1900–2099, SPEC §5): year 0 and 9999 are valid ISO dates to JavaScript that Postgres
// refuses, and a 2150 typed or sent to the API is no flight; the key names the range (not the travellers' booking window).
const isoDate = z
  .string({ error: "dateRequired" })
  .min(1, { error: "dateRequired", abort: true })
  .refine(isValidIsoDate, { error: "dateInvalid", abort: true })
  .refine((value) => value >= "1900-01-01" && value <= "2099-12-31", "dateOutsideCalendar");
// Empty first: an untouched time says "required", not "enter HH:MM".
const localTime = z
  .string({ error: "required" })
  .min(1, { error: "required", abort: true })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, "timeInvalid");
/** A terminal or gate: optional, short. */
const shortText = (max: number) => z.preprocess(blankToNull, plainText().trim().max(max, "tooLong").nullable());
const longText = plainText({ multiline: true }).trim().max(4000, "tooLong");

export const flightClassInput = z.object({
  class: z.enum(FARE_CLASSES, { error: "cabinInvalid" }),
  price: adminMoney.refine((price) => price > 0, "priceInvalid"),
});

export const flightStopInput = z.object({
  airportId: recordId,
  /** Layover length in minutes. */
  durationMinutes: z.number({ error: "required" }).int("stopDurationInvalid").min(5, "stopDurationInvalid").max(1440, "stopDurationInvalid"),
});

export const flightTicketInput = z.object({
  /** Present when editing a fare type that exists: it keeps its id, so reservations holding it stay valid. Ignored on create. */
  id: recordId.optional(),
  nameAr: adminName(60),
  nameEn: adminName(60),
  price: adminMoney,
  descriptionAr: plainText().trim().max(300, "tooLong"),
  descriptionEn: plainText().trim().max(300, "tooLong"),
  editable: z.boolean(),
  editFees: adminMoney,
  refundable: z.boolean(),
});

export const flightBagInput = z.object({
  id: recordId.optional(),
  weightKg: z.number({ error: "required" }).int("bagWeightInvalid").min(1, "bagWeightInvalid").max(100, "bagWeightInvalid"),
  price: adminMoney,
});

const flightFields = z.object({
  flightNumber: z.preprocess(upper, z.string({ error: "required" }).regex(/^[A-Z0-9]{2}[0-9]{1,4}[A-Z]?$/, "flightNumberInvalid")),
  /** Departure date and time, local at the departure airport. */
  date: isoDate,
  departureTime: localTime,
  /** Arrival date and time, local at the arrival airport (a night flight lands the next day). */
  arrivalDate: isoDate,
  arrivalTime: localTime,
  companyId: recordId,
  planeId: recordId,
  departureAirportId: recordId,
  arrivalAirportId: recordId,
  departureTerminalAr: shortText(40),
  departureTerminalEn: shortText(40),
  departureGate: shortText(10),
  arrivalTerminalAr: shortText(40),
  arrivalTerminalEn: shortText(40),
  arrivalGate: shortText(10),
  seatSelectionPrice: adminMoney,
  status: z.enum(FLIGHT_STATUSES, { error: "required" }),
  tax: adminMoney,
  serviceFees: adminMoney,
  discount: adminMoney,
  profit: adminMoney,
  termsAr: longText,
  termsEn: longText,
  notesAr: longText,
  notesEn: longText,
  /** The listings' "from" price; null: computed (cheapest class, economy when offered, + cheapest fare type + tax + fees − discount). */
  bookingTicketPrice: adminMoney.nullable(),
  classes: z.array(flightClassInput).min(1, "flightNeedsClass").max(FARE_CLASSES.length, "flightNeedsClass"),
  stops: z.array(flightStopInput).max(FLIGHT_MAX_STOPS, "tooManyStops"),
  tickets: z.array(flightTicketInput).min(1, "flightNeedsTicket").max(FLIGHT_MAX_TICKETS, "tooManyTickets"),
  bags: z.array(flightBagInput).max(FLIGHT_MAX_BAGS, "tooManyBags"),
  mealIds: z.array(recordId).max(FLIGHT_MAX_MEALS, "tooManyMeals"),
});
export type FlightRequest = z.infer<typeof flightFields>;
export type FlightFormValues = z.input<typeof flightFields>;

/** Instant of departure and arrival, or null when a zone is unknown. */
export function flightInstants(
  flight: Pick<FlightRequest, "date" | "departureTime" | "arrivalDate" | "arrivalTime" | "departureAirportId" | "arrivalAirportId">,
  zoneOf: (airportId: number) => string | undefined,
): { departureAt: number; arrivalAt: number } | null {
  const from = zoneOf(flight.departureAirportId);
  const to = zoneOf(flight.arrivalAirportId);
  if (!from || !to) return null;
  return { departureAt: localInstant(flight.date, flight.departureTime, from), arrivalAt: localInstant(flight.arrivalDate, flight.arrivalTime, to) };
}

/**
 * The flight write with SPEC §5's rules. `zoneOf` gives each airport's IANA zone: the form knows them from the
 * airports it lists, the provider from the database; arrival after departure is judged between instants, since a
 * short westward flight may land at an earlier local time than it left.
 */
export function flightRequestWith(zoneOf: (airportId: number) => string | undefined = () => undefined) {
  return flightFields.superRefine((flight, ctx) => {
    if (flight.departureAirportId === flight.arrivalAirportId) ctx.addIssue({ code: "custom", path: ["arrivalAirportId"], message: "sameAirports" });
    const instants = flightInstants(flight, zoneOf);
    if (instants && instants.arrivalAt <= instants.departureAt) ctx.addIssue({ code: "custom", path: ["arrivalTime"], message: "arrivalBeforeDeparture" });
    const classes = new Set<string>();
    flight.classes.forEach((cls, index) => {
      if (classes.has(cls.class)) ctx.addIssue({ code: "custom", path: ["classes", index, "class"], message: "duplicateItem" });
      classes.add(cls.class);
    });
    const stops = new Set<number>();
    flight.stops.forEach((stop, index) => {
      if (stop.airportId === flight.departureAirportId || stop.airportId === flight.arrivalAirportId)
        ctx.addIssue({ code: "custom", path: ["stops", index, "airportId"], message: "stopAtEndpoint" });
      else if (stops.has(stop.airportId)) ctx.addIssue({ code: "custom", path: ["stops", index, "airportId"], message: "stopRepeated" });
      stops.add(stop.airportId);
    });
    const ids = new Set<number>();
    flight.tickets.forEach((ticket, index) => {
      if (ticket.id !== undefined && ids.has(ticket.id)) ctx.addIssue({ code: "custom", path: ["tickets", index, "id"], message: "duplicateItem" });
      if (ticket.id !== undefined) ids.add(ticket.id);
    });
    const bagIds = new Set<number>();
    flight.bags.forEach((bag, index) => {
      if (bag.id !== undefined && bagIds.has(bag.id)) ctx.addIssue({ code: "custom", path: ["bags", index, "id"], message: "duplicateItem" });
      if (bag.id !== undefined) bagIds.add(bag.id);
    });
    if (new Set(flight.mealIds).size !== flight.mealIds.length) ctx.addIssue({ code: "custom", path: ["mealIds"], message: "duplicateItem" });
  });
}
export const flightRequest = flightRequestWith();

/** The listings' "from" price: economy when offered (else the cheapest class) + the cheapest fare type + tax + fees − discount. */
export function computedFromPrice(
  flight: { tax: number; serviceFees: number; discount: number },
  classes: { class: string; price: number }[],
  tickets: { price: number }[],
): number {
  const economy = classes.find((c) => c.class === "economy");
  const fare = economy?.price ?? (classes.length ? Math.min(...classes.map((c) => c.price)) : 0);
  const ticket = tickets.length ? Math.min(...tickets.map((t) => t.price)) : 0;
  return Math.max(0, fare + ticket + flight.tax + flight.serviceFees - flight.discount);
}

// ---- Reads ----------------------------------------------------------------------------------------------------
export const adminFlight = z.object({
  id: z.string(),
  flightNumber: z.string(),
  date: z.string(),
  departureTime: z.string(),
  arrivalDate: z.string(),
  arrivalTime: z.string(),
  companyId: z.number().int(),
  planeId: z.number().int(),
  departureAirportId: z.number().int(),
  arrivalAirportId: z.number().int(),
  departureTerminalAr: z.string().nullable(),
  departureTerminalEn: z.string().nullable(),
  departureGate: z.string().nullable(),
  arrivalTerminalAr: z.string().nullable(),
  arrivalTerminalEn: z.string().nullable(),
  arrivalGate: z.string().nullable(),
  seatSelectionPrice: z.number().int(),
  status: z.enum(FLIGHT_STATUSES),
  tax: z.number().int(),
  serviceFees: z.number().int(),
  discount: z.number().int(),
  profit: z.number().int(),
  termsAr: z.string(),
  termsEn: z.string(),
  notesAr: z.string(),
  notesEn: z.string(),
  bookingTicketPrice: z.number().int(),
  /** What the "from" price would be if computed: the form offers it beside the entered one. */
  computedBookingTicketPrice: z.number().int(),
  classes: z.array(flightClassInput.extend({ seatCapacity: z.number().int(), inUse: z.boolean() })),
  stops: z.array(flightStopInput),
  tickets: z.array(flightTicketInput.extend({ id: z.number().int(), inUse: z.boolean() })),
  bags: z.array(flightBagInput.extend({ id: z.number().int(), inUse: z.boolean() })),
  mealIds: z.array(z.number().int()),
  /** Pending and confirmed reservations: while there are any, the plane cannot change. */
  activeReservations: z.number().int(),
});
export type AdminFlight = z.infer<typeof adminFlight>;

export const adminFlightSummary = z.object({
  id: z.string(),
  flightNumber: z.string(),
  date: z.string(),
  departureTime: z.string(),
  departureAt: z.string(),
  from: z.string(),
  to: z.string(),
  airlineCode: z.string(),
  airlineAr: z.string(),
  airlineEn: z.string(),
  status: z.enum(FLIGHT_STATUSES),
  seatsTaken: z.number().int(),
  seatCapacity: z.number().int(),
});
export type AdminFlightSummary = z.infer<typeof adminFlightSummary>;
export const flightSorts = ["date", "number", "status", "load"] as const;
export type FlightSort = (typeof flightSorts)[number];
export const flightListQuery = adminListQuery(flightSorts);
export const flightPage = adminPage(adminFlightSummary);

/** Flight ids are UUIDs; the provider answers anything else like an unknown flight (404). */
export const adminFlightIdParams = z.object({ id: z.string().max(64) });

// ---- Cancellation -------------------------------------------------------------------------------------------------
export const flightCancellation = z.object({
  flightId: z.string(),
  status: z.enum(FLIGHT_STATUSES),
  /** Pending and confirmed reservations the cancellation cancels. */
  reservations: z.number().int(),
  travelers: z.number().int(),
  /** Paid in full back to the travellers, SAR minor units. */
  refundTotal: z.number().int(),
});
export type FlightCancellation = z.infer<typeof flightCancellation>;
