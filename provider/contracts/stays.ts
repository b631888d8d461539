// Wire contracts of the hotels and chalets services (issue 10). Texts come in the caller's language
// (Accept-Language), money in SAR minor units, dates YYYY-MM-DD, instants ISO-8601.
//
// hotels:  GET  api/Hotels/Cities                 → stayCityListResponse (destinations with hotels or chalets)
//          GET  api/Hotels/Search?city&checkIn&checkOut&guests&rooms&minPrice&maxPrice&stars&amenities&freeCancellation&sort&page&pageSize
//                                                  → hotelSearchResponse
//          GET  api/Hotels/Facets?city                → stayFacetsResponse (amenities, stars, price range; chalets: api/Chalets/Facets)
//          GET  api/Hotels/:id[?checkIn&checkOut&guests] → hotelDetails (rooms priced and counted for the dates when given)
//          POST api/Reservations                   createHotelReservationRequest → stayReservationResponse (201, pending)
// chalets: GET  api/Chalets/Search?city&checkIn&checkOut&guests&minPrice&maxPrice&amenities&privatePool&familiesOnly&freeCancellation&sort&page&pageSize
//                                                  → chaletSearchResponse
//          GET  api/Chalets/:id[?checkIn&checkOut]  → chaletDetails
//          POST api/Reservations                   createChaletReservationRequest → stayReservationResponse (201, pending)
// both:    GET api/Reservations/:id, POST …/Pay, POST …/PaymentIntent, GET …/Cancellation, POST …/Cancel, GET …/Voucher,
//          GET/POST api/Favorites, DELETE api/Favorites/:id — the booking core's shared paths (bookings/reservation-routes.ts; favorites: contracts/stay-favorites.ts).
import { z } from "zod";
import { dbId } from "./ids";
import { emailSchema, phoneSchema } from "./accounts";
import { cancellationTerms, reservationCoreFields } from "./booking-core";
import { count, csv, emptyToUndefined, money } from "./query";
import { taxLine } from "./taxes";
import { isValidIsoDate, MAX_GUESTS, MAX_ROOMS, stayDateErrors } from "./stay-rules";
import { plainText } from "./text";

export const HOTEL_SORTS = ["recommended", "price-asc", "price-desc", "stars", "distance", "rating"] as const;
export const CHALET_SORTS = ["recommended", "price-asc", "price-desc", "capacity", "rating"] as const;
export const BOARDS = ["room-only", "breakfast", "half-board"] as const;
export const BED_TYPES = ["king", "queen", "twin", "double", "single", "family"] as const;
export const LANDMARKS = ["haram", "corniche", "city-centre", "old-town"] as const;
export const STAY_PAGE_SIZE = 20;
export const STAY_MAX_PAGE_SIZE = 50;

const flag = z.preprocess(
  (v) => (v === "" || v === undefined ? undefined : v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v),
  z.boolean({ error: "flagInvalid" }).default(false),
);
const isoDate = z.preprocess(emptyToUndefined, z.string({ error: "dateRequired" }).refine(isValidIsoDate, "dateInvalid"));
const citySlug = z.preprocess(emptyToUndefined, z.string({ error: "destinationRequired" }).regex(/^[a-z][a-z-]{1,40}$/, "destinationInvalid"));
const amenityKey = z.string().regex(/^[a-z][a-z-]{1,30}$/);

/** Check-in before check-out, neither in the past nor past the booking window: the message sits on its field. */
function datesRule(v: { checkIn?: string; checkOut?: string }, ctx: z.RefinementCtx) {
  if (!v.checkIn || !v.checkOut) return;
  for (const [path, message] of Object.entries(stayDateErrors(v.checkIn, v.checkOut))) ctx.addIssue({ code: "custom", path: [path], message });
}
function priceRule(v: { minPrice?: number; maxPrice?: number }, ctx: z.RefinementCtx) {
  if (v.minPrice !== undefined && v.maxPrice !== undefined && v.minPrice > v.maxPrice)
    ctx.addIssue({ code: "custom", path: ["maxPrice"], message: "priceRange" });
}

const stayQueryFields = {
  city: citySlug,
  checkIn: isoDate,
  checkOut: isoDate,
  guests: count(1, MAX_GUESTS, "guestsRange", 2),
  /** Per night, SAR minor units, both included. */
  minPrice: money,
  maxPrice: money,
  amenities: csv(amenityKey, "amenitiesInvalid"),
  /** Only what can still be cancelled for free. */
  freeCancellation: flag,
  page: count(1, 500, "pageInvalid", 1),
  pageSize: count(1, STAY_MAX_PAGE_SIZE, "pageSizeRange", STAY_PAGE_SIZE),
};

