// The SQL of the hotels catalogue: the destinations, one statement per search page (every room type that fits the
// party, its free units over the nights, the cheapest per hotel, filters, order, page and total) and the rooms of
// one hotel. A unit is taken by a standing stay only (not released; confirmed, or pending with a live hold): the
// NOT EXISTS probes the exclusion constraint's GiST index (room_unit_id, nights) of migration 0006.
import { sql, type SQL } from "drizzle-orm";
import type { HotelSearchQuery } from "../../contracts/stays";
import { STAY_TIMEZONE } from "../../contracts/stay-rules";
import type { ProviderLocale } from "../../http/locale";
import { baseSql, closedSql, firstNightSql, ROOM_RULES } from "../../bookings/date-rules";

/** Column suffix of the caller's language; a closed set, so it is safe to splice into the statement. */
export const suffix = (locale: ProviderLocale) => sql.raw(locale === "en" ? "en" : "ar");
export const TODAY = sql.raw(`(now() at time zone '${STAY_TIMEZONE}')::date`);

/** A stay of `alias` (reservation_stays) that still holds its nights. */
export const standing = (alias: string) =>
  sql.raw(`${alias}.released_at is null and exists (select 1 from reservations r where r.id = ${alias}.reservation_id
    and (r.status = 'confirmed' or (r.status = 'pending' and r.hold_expires_at > now())))`);

export type Stay = { checkIn: string; checkOut: string; nights: number; weekendNights: number };

/** Units of room type `rt` free for every night of the stay. */
export const freeUnits = (s: Stay) => sql`(select count(*)::int from hotel_room_units u where u.room_type_id = rt.id and not exists (
    select 1 from reservation_stays s where s.room_unit_id = u.id and s.nights && daterange(${s.checkIn}::date, ${s.checkOut}::date, '[)') and ${standing("s")}))`;

/** Price of the stay's nights for one room of type `rt`, before fee and taxes: its date rules, weekend and nightly prices. */
export const roomBase = (s: Stay) => baseSql(ROOM_RULES, s);

/** The instant free cancellation of room type `rt` at hotel `h` in city `c` ends: N days before check-in, at check-in time. */
export const freeUntil = (s: Stay) =>
  sql`case when rt.refundable then ((${s.checkIn}::date - rt.free_cancellation_days) + h.check_in_time::time) at time zone c.timezone end`;

export function citiesSql(locale: ProviderLocale): SQL {
  const l = suffix(locale);
  return sql`select c.slug, c.name_${l} as name, c.country_${l} as country, c.country_code as "countryCode",
      (select count(*)::int from hotels h where h.city = c.slug and h.archived_at is null) as hotels,
      (select count(*)::int from chalets ch where ch.city = c.slug and ch.archived_at is null) as chalets
    from cities c order by c.position, c.slug`;
}

const ORDER: Record<HotelSearchQuery["sort"], SQL> = {
  recommended: sql`h.rating desc, h.stars desc, b.base, h.id`,
  "price-asc": sql`b.base, h.id`,
  "price-desc": sql`b.base desc, h.id`,
  stars: sql`h.stars desc, b.base, h.id`,
  distance: sql`h.landmark_km, h.id`,
  rating: sql`h.rating desc, h.id`,
};

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** One row per hotel of the page, each with the page's `total`. */
export function hotelSearchSql(q: HotelSearchQuery, s: Stay, locale: ProviderLocale): SQL {
  const l = suffix(locale);
  // Archived hotels and room types are off sale; a room type with a closed night in the stay is not offered for it.
  const fits: SQL[] = [
    sql`h.city = ${q.city}`,
    sql`h.archived_at is null and rt.archived_at is null`,
    sql`rt.capacity * ${q.rooms} >= ${q.guests}`,
    sql`not ${closedSql(ROOM_RULES, s)}`,
  ];
  if (q.freeCancellation) fits.push(sql`rt.refundable and ${freeUntil(s)} > now()`);
  const priced: SQL[] = [sql`f.rooms_left >= ${q.rooms}`];
  // The price filter is per room and night, as the list shows it.
  if (q.minPrice !== undefined) priced.push(sql`f.base >= ${q.minPrice * s.nights}`);
  if (q.maxPrice !== undefined) priced.push(sql`f.base <= ${q.maxPrice * s.nights}`);
  const hotel: SQL[] = [sql`true`];
  if (q.stars?.length) hotel.push(sql`h.stars in (${list(q.stars)})`);
  if (q.amenities?.length) hotel.push(sql`h.amenities @> array[${list(q.amenities)}]::text[]`);
  return sql`
    with fit as materialized (
      select rt.id, rt.hotel_id, rt.name_${l} as name, rt.board::text as board, rt.refundable, rt.nightly_price,
        coalesce(rt.weekend_price, rt.nightly_price) as weekend_price, ${roomBase(s)} as base, ${freeUnits(s)} as rooms_left,
        ${freeUntil(s)} as free_until
      from hotel_room_types rt join hotels h on h.id = rt.hotel_id join cities c on c.slug = h.city
      where ${sql.join(fits, sql` and `)}),
    ok as (select * from fit f where ${sql.join(priced, sql` and `)}),
    best as (select distinct on (hotel_id) * from ok order by hotel_id, base, id),
    per_hotel as (select hotel_id, sum(rooms_left)::int as rooms_left, bool_or(free_until > now()) as free_cancellation from ok group by hotel_id)
    select count(*) over ()::int as total, h.id, h.name_${l} as name, c.slug as "citySlug", c.name_${l} as "cityName", c.country_${l} as country, c.country_code as "countryCode",
      h.address_${l} as address, h.stars, h.rating, h.photos[1] as photo, h.amenities, h.landmark::text as landmark, h.landmark_km as "landmarkKm",
      h.airport_km as "airportKm", h.lat, h.lng, b.id as "roomTypeId", b.name as "roomName", b.board, b.refundable, b.free_until as "freeUntil",
      b.nightly_price as "nightlyPrice", b.weekend_price as "weekendPrice", b.base, p.rooms_left as "roomsLeft", p.free_cancellation as "freeCancellation"
    from best b join hotels h on h.id = b.hotel_id join cities c on c.slug = h.city join per_hotel p on p.hotel_id = h.id
    where ${sql.join(hotel, sql` and `)}
    order by ${ORDER[q.sort]}
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`;
}

