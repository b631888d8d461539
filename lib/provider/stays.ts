// Hotels and chalets from the provider (cities, facets, search, details): the only module that knows their paths;
// wire shapes are mapped to the app's own types here. Search answers are cached a minute per query (the "search"
// lifetime, lib/cache/profiles.mjs); a stay's dated page and its booking read the provider fresh per request.
import "server-only";
import { cache } from "react";
import { cacheLife, cacheTag } from "next/cache";
import { CONTENT_TAG_NAMES } from "@/lib/cache/tags";
import type { Locale } from "@/lib/i18n/routing";
import {
  chaletDetails,
  chaletSearchResponse,
  hotelDetails,
  hotelSearchResponse,
  stayCityListResponse,
  stayFacetsResponse,
  type ChaletDetails,
  type ChaletItem,
  type ChaletSearchQuery,
  type ChaletSearchResponse,
  type HotelDetails,
  type HotelItem,
  type HotelRoom,
  type HotelSearchQuery,
  type HotelSearchResponse,
  type HouseRules,
  type StayCity,
  type StayFacets,
  type StayQuote,
} from "@/provider/contracts/stays";
import type { TaxLine } from "@/provider/contracts/taxes";
import { stayTermsView, type StayOrTaxiTermsView } from "@/lib/reservations/booking-terms";
import type { ProviderService } from "@/lib/endpoints";
import { providerRequest, ProviderRequestError } from "./client";

export type StayKind = "hotel" | "chalet";

export type StayCityOption = { slug: string; name: string; country: string; hotels: number; chalets: number };

/** The lines of a stay's price, SAR minor units; `taxes`: the named lines of the stay's country, `tax` their sum. */
export type StayPrice = {
  nights: number;
  weekendNights: number;
  perNight: number;
  base: number;
  serviceFee: number;
  tax: number;
  taxes: TaxLine[];
  total: number;
};

export type StayPosition = { lat: number; lng: number };

export type HotelCard = {
  kind: "hotel";
  id: number;
  name: string;
  city: string;
  address: string;
  stars: number;
  rating: number;
  photo: string | null;
  amenities: string[];
  landmark: { key: HotelItem["landmark"]["key"]; km: number };
  roomName: string;
  board: HotelItem["cheapestRoom"]["board"];
  freeCancellationUntil: string | null;
  price: StayPrice;
  roomsLeft: number;
  freeCancellation: boolean;
};

export type ChaletCard = {
  kind: "chalet";
  id: number;
  name: string;
  city: string;
  district: string;
  capacity: number;
  bedrooms: number;
  privatePool: boolean;
  amenities: string[];
  rating: number;
  photo: string | null;
  nightlyPrice: number;
  weekendPrice: number;
  freeCancellationUntil: string | null;
  price: StayPrice | null;
};

export type StayPage<T> = {
  nights: number;
  weekendNights: number;
  items: T[];
  total: number;
  page: number;
  pageCount: number;
  /** Chalets left out because they take only longer stays: how many, and the shortest minimum among them. */
  longerStays: { count: number; minNights: number } | null;
};

export type StayFilters = {
  amenities: { key: string; count: number }[];
  stars: { stars: number; count: number }[];
  price: { min: number; max: number } | null;
  /** The most guests one room (hotels) or one chalet of the city takes. */
  largestParty: number | null;
};

export type HotelRoomView = {
  id: number;
  name: string;
  capacity: number;
  bedType: HotelRoom["bedType"];
  board: HotelRoom["board"];
  sizeSqm: number;
  photo: string | null;
  nightlyPrice: number;
  weekendPrice: number;
  refundable: boolean;
  freeCancellationUntil: string | null;
  /** With dates: the cancellation terms a booking gets, as the voucher will print them. */
  terms: StayOrTaxiTermsView | null;
  /** Null without dates. */
  roomsLeft: number | null;
  price: StayPrice | null;
};

export type HotelPage = {
  id: number;
  name: string;
  city: string;
  address: string;
  stars: number;
  rating: number;
  description: string;
  photos: string[];
  amenities: string[];
  landmark: { key: HotelItem["landmark"]["key"]; km: number };
  airportKm: number;
  position: StayPosition;
  checkInTime: string;
  checkOutTime: string;
  policies: string;
  rooms: HotelRoomView[];
};