export const hotelSearchQuery = z
  .object({
    ...stayQueryFields,
    rooms: count(1, MAX_ROOMS, "roomsRange", 1),
    stars: csv(z.coerce.number().int().min(1).max(5), "starsInvalid"),
    sort: z.preprocess(emptyToUndefined, z.enum(HOTEL_SORTS, { error: "sortInvalid" }).default("recommended")),
  })
  .superRefine((v, ctx) => {
    datesRule(v, ctx);
    priceRule(v, ctx);
    if (v.rooms > v.guests) ctx.addIssue({ code: "custom", path: ["rooms"], message: "roomsExceedGuests" });
  });
export type HotelSearchInput = z.input<typeof hotelSearchQuery>;
export type HotelSearchQuery = z.output<typeof hotelSearchQuery>;

export const chaletSearchQuery = z
  .object({
    ...stayQueryFields,
    privatePool: flag,
    familiesOnly: flag,
    sort: z.preprocess(emptyToUndefined, z.enum(CHALET_SORTS, { error: "sortInvalid" }).default("recommended")),
  })
  .superRefine((v, ctx) => {
    datesRule(v, ctx);
    priceRule(v, ctx);
  });
export type ChaletSearchInput = z.input<typeof chaletSearchQuery>;
export type ChaletSearchQuery = z.output<typeof chaletSearchQuery>;

/** Details: dates are optional (a page opened from a link); when one is given both are checked like a search. */
export const stayDetailsQuery = z
  .object({
    checkIn: z.preprocess(emptyToUndefined, z.string().refine(isValidIsoDate, "dateInvalid").optional()),
    checkOut: z.preprocess(emptyToUndefined, z.string().refine(isValidIsoDate, "dateInvalid").optional()),
    guests: count(1, MAX_GUESTS, "guestsRange", 1),
  })
  .superRefine((v, ctx) => {
    if (v.checkIn && !v.checkOut) ctx.addIssue({ code: "custom", path: ["checkOut"], message: "dateRequired" });
    if (v.checkOut && !v.checkIn) ctx.addIssue({ code: "custom", path: ["checkIn"], message: "dateRequired" });
    datesRule(v, ctx);
  });
export type StayDetailsQuery = z.output<typeof stayDetailsQuery>;
export const stayIdParams = z.object({ id: z.string() });

/** GET api/Hotels/Facets and api/Chalets/Facets: what a city's filters can offer. */
export const stayFacetsQuery = z.object({ city: citySlug });
export const stayFacetsResponse = z.object({
  amenities: z.array(z.object({ key: z.string(), count: z.number().int() })),
  /** Hotels only (empty for chalets). */
  stars: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
  /** Lowest and highest nightly price (weekday or weekend) in the city; null when it has none. */
  price: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  /** The most guests one room (hotels) or one chalet of the city takes; null when it has none. */
  largestParty: z.number().int().nullable(),
});
export type StayFacets = z.infer<typeof stayFacetsResponse>;

// ---------- answers ----------

export const stayCity = z.object({
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  countryCode: z.string(),
  hotels: z.number().int(),
  chalets: z.number().int(),
});
export const stayCityListResponse = z.array(stayCity);
export type StayCity = z.infer<typeof stayCity>;

/**
 * GET api/Hotels/Listed and api/Chalets/Listed: every hotel or chalet on sale (a hotel with a room type on sale, a
 * chalet not archived), with when it last changed where that is kept (chalets): what the sitemap lists.
 */
export const stayListedResponse = z.array(z.object({ id: z.number().int(), updatedAt: z.string().nullable() }));
export type StayListed = z.infer<typeof stayListedResponse>;

/** A stay priced for the searched dates: the lines the booking would have. */
export const stayQuote = z.object({
  nights: z.number().int(),
  weekendNights: z.number().int(),
  /** Average price of a night (base ÷ nights), before fee and taxes. */
  perNight: z.number().int(),
  /** Weekday nights × nightly price + weekend nights × weekend price. */
  base: z.number().int(),
  serviceFee: z.number().int(),
  /** The sum of `taxes`. */
  tax: z.number().int(),
  /** The lines of tax the city's country charges (contracts/taxes.ts): VAT, a hotel's service charge, a tourism fee. */
  taxes: z.array(taxLine),
  total: z.number().int(),
  currency: z.literal("SAR"),
});
export type StayQuote = z.infer<typeof stayQuote>;

