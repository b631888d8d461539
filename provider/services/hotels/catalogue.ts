// GET api/Hotels/Cities, api/Hotels/Search and api/Hotels/:id — the public hotels catalogue, in the caller's language.
import type { SQL } from "drizzle-orm";
import { countNights } from "../../contracts/stay-rules";
import { priceLines, type TaxedService } from "../../contracts/taxes";
import {
  hotelDetails,
  hotelSearchQuery,
  hotelSearchResponse,
  stayCityListResponse,
  stayDetailsQuery,
  stayFacetsQuery,
  stayFacetsResponse,
  stayIdParams,
  stayListedResponse,
  type HotelDetails,
  type HotelSearchQuery,
  type HotelSearchResponse,
  type StayCity,
  type StayDetailsQuery,
  type StayFacets,
  type StayQuote,
} from "../../contracts/stays";
import { getDb } from "../../db/client";
import { stayTerms, termsOnWire } from "../../bookings/terms";
import { notFound } from "../../http/errors";
import type { ProviderLocale } from "../../http/locale";
import type { Service } from "../../http/service";
import { iso, rowsOf } from "../search-flight/rows";
import { citiesSql, hotelFacetsSql, hotelRoomsSql, hotelSearchSql, hotelSql, listedHotelsSql, type Stay } from "./search-sql";
import { dbIdOf } from "../../contracts/ids";

type Landmark = HotelDetails["landmark"]["key"];
type Board = HotelDetails["rooms"][number]["board"];
type Bed = HotelDetails["rooms"][number]["bedType"];

/** Ids are positive integers a column holds; anything else is simply unknown (404, not 400). */
export const idOf = dbIdOf;

export const stayOf = (checkIn: string, checkOut: string): Stay => ({ checkIn, checkOut, ...countNights(checkIn, checkOut) });

/** The price lines of `rooms` rooms over the stay, with the taxes of the stay's country; perNight is one room's average night. */
export function quoteOf(base: number, s: Stay, where: Omit<TaxedService, "roomNights">, rooms = 1): StayQuote {
  const lines = priceLines(base * rooms, { ...where, roomNights: rooms * s.nights });
  return { nights: s.nights, weekendNights: s.weekendNights, perNight: Math.round(base / s.nights), ...lines, currency: "SAR" };
}

type FacetsRow = {
  amenities: StayFacets["amenities"] | string;
  stars: StayFacets["stars"] | string;
  min: number | null;
  max: number | null;
  largest: number | null;
};
const parsed = <T>(v: T | string): T => (typeof v === "string" ? (JSON.parse(v) as T) : v);

/** A facets statement's row (json columns arrive parsed from both drivers, but tolerate text) → the answer. */
export async function readFacets(statement: SQL): Promise<StayFacets> {
  const [row] = rowsOf<FacetsRow>(await (await getDb()).execute(statement));
  return {
    amenities: row ? parsed(row.amenities) : [],
    stars: row ? parsed(row.stars) : [],
    price: row && row.min !== null && row.max !== null ? { min: row.min, max: row.max } : null,
    largestParty: row?.largest ?? null,
  };
}

export async function listCities(locale: ProviderLocale): Promise<StayCity[]> {
  return rowsOf<StayCity>(await (await getDb()).execute(citiesSql(locale)));
}

type SearchRow = {
  total: number;
  id: number;
  name: string;
  citySlug: string;
  cityName: string;
  country: string;
  countryCode: string;
  address: string;
  stars: number;
  rating: number;
  photo: string | null;
  amenities: string[];
  landmark: Landmark;
  landmarkKm: number;
  airportKm: number;
  lat: number;
  lng: number;
  roomTypeId: number;
  roomName: string;
  board: Board;
  refundable: boolean;
  freeUntil: Date | string | null;
  nightlyPrice: number;
  weekendPrice: number;
  base: number;
  roomsLeft: number;
  freeCancellation: boolean;
};

export async function searchHotels(q: HotelSearchQuery, locale: ProviderLocale, now = Date.now()): Promise<HotelSearchResponse> {
  const s = stayOf(q.checkIn, q.checkOut);
  const rows = rowsOf<SearchRow>(await (await getDb()).execute(hotelSearchSql(q, s, locale)));
  const total = rows[0]?.total ?? 0;
  return {
    nights: s.nights,
    weekendNights: s.weekendNights,
    items: rows.map((r) => {
      const freeUntil = r.freeUntil === null ? null : iso(r.freeUntil);
      return {
        id: r.id,
        name: r.name,
        city: { slug: r.citySlug, name: r.cityName, country: r.country },
        address: r.address,
        stars: r.stars,
        rating: r.rating / 10,
        photo: r.photo,
        amenities: r.amenities,
        landmark: { key: r.landmark, km: r.landmarkKm },
        airportKm: r.airportKm,
        lat: r.lat,
        lng: r.lng,
        cheapestRoom: {
          roomTypeId: r.roomTypeId,
          name: r.roomName,
          board: r.board,
          refundable: r.refundable,
          // A deadline already behind us is no free cancellation at all.
          freeCancellationUntil: freeUntil && Date.parse(freeUntil) > now ? freeUntil : null,
          nightlyPrice: r.nightlyPrice,
          weekendPrice: r.weekendPrice,
          quote: quoteOf(r.base, s, { kind: "hotel", country: r.countryCode }, q.rooms),
        },
        roomsLeft: r.roomsLeft,
        freeCancellation: r.freeCancellation,
      };
    }),
    total,
    page: q.page,
    pageSize: q.pageSize,
    pageCount: Math.ceil(total / q.pageSize),
  };
}

