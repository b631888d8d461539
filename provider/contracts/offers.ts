// Wire contracts of offer-backend's public catalogue: offers (list, facets, details) and popular destinations.
// Validation messages are keys of the app's `Validation` namespace (messages/*.json).
//
// Decisions the UI must follow:
// - Money is an integer in SAR minor units (halalas), like every price of the provider.
// - Texts (title, description, terms, city and country names) come in the caller's language (Accept-Language or
//   ?lang=); codes (type, IATA airports, tags, status) are language-neutral and the app names them.
// - Dates are the offer's first and last day (YYYY-MM-DD, both included); createdAt/updatedAt are ISO instants.
import { z } from "zod";
import { dbId } from "./ids";
import {
  OFFER_MAX_PAGE,
  OFFER_MAX_PAGE_SIZE,
  OFFER_PAGE_SIZE,
  OFFER_SEARCH_MAX_LENGTH,
  OFFER_SORTS,
  OFFER_STATUSES,
  OFFER_TAG_MAX_LENGTH,
  OFFER_TAG_PATTERN,
  OFFER_TYPES,
} from "./offer-rules";
import { count, csv, emptyToUndefined, iataCode, money } from "./query";

export * from "./offer-rules";

export const offerType = z.enum(OFFER_TYPES, { error: "offerTypeInvalid" });
export const offerStatus = z.enum(OFFER_STATUSES);

// ---------- GET offer-backend api/Offers ----------

const flag = z.preprocess(
  (v) => (v === "" || v === undefined ? undefined : v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v),
  z.boolean({ error: "flagInvalid" }).default(false),
);

export const offerListQuery = z
  .object({
    /** Any of these types (comma-separated). */
    type: csv(offerType, "offerTypeInvalid"),
    /** Any of these destination airports (IATA, comma-separated). */
    destination: csv(iataCode("destinationInvalid"), "destinationInvalid"),
    /** Offers carrying any of these tags (comma-separated slugs). */
    tags: csv(z.string().max(OFFER_TAG_MAX_LENGTH).regex(OFFER_TAG_PATTERN), "tagsInvalid"),
    /** Price bounds, SAR minor units, both included. */
    minPrice: money,
    maxPrice: money,
    sort: z.preprocess(emptyToUndefined, z.enum(OFFER_SORTS, { error: "sortInvalid" }).default("featured")),
    page: count(1, OFFER_MAX_PAGE, "pageInvalid", 1),
    pageSize: count(1, OFFER_MAX_PAGE_SIZE, "pageSizeInvalid", OFFER_PAGE_SIZE),
    /** Words to find in the title, description or destination city, in either language (a site search's entry). */
    q: z.preprocess(
      (v) => (typeof v === "string" ? v.replace(/\s+/g, " ").trim() || undefined : v),
      z
        .string({ error: "searchInvalid" })
        .max(OFFER_SEARCH_MAX_LENGTH, "searchInvalid")
        .regex(/^[^\p{Cc}]*$/u, "searchInvalid")
        .optional(),
    ),
    /** Expired offers are left out unless asked for (an archive, an admin view). */
    includeExpired: flag,
  })
  .superRefine((v, ctx) => {
    if (v.minPrice !== undefined && v.maxPrice !== undefined && v.minPrice > v.maxPrice)
      ctx.addIssue({ code: "custom", path: ["maxPrice"], message: "priceRange" });
  });
/** What a URL may hold (strings); `OfferListQuery` is the parsed, defaulted value. */
export type OfferListInput = z.input<typeof offerListQuery>;
export type OfferListQuery = z.output<typeof offerListQuery>;

export const offerItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  type: offerType,
  /** IATA code; null for stays and other offers without an origin. */
  origin: z.string().nullable(),
  /** The origin's city in the caller's language; null when there is no origin or the airport is unknown. */
  originCity: z.string().nullable(),
  destination: z.string(),
  destinationCity: z.string().nullable(),
  destinationCountry: z.string().nullable(),
  price: z.number().int(),
  /** Price before the discount; null when the offer is not a discount. */
  originalPrice: z.number().int().nullable(),
  /** originalPrice − price and its share of originalPrice in whole percent; null when nothing is saved. */
  saving: z.number().int().nullable(),
  savingPercent: z.number().int().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  /** A stay's nights from the check-in the traveller picks; null for a flight or a taxi, or a stay that leaves them to the traveller. */
  nights: z.number().int().nullable(),
  /** Places still bookable. */
  availability: z.number().int(),
  /** Public path of the image (served by the app, e.g. /images/offers/dubai-weekend.jpg). */
  image: z.string().nullable(),
  providerName: z.string(),
  bookingLink: z.string().nullable(),
  tags: z.array(z.string()),
  isFeatured: z.boolean(),
  status: offerStatus,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OfferItem = z.infer<typeof offerItem>;