const cityRef = z.object({ slug: z.string(), name: z.string(), country: z.string() });

export const hotelItem = z.object({
  id: z.number().int(),
  name: z.string(),
  city: cityRef,
  address: z.string(),
  stars: z.number().int(),
  /** Out of 10, one decimal. */
  rating: z.number(),
  photo: z.string().nullable(),
  amenities: z.array(z.string()),
  landmark: z.object({ key: z.enum(LANDMARKS), km: z.number() }),
  airportKm: z.number(),
  lat: z.number(),
  lng: z.number(),
  /** The cheapest room type that fits the party and is free for the dates. */
  cheapestRoom: z.object({
    roomTypeId: z.number().int(),
    name: z.string(),
    board: z.enum(BOARDS),
    refundable: z.boolean(),
    /** Free cancellation until this instant (check-in day minus the room's free days, at the hotel's check-in time); null: none. */
    freeCancellationUntil: z.string().nullable(),
    nightlyPrice: z.number().int(),
    weekendPrice: z.number().int(),
    /** For `rooms` rooms. */
    quote: stayQuote,
  }),
  /** Rooms of any fitting type free for every night. */
  roomsLeft: z.number().int(),
  freeCancellation: z.boolean(),
});
export type HotelItem = z.infer<typeof hotelItem>;

const page = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), pageCount: z.number().int() };
export const hotelSearchResponse = z.object({ nights: z.number().int(), weekendNights: z.number().int(), items: z.array(hotelItem), ...page });
export type HotelSearchResponse = z.infer<typeof hotelSearchResponse>;

export const hotelRoom = z.object({
  id: z.number().int(),
  name: z.string(),
  capacity: z.number().int(),
  bedType: z.enum(BED_TYPES),
  board: z.enum(BOARDS),
  sizeSqm: z.number().int(),
  photo: z.string().nullable(),
  nightlyPrice: z.number().int(),
  /** Thursday and Friday nights. */
  weekendPrice: z.number().int(),
  refundable: z.boolean(),
  freeCancellationDays: z.number().int().nullable(),
  units: z.number().int(),
  /** With dates: rooms of this type free for every night, the free-cancellation instant and the stay's price. */
  roomsLeft: z.number().int().nullable(),
  freeCancellationUntil: z.string().nullable(),
  /** With dates: the cancellation terms a booking of this room for the stay gets (stored with it when booked). */
  cancellationTerms: cancellationTerms.nullable(),
  quote: stayQuote.nullable(),
});
export type HotelRoom = z.infer<typeof hotelRoom>;

export const hotelDetails = hotelItem.omit({ cheapestRoom: true, roomsLeft: true, freeCancellation: true, photo: true }).extend({
  description: z.string(),
  photos: z.array(z.string()),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  /** The hotel's policies as its admin wrote them (issue 24), in the caller's language; "" when none. */
  policies: z.string(),
  rooms: z.array(hotelRoom),
});
export type HotelDetails = z.infer<typeof hotelDetails>;

export const houseRules = z.object({
  familiesOnly: z.boolean(),
  noParties: z.boolean(),
  /** Local HH:MM, null when the chalet has none. */
  quietHours: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** Paid on arrival, returned after check-out; never charged online. */
  securityDeposit: z.number().int(),
  checkIn: z.object({ from: z.string(), until: z.string() }),
  checkOut: z.object({ from: z.string(), until: z.string() }),
});
export type HouseRules = z.infer<typeof houseRules>;