/** One row: amenities and stars with their counts of hotels, the nightly price range and the largest room, of a city. */
export function hotelFacetsSql(city: string): SQL {
  return sql`with h as materialized (select id, stars, amenities from hotels where city = ${city} and archived_at is null)
    select (select coalesce(json_agg(a order by a.count desc, a.key), '[]'::json) from (select amenity as key, count(*)::int as count from h, unnest(h.amenities) as amenity group by amenity) a) as amenities,
      (select coalesce(json_agg(s order by s.stars desc), '[]'::json) from (select stars::int as stars, count(*)::int as count from h group by stars) s) as stars,
      (select min(least(rt.nightly_price, coalesce(rt.weekend_price, rt.nightly_price)))::bigint from hotel_room_types rt where rt.hotel_id in (select id from h) and rt.archived_at is null) as min,
      (select max(greatest(rt.nightly_price, coalesce(rt.weekend_price, rt.nightly_price)))::bigint from hotel_room_types rt where rt.hotel_id in (select id from h) and rt.archived_at is null) as max,
      (select max(rt.capacity)::int from hotel_room_types rt where rt.hotel_id in (select id from h) and rt.archived_at is null) as largest`;
}

/** Hotels on sale: not archived, with at least one room type on sale (the search's rule). */
export function listedHotelsSql(): SQL {
  return sql`select h.id from hotels h where h.archived_at is null
      and exists (select 1 from hotel_room_types rt where rt.hotel_id = h.id and rt.archived_at is null) order by h.id`;
}

export function hotelSql(id: number, locale: ProviderLocale): SQL {
  const l = suffix(locale);
  return sql`select h.id, h.name_${l} as name, h.description_${l} as description, c.slug as "citySlug", c.name_${l} as "cityName",
      c.country_${l} as country, c.country_code as "countryCode", h.address_${l} as address, h.stars, h.rating, h.photos, h.amenities, h.landmark::text as landmark,
      h.landmark_km as "landmarkKm", h.airport_km as "airportKm", h.lat, h.lng, h.check_in_time as "checkInTime", h.check_out_time as "checkOutTime", h.policies_${l} as policies
    from hotels h join cities c on c.slug = h.city where h.id = ${id} and h.archived_at is null`;
}

/** The hotel's room types on sale; with a stay, their free units (none when a night is closed), base price, first night and free-cancellation instant. */
export function hotelRoomsSql(id: number, locale: ProviderLocale, s: Stay | null): SQL {
  const l = suffix(locale);
  const dated = s
    ? sql`case when ${closedSql(ROOM_RULES, s)} then 0 else ${freeUnits(s)} end as "roomsLeft", ${roomBase(s)} as base, ${firstNightSql(ROOM_RULES, s)} as "firstNight", ${freeUntil(s)} as "freeUntil"`
    : sql`null::int as "roomsLeft", null::bigint as base, null::bigint as "firstNight", null::timestamptz as "freeUntil"`;
  return sql`select rt.id, rt.name_${l} as name, rt.capacity, rt.bed_type::text as "bedType", rt.board::text as board, rt.size_sqm as "sizeSqm",
      rt.photo, rt.nightly_price as "nightlyPrice", coalesce(rt.weekend_price, rt.nightly_price) as "weekendPrice", rt.refundable,
      rt.free_cancellation_days as "freeCancellationDays", (select count(*)::int from hotel_room_units u where u.room_type_id = rt.id) as units,
      h.check_in_time as "checkInTime", c.timezone, ${dated}
    from hotel_room_types rt join hotels h on h.id = rt.hotel_id join cities c on c.slug = h.city
    where rt.hotel_id = ${id} and rt.archived_at is null order by rt.nightly_price, rt.id`;
}