export type ChaletPage = {
  id: number;
  name: string;
  city: string;
  district: string;
  description: string;
  photos: string[];
  capacity: number;
  bedrooms: number;
  bathrooms: number;
  privatePool: boolean;
  amenities: string[];
  rating: number;
  position: StayPosition;
  nightlyPrice: number;
  weekendPrice: number;
  rules: HouseRules;
  freeCancellationUntil: string | null;
  /** With dates: the cancellation terms a booking gets, as the voucher will print them. */
  terms: StayOrTaxiTermsView | null;
  price: StayPrice | null;
  /** Null without dates. */
  available: boolean | null;
  /** With dates: a night of them is closed by the admin (then not available). */
  closed: boolean;
  /** The shortest stay it takes. */
  minNights: number;
  /** Taken off sale by the admin: never bookable. */
  archived: boolean;
};

/** A search's answer: results, the provider's field errors (message keys per field), or a failure to show. */
export type StaySearchOutcome<T> =
  { kind: "ok"; page: StayPage<T> } | { kind: "invalid"; message: string; fields: Record<string, string> } | { kind: "error"; message: string };

function toPrice(quote: StayQuote): StayPrice {
  return {
    nights: quote.nights,
    weekendNights: quote.weekendNights,
    perNight: quote.perNight,
    base: quote.base,
    serviceFee: quote.serviceFee,
    tax: quote.tax,
    taxes: quote.taxes,
    total: quote.total,
  };
}

export function toCityOption(wire: StayCity): StayCityOption {
  return { slug: wire.slug, name: wire.name, country: wire.country, hotels: wire.hotels, chalets: wire.chalets };
}

export function toHotelCard(wire: HotelItem): HotelCard {
  const room = wire.cheapestRoom;
  return {
    kind: "hotel",
    id: wire.id,
    name: wire.name,
    city: wire.city.name,
    address: wire.address,
    stars: wire.stars,
    rating: wire.rating,
    photo: wire.photo,
    amenities: wire.amenities,
    landmark: { key: wire.landmark.key, km: wire.landmark.km },
    roomName: room.name,
    board: room.board,
    freeCancellationUntil: room.freeCancellationUntil,
    price: toPrice(room.quote),
    roomsLeft: wire.roomsLeft,
    freeCancellation: wire.freeCancellation,
  };
}

export function toChaletCard(wire: ChaletItem): ChaletCard {
  return {
    kind: "chalet",
    id: wire.id,
    name: wire.name,
    city: wire.city.name,
    district: wire.district,
    capacity: wire.capacity,
    bedrooms: wire.bedrooms,
    privatePool: wire.privatePool,
    amenities: wire.amenities,
    rating: wire.rating,
    photo: wire.photo,
    nightlyPrice: wire.nightlyPrice,
    weekendPrice: wire.weekendPrice,
    freeCancellationUntil: wire.freeCancellationUntil,
    price: wire.quote ? toPrice(wire.quote) : null,
  };
}

function toPage<W, T>(wire: HotelSearchResponse | ChaletSearchResponse, items: W[], map: (w: W) => T): StayPage<T> {
  return {
    nights: wire.nights,
    weekendNights: wire.weekendNights,
    items: items.map(map),
    total: wire.total,
    page: wire.page,
    pageCount: wire.pageCount,
    longerStays: "longerStays" in wire ? wire.longerStays : null,
  };
}

export function toFilters(wire: StayFacets): StayFilters {
  return { amenities: wire.amenities, stars: wire.stars, price: wire.price, largestParty: wire.largestParty };
}

export function toHotelPage(wire: HotelDetails, checkIn?: string): HotelPage {
  return {
    id: wire.id,
    name: wire.name,
    city: wire.city.name,
    address: wire.address,
    stars: wire.stars,
    rating: wire.rating,
    description: wire.description,
    photos: wire.photos,
    amenities: wire.amenities,
    landmark: { key: wire.landmark.key, km: wire.landmark.km },
    airportKm: wire.airportKm,
    position: { lat: wire.lat, lng: wire.lng },
    checkInTime: wire.checkInTime,
    checkOutTime: wire.checkOutTime,
    policies: wire.policies,
    rooms: wire.rooms.map((r) => ({
      id: r.id,
      name: r.name,
      capacity: r.capacity,
      bedType: r.bedType,
      board: r.board,
      sizeSqm: r.sizeSqm,
      photo: r.photo,
      nightlyPrice: r.nightlyPrice,
      weekendPrice: r.weekendPrice,
      refundable: r.refundable,
      freeCancellationUntil: r.freeCancellationUntil,
      terms: r.cancellationTerms && checkIn ? stayTermsView("hotel", r.cancellationTerms, checkIn, wire.checkInTime) : null,
      roomsLeft: r.roomsLeft,
      price: r.quote ? toPrice(r.quote) : null,
    })),
  };
}

