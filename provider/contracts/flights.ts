// Wire contracts of search-flight (airport and flight search) and flight-backend's public flight reads.
// Validation messages are keys of the app's `Validation` namespace (messages/*.json).
//
// Decisions the UI must follow:
// - Money is an integer in SAR minor units (halalas): 12345 = 123.45 SAR. Convert for display only.
// - Times are ISO-8601 instants (UTC); every airport carries its IANA timezone, show local times in it.
// - Passenger ages are taken on the DEPARTURE date: adult 12 and over, child 2 to 11, infant under 2
//   (so a 12-year-old is an adult: the "12/13" boundary of SPEC §5 is 12).
// - Price of one adult = class price + fare type price + tax + service fees − discount; a child pays 75 %
//   and an infant 10 % of each of those parts (each part rounded to a halala). Infants sit on a lap:
//   every adult and child needs a seat, at most 9 of them, and no more infants than adults.
import { z } from "zod";
import { count, csv, emptyToUndefined, iataCode as iataCodeOf, money } from "./query";
import { plainText } from "./text";

export * from "./flight-rules";
import {
  FARE_CLASSES,
  FLIGHT_STATUSES,
  isValidIsoDate,
  MAX_SEATED_PASSENGERS,
  SEARCH_SORTS,
  searchDateWindow,
  TIME_BUCKETS,
  type TimeBucket,
} from "./flight-rules";

export const fareClass = z.enum(FARE_CLASSES, { error: "cabinInvalid" });
const TIME_BUCKET_NAMES = Object.keys(TIME_BUCKETS) as [TimeBucket, ...TimeBucket[]];

// ---------- shared wire pieces ----------

export const localized = z.object({ ar: z.string(), en: z.string() });
export type Localized = z.infer<typeof localized>;

export const airportRef = z.object({
  code: z.string(),
  name: localized,
  city: localized,
  country: localized,
  countryCode: z.string(),
  timezone: z.string(),
});
export type AirportRef = z.infer<typeof airportRef>;

export const airlineRef = z.object({ code: z.string(), name: localized, logo: z.string().nullable() });
export type AirlineRef = z.infer<typeof airlineRef>;

export const flightStop = z.object({
  airport: airportRef,
  /** Layover length. */
  durationMinutes: z.number().int(),
});
export type FlightStop = z.infer<typeof flightStop>;

// ---------- GET search-flight api/Airports/Search?q= ----------

export const airportSearchQuery = z.object({ q: plainText({ required: false }).trim().max(60, "queryTooLong").default("") });
export const airportSearchResult = airportRef.extend({ id: z.number().int(), image: z.string().nullable() });
export type AirportSearchResult = z.infer<typeof airportSearchResult>;
export const airportSearchResponse = z.array(airportSearchResult);

// ---------- GET search-flight api/Flights/Search ----------

const iataCode = iataCodeOf("airportInvalid");

const searchDate = z
  .string({ error: "required" })
  .refine(isValidIsoDate, "dateInvalid")
  .refine((v) => {
    const w = searchDateWindow();
    return v >= w.min && v <= w.max;
  }, "dateOutOfRange");

/** The party and cabin of a search, which the price calendar asks with the same rules. */
const partyAndCabin = {
  adults: count(1, MAX_SEATED_PASSENGERS, "adultsRange", 1),
  children: count(0, MAX_SEATED_PASSENGERS - 1, "childrenRange", 0),
  infants: count(0, MAX_SEATED_PASSENGERS, "infantsRange", 0),
  cabin: z.preprocess(emptyToUndefined, fareClass.default("economy")),
};

type RouteAndParty = { from: string; to: string; adults: number; children: number; infants: number };

function checkRouteAndParty<T extends RouteAndParty>(v: T, ctx: z.RefinementCtx<T>): void {
  if (v.from === v.to) ctx.addIssue({ code: "custom", path: ["to"], message: "sameAirports" });
  if (v.infants > v.adults) ctx.addIssue({ code: "custom", path: ["infants"], message: "infantsExceedAdults" });
  if (v.adults + v.children > MAX_SEATED_PASSENGERS) ctx.addIssue({ code: "custom", path: ["passengers"], message: "tooManyPassengers" });
}