type HotelRow = Omit<HotelDetails, "city" | "landmark" | "rooms" | "rating"> & {
  citySlug: string;
  cityName: string;
  country: string;
  countryCode: string;
  rating: number;
  landmark: Landmark;
  landmarkKm: number;
};
type RoomRow = Omit<HotelDetails["rooms"][number], "quote" | "freeCancellationUntil" | "cancellationTerms" | "board" | "bedType"> & {
  checkInTime: string;
  timezone: string;
  board: Board;
  bedType: Bed;
  base: number | null;
  firstNight: number | null;
  freeUntil: Date | string | null;
};

export async function getHotel(rawId: string, q: StayDetailsQuery, locale: ProviderLocale, now = Date.now()): Promise<HotelDetails> {
  const id = idOf(rawId);
  if (id === null) throw notFound("HOTEL_NOT_FOUND");
  const db = await getDb();
  const s = q.checkIn && q.checkOut ? stayOf(q.checkIn, q.checkOut) : null;
  const [[h], rooms] = await Promise.all([
    db.execute(hotelSql(id, locale)).then((r) => rowsOf<HotelRow>(r)),
    db.execute(hotelRoomsSql(id, locale, s)).then((r) => rowsOf<RoomRow>(r)),
  ]);
  if (!h) throw notFound("HOTEL_NOT_FOUND");
  const { citySlug, cityName, country, countryCode, landmark, landmarkKm, rating, ...hotel } = h;
  return {
    ...hotel,
    rating: rating / 10,
    city: { slug: citySlug, name: cityName, country },
    landmark: { key: landmark, km: landmarkKm },
    rooms: rooms.map(({ base, firstNight, freeUntil, checkInTime, timezone, ...room }) => {
      const until = freeUntil === null ? null : iso(freeUntil);
      return {
        ...room,
        freeCancellationUntil: until && Date.parse(until) > now ? until : null,
        cancellationTerms: s
          ? termsOnWire(
              stayTerms(
                { ...room, checkIn: s.checkIn, checkInTime, timezone, firstNightPrice: firstNight ?? undefined, kind: "hotel", country: countryCode },
                now,
              ),
            )
          : null,
        quote: s && base !== null ? quoteOf(base, s, { kind: "hotel", country: countryCode }) : null,
      };
    }),
  };
}

export function registerHotelCatalogueRoutes(svc: Service): void {
  svc.get(
    "api/Hotels/Cities",
    {
      summary: "Destinations of stays (city slug, name and country in the caller's language) with their numbers of hotels and chalets",
      access: "public",
      response: stayCityListResponse,
    },
    ({ locale }) => listCities(locale),
  );

  svc.get(
    "api/Hotels/Search",
    {
      summary:
        "Hotels of a city free for the nights [checkIn, checkOut) for `guests` in `rooms` rooms: each with its cheapest fitting room type (board, refundable and until when, nightly and Thursday/Friday price, the stay's price lines: the 5 % service fee and the taxes of the city's country, each named — Saudi Arabia VAT 15 %, Egypt the hotel service charge 12 % and VAT 14 %, the UAE VAT 5 % and the tourism fee per room-night, Jordan sales tax 16 %) and the rooms left; filters price per night, stars 1–5, amenities (all of them), free cancellation; sorts recommended, price-asc, price-desc, stars, distance (to the city's landmark: the Haram, the Corniche, the centre), rating; paged. Check-in in the past, check-out not after check-in, more than 30 nights: 400 with the field's message",
      access: "public",
      query: hotelSearchQuery,
      response: hotelSearchResponse,
    },
    ({ query, locale }) => searchHotels(query, locale),
  );

  // Registered before api/Hotels/:id, which would otherwise take "Facets" for an id.
  svc.get(
    "api/Hotels/Facets",
    {
      summary: "What a city's hotel filters can offer: amenities and stars with their counts of hotels, and the nightly price range",
      access: "public",
      query: stayFacetsQuery,
      response: stayFacetsResponse,
    },
    ({ query }) => readFacets(hotelFacetsSql(query.city)),
  );

  // Registered before api/Hotels/:id, like Facets.
  svc.get(
    "api/Hotels/Listed",
    {
      summary: "Every hotel on sale (not archived, with a room type on sale), by id: what the sitemap lists. updatedAt: null (not kept for hotels)",
      access: "public",
      response: stayListedResponse,
    },
    async () => rowsOf<{ id: number }>(await (await getDb()).execute(listedHotelsSql())).map((row) => ({ id: row.id, updatedAt: null })),
  );

  svc.get(
    "api/Hotels/:id",
    {
      summary:
        "A hotel (stars, rating, address and map position, photos, amenities, landmark and airport distances, check-in and check-out times) with its room types (capacity, bed, board, size, prices, refundable with free-cancellation days, rooms); with checkIn and checkOut each room also answers the rooms left, the free-cancellation instant and the stay's price lines. 404 HOTEL_NOT_FOUND",
      access: "public",
      params: stayIdParams,
      query: stayDetailsQuery,
      response: hotelDetails,
    },
    ({ params, query, locale }) => getHotel(params.id, query, locale),
  );
}