export const chaletItem = z.object({
  id: z.number().int(),
  name: z.string(),
  city: cityRef,
  district: z.string(),
  capacity: z.number().int(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  privatePool: z.boolean(),
  amenities: z.array(z.string()),
  rating: z.number(),
  photo: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  nightlyPrice: z.number().int(),
  weekendPrice: z.number().int(),
  rules: houseRules,
  freeCancellationDays: z.number().int(),
  freeCancellationUntil: z.string().nullable(),
  /** The shortest stay it takes (issue 24): a shorter one is hidden from search and refused at booking (STAY_TOO_SHORT). */
  minNights: z.number().int(),
  /** With dates: the cancellation terms a booking of the stay gets (stored with it when booked). */
  cancellationTerms: cancellationTerms.nullable(),
  quote: stayQuote.nullable(),
});
export type ChaletItem = z.infer<typeof chaletItem>;
export const chaletSearchResponse = z.object({
  nights: z.number().int(),
  weekendNights: z.number().int(),
  items: z.array(chaletItem),
  /** Chalets of the city for these guests left out because they take only longer stays: how many, and the shortest minimum. */
  longerStays: z.object({ count: z.number().int(), minNights: z.number().int() }).nullable(),
  ...page,
});
export type ChaletSearchResponse = z.infer<typeof chaletSearchResponse>;

export const chaletDetails = chaletItem.omit({ photo: true }).extend({
  description: z.string(),
  photos: z.array(z.string()),
  /** With dates: whether every night is free and none closed by the admin, the stay long enough for its minimum and the chalet on sale. */
  available: z.boolean().nullable(),
  /** With dates: whether the admin closed a night of them (then not available); null without dates. */
  closed: z.boolean().nullable(),
  /** Taken off sale by the admin (kept for its bookings): never bookable. */
  archived: z.boolean(),
});
export type ChaletDetails = z.infer<typeof chaletDetails>;

// ---------- booking ----------

export const stayLeadGuest = z.object({
  fullName: plainText().trim().min(1, { error: "required", abort: true }).min(2, "nameMin").max(80, "nameMax"),
  email: emailSchema,
  phone: phoneSchema,
});
const bookingDates = {
  checkIn: z.string({ error: "dateRequired" }).refine(isValidIsoDate, "dateInvalid"),
  checkOut: z.string({ error: "dateRequired" }).refine(isValidIsoDate, "dateInvalid"),
  guests: z.number({ error: "guestsRange" }).int("guestsRange").min(1, "guestsRange").max(MAX_GUESTS, "guestsRange"),
  leadGuest: stayLeadGuest,
  specialRequests: plainText({ required: false }).trim().max(500, "specialRequestsMax").optional(),
};

export const createHotelReservationRequest = z.object({ roomTypeId: dbId("roomInvalid"), ...bookingDates }).superRefine(datesRule);
export type CreateHotelReservationRequest = z.input<typeof createHotelReservationRequest>;

export const createChaletReservationRequest = z.object({ chaletId: dbId("chaletInvalid"), ...bookingDates }).superRefine(datesRule);
export type CreateChaletReservationRequest = z.input<typeof createChaletReservationRequest>;

const localized = z.object({ ar: z.string(), en: z.string() });

/** A hotel or chalet reservation: the stay as booked, in both languages (vouchers print either). */
export const stayReservationResponse = z.object({
  kind: z.enum(["hotel", "chalet"]),
  ...reservationCoreFields,
  stay: z.object({
    /** Hotel id or chalet id (favorites, details link). */
    propertyId: z.number().int(),
    name: localized,
    city: localized,
    address: localized,
    photo: z.string().nullable(),
    /** Hotels: the room type booked and the room number given; chalets: null. */
    room: z.object({ roomTypeId: z.number().int(), name: localized, board: z.enum(BOARDS), bedType: z.enum(BED_TYPES), number: z.string() }).nullable(),
    checkIn: z.string(),
    checkOut: z.string(),
    /** Local HH:MM: the hotel's check-in/check-out times, the chalet's windows' start and end. */
    checkInTime: z.string(),
    checkOutTime: z.string(),
    /** The property's IANA time zone (its city's): the calendar file's clock. */
    timeZone: z.string(),
    guests: z.number().int(),
    /** Chalets: the house rules as booked (deposit included). */
    rules: houseRules.nullable(),
  }),
  leadGuest: z.object({ fullName: z.string(), email: z.string(), phone: z.string() }),
  specialRequests: z.string().nullable(),
  breakdown: z.object({
    nights: z.number().int(),
    weekendNights: z.number().int(),
    nightlyPrice: z.number().int(),
    weekendPrice: z.number().int(),
    base: z.number().int(),
    serviceFee: z.number().int(),
    tax: z.number().int(),
    /** The lines of tax the booking was charged, as stored with it (never recomputed with today's rules). */
    taxes: z.array(taxLine),
    total: z.number().int(),
    /** Chalets: due on arrival, not part of total. */
    securityDeposit: z.number().int().nullable(),
    currency: z.literal("SAR"),
  }),
});
export type StayReservationResponse = z.infer<typeof stayReservationResponse>;
export const stayVoucherResponse = stayReservationResponse.extend({ issuedAt: z.string() });
export type StayVoucherResponse = z.infer<typeof stayVoucherResponse>;