export const flightSearchQuery = z
  .object({
    from: iataCode,
    to: iataCode,
    date: searchDate,
    returnDate: z.preprocess(emptyToUndefined, searchDate.optional()),
    ...partyAndCabin,
    sort: z.preprocess(emptyToUndefined, z.enum(SEARCH_SORTS, { error: "sortInvalid" }).default("price")),
    stops: csv(z.coerce.number().pipe(z.union([z.literal(0), z.literal(1), z.literal(2)])), "stopsInvalid"),
    times: csv(z.enum(TIME_BUCKET_NAMES), "timesInvalid"),
    airlines: csv(
      z
        .string()
        .toUpperCase()
        .regex(/^[A-Z0-9]{2}$/),
      "airlinesInvalid",
    ),
    /** Per adult, SAR minor units. */
    minPrice: money,
    maxPrice: money,
  })
  .superRefine((v, ctx) => {
    checkRouteAndParty(v, ctx);
    if (v.returnDate !== undefined && v.returnDate < v.date) ctx.addIssue({ code: "custom", path: ["returnDate"], message: "returnBeforeDeparture" });
    if (v.minPrice !== undefined && v.maxPrice !== undefined && v.minPrice > v.maxPrice)
      ctx.addIssue({ code: "custom", path: ["maxPrice"], message: "priceRange" });
  });
/** What a URL may hold (strings); `FlightSearch` is the parsed, defaulted value. */
export type FlightSearchInput = z.input<typeof flightSearchQuery>;
export type FlightSearch = z.output<typeof flightSearchQuery>;

export const flightSummary = z.object({
  id: z.string(),
  flightNumber: z.string(),
  /** Local departure date. */
  date: z.string(),
  airline: airlineRef,
  from: airportRef,
  to: airportRef,
  departureAt: z.string(),
  arrivalAt: z.string(),
  durationMinutes: z.number().int(),
  stops: z.array(flightStop),
  cabin: fareClass,
  /** All-in price of one adult in this cabin with the cheapest fare type. */
  price: z.number().int(),
  /** All-in price of the whole party (children 75 %, infants 10 %). */
  totalPrice: z.number().int(),
  /** Free seats of the cabin when fewer than SEATS_LEFT_THRESHOLD, else null. */
  seatsLeft: z.number().int().nullable(),
  status: z.enum(FLIGHT_STATUSES),
});
export type FlightSummary = z.infer<typeof flightSummary>;

export const searchFacets = z.object({
  airlines: z.array(z.object({ code: z.string(), name: localized, logo: z.string().nullable(), minPrice: z.number().int() })),
  /** Null when the leg has no flight at all. */
  price: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** Keys "0", "1", "2" (two or more). */
  stops: z.object({ 0: z.number().int(), 1: z.number().int(), 2: z.number().int() }),
});
export type SearchFacets = z.infer<typeof searchFacets>;

/** Facets describe the whole leg (route, day, cabin, party) before the filters, so filters can be widened again. */
export const searchLeg = z.object({
  date: z.string(),
  from: airportRef,
  to: airportRef,
  flights: z.array(flightSummary),
  /** Flights of the leg before the filters. */
  total: z.number().int(),
  facets: searchFacets,
  /** Present when the leg has no flight before filters: the cheapest price of each day within ±3 days (null when none). */
  nearbyDates: z.array(z.object({ date: z.string(), minPrice: z.number().int().nullable() })).optional(),
});
export type SearchLeg = z.infer<typeof searchLeg>;

export const flightSearchResponse = z.object({
  outbound: searchLeg,
  inbound: searchLeg.optional(),
});
export type FlightSearchResponse = z.infer<typeof flightSearchResponse>;

// ---------- GET search-flight api/Flights/PriceCalendar ----------

/** The route, day, party and cabin of a search: the calendar spans PRICE_CALENDAR_DAYS either side of `date`. */
export const priceCalendarQuery = z.object({ from: iataCode, to: iataCode, date: searchDate, ...partyAndCabin }).superRefine(checkRouteAndParty);
export type PriceCalendarQuery = z.output<typeof priceCalendarQuery>;

export const priceCalendarDay = z.object({
  /** Local departure day, yyyy-mm-dd. */
  date: z.string(),
  /**
   * past: before today at the departure airport; none: no bookable flight with room for the party (or after the
   * last day a search accepts); available: priced.
   */
  status: z.enum(["past", "none", "available"]),
  /** All-in price of one adult on the flight the day's search lists first by price (its `price`); null unless available. */
  minPrice: z.number().int().nullable(),
  /** The whole party's all-in price on that same flight (its `totalPrice`); null unless available. */
  partyPrice: z.number().int().nullable(),
  /** The lowest minPrice of the window (every day that ties is marked). */
  cheapest: z.boolean(),
});
export type PriceCalendarDay = z.infer<typeof priceCalendarDay>;