export function toChaletPage(wire: ChaletDetails, checkIn?: string): ChaletPage {
  return {
    id: wire.id,
    name: wire.name,
    city: wire.city.name,
    district: wire.district,
    description: wire.description,
    photos: wire.photos,
    capacity: wire.capacity,
    bedrooms: wire.bedrooms,
    bathrooms: wire.bathrooms,
    privatePool: wire.privatePool,
    amenities: wire.amenities,
    rating: wire.rating,
    position: { lat: wire.lat, lng: wire.lng },
    nightlyPrice: wire.nightlyPrice,
    weekendPrice: wire.weekendPrice,
    rules: wire.rules,
    freeCancellationUntil: wire.freeCancellationUntil,
    terms: wire.cancellationTerms && checkIn ? stayTermsView("chalet", wire.cancellationTerms, checkIn, wire.rules.checkIn.from) : null,
    price: wire.quote ? toPrice(wire.quote) : null,
    available: wire.available,
    closed: wire.closed === true,
    minNights: wire.minNights,
    archived: wire.archived,
  };
}

/** The parsed hotel query as the provider reads it: lists comma-separated, defaults left out. */
export function hotelSearchParams(q: HotelSearchQuery): Record<string, string | number | undefined> {
  return {
    city: q.city,
    checkIn: q.checkIn,
    checkOut: q.checkOut,
    guests: q.guests,
    rooms: q.rooms,
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
    stars: q.stars?.length ? [...q.stars].sort().join(",") : undefined,
    amenities: q.amenities?.length ? [...q.amenities].sort().join(",") : undefined,
    freeCancellation: q.freeCancellation ? "true" : undefined,
    sort: q.sort === "recommended" ? undefined : q.sort,
    page: q.page === 1 ? undefined : q.page,
  };
}

export function chaletSearchParams(q: ChaletSearchQuery): Record<string, string | number | undefined> {
  return {
    city: q.city,
    checkIn: q.checkIn,
    checkOut: q.checkOut,
    guests: q.guests,
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
    amenities: q.amenities?.length ? [...q.amenities].sort().join(",") : undefined,
    privatePool: q.privatePool ? "true" : undefined,
    familiesOnly: q.familiesOnly ? "true" : undefined,
    freeCancellation: q.freeCancellation ? "true" : undefined,
    sort: q.sort === "recommended" ? undefined : q.sort,
    page: q.page === 1 ? undefined : q.page,
  };
}

function failure(error: unknown): StaySearchOutcome<never> {
  if (error instanceof ProviderRequestError) {
    if (error.status === 400 && error.fields) {
      cacheLife("search");
      return { kind: "invalid", message: error.message, fields: error.fields };
    }
    // An outage is not kept: the next visitor asks again.
    cacheLife("searchFailure");
    return { kind: "error", message: error.message };
  }
  throw error;
}

/** Destinations with hotels or chalets, for the search form: the same for every query, cached long. */
export async function getStayCities(locale: Locale): Promise<StayCityOption[]> {
  "use cache";
  cacheTag(CONTENT_TAG_NAMES.staySearch);
  cacheLife("vocabulary");
  const wire = await providerRequest("hotels", "api/Hotels/Cities", { locale, schema: stayCityListResponse });
  return wire.map(toCityOption);
}

/** What a city's filters can offer; null when the provider cannot say (the filters then show no counts). */
export async function getStayFilters(kind: StayKind, city: string, locale: Locale): Promise<StayFilters | null> {
  "use cache";
  cacheTag(CONTENT_TAG_NAMES.staySearch);
  try {
    const wire =
      kind === "hotel"
        ? await providerRequest("hotels", "api/Hotels/Facets", { locale, query: { city }, schema: stayFacetsResponse })
        : await providerRequest("chalets", "api/Chalets/Facets", { locale, query: { city }, schema: stayFacetsResponse });
    cacheLife("vocabulary");
    return toFilters(wire);
  } catch (error) {
    if (error instanceof ProviderRequestError) {
      cacheLife("searchFailure");
      return null;
    }
    throw error;
  }
}

