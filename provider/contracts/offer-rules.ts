// Offer constants that need no schema, so the offers page's URL parser and filters can use them in the browser
// without loading zod. provider/contracts/offers.ts re-exports all of it.
export const OFFER_TYPES = ["flight", "hotel", "package", "chalet", "taxi"] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/**
 * - upcoming: bookable, starts after today;  active: bookable today;
 * - soldOut: not expired but no place left (availability 0);  expired: its last day is past (SPEC §4 "booking is over").
 * "Today" is the date in Saudi Arabia (Asia/Riyadh), the product's home, on the server and in the app alike.
 */
export const OFFER_STATUSES = ["upcoming", "active", "soldOut", "expired"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_TIMEZONE = "Asia/Riyadh";

/**
 * featured: bookable first, then featured, then active before upcoming, then ending soonest (the default);
 * the others order by what they name. Every order puts sold-out (and, when asked for, expired) offers last.
 */
export const OFFER_SORTS = ["featured", "price-asc", "price-desc", "ending-soon", "biggest-saving", "newest"] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

export const OFFER_PAGE_SIZE = 12;
export const OFFER_MAX_PAGE_SIZE = 48;
/** Deep pages are refused rather than scanned: nobody pages past a thousand. */
export const OFFER_MAX_PAGE = 1000;

/** Tags are language-neutral slugs; the app names them (messages `OfferTags`). */
export const OFFER_TAG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const OFFER_TAG_MAX_LENGTH = 30;

/** The longest text search an offers list takes. */
export const OFFER_SEARCH_MAX_LENGTH = 80;

/** Travellers one offer booking may take (and never more than the places left). */
export const MAX_OFFER_TRAVELERS = 20;

/** Offers whose booking is a stay (check-in, then nights): a package is its flights and its hotel nights. */
export const OFFER_STAY_TYPES = ["hotel", "package", "chalet"] as const satisfies readonly OfferType[];
/** Offers whose booking names every traveller as on their passport (a flight is in them); the others name the lead only. */
export const OFFER_NAMED_TYPES = ["flight", "package"] as const satisfies readonly OfferType[];
/** A stay offer's nights (the admin's, or the traveller's when the offer does not fix them). */
export const OFFER_MAX_NIGHTS = 30;

export const isStayOffer = (type: OfferType) => (OFFER_STAY_TYPES as readonly OfferType[]).includes(type);
export const namesEveryTraveler = (type: OfferType) => (OFFER_NAMED_TYPES as readonly OfferType[]).includes(type);