export const offerListResponse = z.object({
  items: z.array(offerItem),
  /** Offers matching the filters, on every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
});
export type OfferListResponse = z.infer<typeof offerListResponse>;

// ---------- GET offer-backend api/Offers/Facets ----------

/** What the filters can offer: counted over every current (not expired) offer, before any filter. */
export const offerFacetsResponse = z.object({
  types: z.array(z.object({ type: offerType, count: z.number().int() })),
  destinations: z.array(z.object({ code: z.string(), city: z.string().nullable(), country: z.string().nullable(), count: z.number().int() })),
  tags: z.array(z.object({ tag: z.string(), count: z.number().int() })),
  /** Null when there is no current offer. */
  price: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});
export type OfferFacetsResponse = z.infer<typeof offerFacetsResponse>;

// ---------- GET offer-backend api/Offers/:id ----------

/** Any string: a malformed id is a 404 OFFER_NOT_FOUND, like an unknown one. */
export const offerIdParams = z.object({ id: z.string() });

/**
 * The cancellation terms a booking made now would store (offer-backend's Reservations copy them): free for
 * `freeHours` after booking (0: no free period), then `feePercent` of the total (0: always free, 100: nothing back);
 * never after the offer's last day.
 */
export const offerCancellation = z.object({ freeHours: z.number().int(), feePercent: z.number().int() });
export type OfferCancellation = z.infer<typeof offerCancellation>;

/** Expired offers are answered too (status "expired"): their page says booking is over. */
export const offerDetails = offerItem.extend({
  /** What the price includes and the conditions, plain text with line breaks; never the cancellation terms. */
  terms: z.string(),
  cancellation: offerCancellation,
});
export type OfferDetails = z.infer<typeof offerDetails>;

// ---------- GET offer-backend api/Destinations ----------

export const destinationItem = z.object({
  id: z.number().int(),
  /** IATA code of the city's airport: the flight search's `to`. */
  code: z.string(),
  city: z.string(),
  country: z.string(),
  image: z.string().nullable(),
  sortOrder: z.number().int(),
  /**
   * The cheapest bookable upcoming flight landing there: its all-in adult price (SAR minor units), origin airport
   * and local departure date, to prefill the search. All null when no flight is on sale.
   */
  fromPrice: z.number().int().nullable(),
  origin: z.string().nullable(),
  originCity: z.string().nullable(),
  date: z.string().nullable(),
});
export type DestinationItem = z.infer<typeof destinationItem>;
export const destinationListResponse = z.array(destinationItem);

// ---------- offer-backend api/Favorites (signed in) ----------
//   GET    api/Favorites            → offerFavoriteListResponse (newest first)
//   POST   api/Favorites            offerFavoriteRequest → offerFavoriteResponse (201; 404 OFFER_NOT_FOUND; 409 ALREADY_IN_FAVORITES)
//   DELETE api/Favorites/:offerId   → 204 (idempotent)
// Flights keep theirs on flight-backend; both live in one favorites table, one row per saved thing.

export const offerFavoriteRequest = z.object({
  offerId: dbId("offerInvalid"),
});
export type OfferFavoriteRequest = z.input<typeof offerFavoriteRequest>;
export const offerFavoriteParams = z.object({ offerId: z.string() });

/** The saved offer as the catalogue shows it today (expired and sold-out ones stay in the list with their status). */
export const offerFavoriteResponse = z.object({ offerId: z.number().int(), createdAt: z.string(), offer: offerItem });
export type OfferFavoriteResponse = z.infer<typeof offerFavoriteResponse>;
export const offerFavoriteListResponse = z.array(offerFavoriteResponse);