/**
 * One page of hotels for the query, cached per normalised query (hotelSearchParams: lists sorted, defaults left out)
 * and language for the "search" lifetime; the dated hotel page and the booking price the stay again.
 */
export function searchHotels(q: HotelSearchQuery, locale: Locale): Promise<StaySearchOutcome<HotelCard>> {
  return cachedHotelSearch(JSON.stringify(hotelSearchParams(q)), locale);
}

async function cachedHotelSearch(params: string, locale: Locale): Promise<StaySearchOutcome<HotelCard>> {
  "use cache";
  cacheTag(CONTENT_TAG_NAMES.staySearch);
  try {
    const query = JSON.parse(params) as Record<string, string | number | undefined>;
    const wire = await providerRequest("hotels", "api/Hotels/Search", { locale, query, schema: hotelSearchResponse });
    cacheLife("search");
    return { kind: "ok", page: toPage(wire, wire.items, toHotelCard) };
  } catch (error) {
    return failure(error);
  }
}

/** One page of chalets for the query, cached as the hotels' are. */
export function searchChalets(q: ChaletSearchQuery, locale: Locale): Promise<StaySearchOutcome<ChaletCard>> {
  return cachedChaletSearch(JSON.stringify(chaletSearchParams(q)), locale);
}

async function cachedChaletSearch(params: string, locale: Locale): Promise<StaySearchOutcome<ChaletCard>> {
  "use cache";
  cacheTag(CONTENT_TAG_NAMES.staySearch);
  try {
    const query = JSON.parse(params) as Record<string, string | number | undefined>;
    const wire = await providerRequest("chalets", "api/Chalets/Search", { locale, query, schema: chaletSearchResponse });
    cacheLife("search");
    return { kind: "ok", page: toPage(wire, wire.items, toChaletCard) };
  } catch (error) {
    return failure(error);
  }
}

type DetailsDates = { checkIn?: string; checkOut?: string; guests?: number };

async function details<W, T>(
  service: ProviderService,
  path: string,
  id: string,
  dates: DetailsDates,
  locale: Locale,
  schema: import("zod").ZodType<W>,
  map: (w: W, checkIn?: string) => T,
): Promise<T | "missing"> {
  // Only ids the provider could know are asked for; anything else is missing without a call.
  if (!/^[1-9]\d{0,8}$/.test(id)) return "missing";
  try {
    const wire = await providerRequest(service, `${path}/${id}`, {
      locale,
      query: { checkIn: dates.checkIn, checkOut: dates.checkOut, guests: dates.guests },
      schema,
    });
    return map(wire, dates.checkIn);
  } catch (error) {
    if (error instanceof ProviderRequestError && error.status === 404) return "missing";
    throw error;
  }
}

// React's `cache` compares arguments by identity: the dates travel as strings and numbers, so a page's metadata and
// body asking for the same dates (each with an object of its own) share one read.
const hotelFor = cache((id: string, checkIn: string | undefined, checkOut: string | undefined, guests: number | undefined, locale: Locale) =>
  details("hotels", "api/Hotels", id, { checkIn, checkOut, guests }, locale, hotelDetails, toHotelPage),
);
const chaletFor = cache((id: string, checkIn: string | undefined, checkOut: string | undefined, guests: number | undefined, locale: Locale) =>
  details("chalets", "api/Chalets", id, { checkIn, checkOut, guests }, locale, chaletDetails, toChaletPage),
);

/**
 * One hotel with its rooms priced and counted for the dates when given; "missing" for an unknown id (the page's 404).
 * Read fresh for every request: rooms left and dated prices are what the booking form charges.
 */
export const getHotel = (id: string, dates: DetailsDates, locale: Locale) => hotelFor(id, dates.checkIn, dates.checkOut, dates.guests, locale);

/** One chalet priced for the dates when given; "missing" for an unknown id. Read fresh for every request. */
export const getChalet = (id: string, dates: DetailsDates, locale: Locale) => chaletFor(id, dates.checkIn, dates.checkOut, dates.guests, locale);