export const priceCalendarResponse = z.object({
  from: z.string(),
  to: z.string(),
  cabin: fareClass,
  date: z.string(),
  days: z.array(priceCalendarDay),
});
export type PriceCalendarResponse = z.infer<typeof priceCalendarResponse>;

// ---------- GET flight-backend api/Flights/:id ----------

/** Any string: a malformed id is a 404 FLIGHT_NOT_FOUND, like an unknown one. */
export const flightIdParams = z.object({ id: z.string() });

export const flightEndpoint = airportRef.extend({
  id: z.number().int(),
  image: z.string().nullable(),
  /** Named in both languages ("North" / "الشمالية"); numbers and letters read the same. */
  terminal: localized.nullable(),
  gate: z.string().nullable(),
});

export const flightDetails = z.object({
  id: z.string(),
  flightNumber: z.string(),
  date: z.string(),
  status: z.enum(FLIGHT_STATUSES),
  departureAt: z.string(),
  arrivalAt: z.string(),
  durationMinutes: z.number().int(),
  airline: airlineRef.extend({ id: z.number().int(), location: localized }),
  /** The model in both languages ("Airbus A330-300" / "إيرباص A330-300"). */
  plane: z.object({ id: z.number().int(), model: localized }),
  from: flightEndpoint,
  to: flightEndpoint,
  stops: z.array(flightStop.extend({ ordinal: z.number().int() })),
  classes: z.array(
    z.object({
      class: fareClass,
      /** Base class price per adult. */
      price: z.number().int(),
      /** All-in adult price with the cheapest fare type. */
      adultPrice: z.number().int(),
      seatCapacity: z.number().int(),
      seatsAvailable: z.number().int(),
    }),
  ),
  /** Fare types; `price` is added to the class price per traveller. */
  tickets: z.array(
    z.object({
      id: z.number().int(),
      name: localized,
      price: z.number().int(),
      description: localized,
      editable: z.boolean(),
      editFees: z.number().int(),
      refundable: z.boolean(),
      /** The share of the ticket price a cancellation costs under this fare (100: nothing back). */
      cancellationFeePercent: z.number().int(),
    }),
  ),
  bags: z.array(z.object({ id: z.number().int(), weightKg: z.number().int(), price: z.number().int() })),
  meals: z.array(
    z.object({
      id: z.number().int(),
      name: localized,
      kind: z.enum(["standard", "special", "dietary"]),
      price: z.number().int(),
      image: z.string().nullable(),
      /** Last moment the meal can be requested (departure − 24 h, or − 48 h for dietary meals). */
      requestDeadline: z.string(),
    }),
  ),
  seatSelectionPrice: z.number().int(),
  /** Per adult. */
  tax: z.number().int(),
  serviceFees: z.number().int(),
  discount: z.number().int(),
  bookingTicketPrice: z.number().int(),
  terms: localized,
  notes: localized,
  /** Until when a reservation on this flight can be cancelled (departure − 24 h) and a refundable fare's fee rate. */
  cancellation: z.object({ deadline: z.string(), feePercent: z.number() }),
});
export type FlightDetails = z.infer<typeof flightDetails>;

// ---------- GET flight-backend api/Flights/:id/Seats ----------

export const seatMapSeat = z.object({
  id: z.number().int(),
  seatNumber: z.string(),
  row: z.number().int(),
  column: z.string(),
  class: fareClass,
  /** Held by an unexpired pending reservation or sold to a confirmed one. */
  taken: z.boolean(),
});
export type SeatMapSeat = z.infer<typeof seatMapSeat>;

export const seatMapResponse = z.object({
  flightId: z.string(),
  planeModel: localized,
  seatSelectionPrice: z.number().int(),
  /** Seats per aisle group for each cabin of the plane, e.g. {economy: "3-3-3"}: a row's columns, in order, split so. */
  layout: z.partialRecord(fareClass, z.string()),
  /** Ordered by row, then column. Columns of a row split into aisle groups by the plane's layout. */
  seats: z.array(seatMapSeat),
});
export type SeatMapResponse = z.infer<typeof seatMapResponse>;

// ---------- GET flight-backend api/Currencies ----------

export { CURRENCIES, type Currency } from "./currencies";

export const currenciesResponse = z.object({
  base: z.literal("SAR"),
  /** Units of each currency for 1 SAR. */
  rates: z.object({ SAR: z.number(), EGP: z.number(), USD: z.number() }),
  updatedAt: z.string(),
});
export type CurrenciesResponse = z.infer<typeof currenciesResponse>;
