// The SQL of one search leg (offset 0 keeps each flight's subqueries from being inlined twice). Every statement starts from flights_route_date_idx (departure airport,
// arrival airport, date) and reaches the few flights of that day through their primary keys, so its
// cost does not grow with the size of the schedule.
import { sql, type SQL } from "drizzle-orm";
import { TIME_BUCKETS, type FareClass, type FlightSearch } from "../../contracts/flights";

export type LegKey = { fromId: number; toId: number; date: string; cabin: FareClass; seated: number };

/** Seats of the cabin held by an unexpired pending or a confirmed reservation. */
export function takenSeatsSql(flightId: SQL, cabin: SQL): SQL {
  return sql`(select count(*)::int from reservation_seats rs
      join reservations r on r.id = rs.reservation_id
      join plane_seats ps on ps.id = rs.seat_id
      where rs.flight_id = ${flightId} and ps.class = ${cabin}
        and (r.status = 'confirmed' or (r.status = 'pending' and r.hold_expires_at > now())))`;
}

/** A flight's fare in a cabin before tax and fees: the cabin's price and its cheapest fare type (index-only: migration 0026). */
const FARE = sql`fc.price + coalesce((select min(t.price) from flight_tickets t where t.flight_id = f.id), 0)`;

/** Which flights of a route may be booked in a cabin on some days: what a search and the price calendar both read. */
function bookableSql(key: Omit<LegKey, "date" | "seated">, dates: SQL): SQL {
  return sql`f.departure_airport_id = ${key.fromId} and f.arrival_airport_id = ${key.toId} and ${dates}
      and f.status = 'scheduled' and f.departure_at > now()`;
}

/**
 * Bookable flights of a route and day in a cabin with room for the party, one row each with the
 * cheapest all-in adult price (class + cheapest fare type + tax + fees − discount).
 */
function legSql(key: LegKey, dates: SQL): SQL {
  const cabin = sql`${key.cabin}::fare_class`;
  return sql`
    select f.id, f.flight_number, f.date::text as date, f.departure_at, f.arrival_at, f.departure_minute,
      f.duration_minutes, f.stops_count, f.status::text as status,
      c.code as airline_code, c.name_ar as airline_name_ar, c.name_en as airline_name_en, c.logo as airline_logo,
      ${FARE} as fare, f.tax, f.service_fees, f.discount, fc.seat_capacity - ${takenSeatsSql(sql`f.id`, cabin)} as seats_available
    from flights f
    join flight_classes fc on fc.flight_id = f.id and fc.class = ${cabin}
    join companies c on c.id = f.company_id
    where ${bookableSql(key, dates)}
    offset 0`;
}

function withPrice(inner: SQL, seated: number): SQL {
  return sql`(select l.*, greatest(0, l.fare + l.tax + l.service_fees - l.discount)::bigint as adult_price
    from (${inner}) l where l.seats_available >= ${seated}) leg`;
}

function filtersSql(search: FlightSearch): SQL {
  const parts: SQL[] = [sql`true`];
  if (search.stops?.length) {
    const stops = search.stops.map((s) => (s === 2 ? sql`leg.stops_count >= 2` : sql`leg.stops_count = ${s}`));
    parts.push(sql`(${sql.join(stops, sql` or `)})`);
  }
  if (search.times?.length) {
    const ranges = search.times.map((t) => sql`(leg.departure_minute >= ${TIME_BUCKETS[t][0]} and leg.departure_minute < ${TIME_BUCKETS[t][1]})`);
    parts.push(sql`(${sql.join(ranges, sql` or `)})`);
  }
  if (search.airlines?.length)
    parts.push(
      sql`leg.airline_code in (${sql.join(
        search.airlines.map((a) => sql`${a}`),
        sql`, `,
      )})`,
    );
  if (search.minPrice !== undefined) parts.push(sql`leg.adult_price >= ${search.minPrice}`);
  if (search.maxPrice !== undefined) parts.push(sql`leg.adult_price <= ${search.maxPrice}`);
  return sql.join(parts, sql` and `);
}

const ORDER: Record<FlightSearch["sort"], SQL> = {
  price: sql`leg.adult_price, leg.departure_at, leg.id`,
  duration: sql`leg.duration_minutes, leg.adult_price, leg.departure_at, leg.id`,
  departure: sql`leg.departure_at, leg.adult_price, leg.id`,
};

/**
 * One statement per leg: the filtered, sorted flights (with their stops) and the per-airline facets of
 * the unfiltered leg, both as JSON, computed from one materialised scan of the route's day.
 */
export function legSearchSql(key: LegKey, search: FlightSearch): SQL {
  return sql`
    with leg as materialized (select * from ${withPrice(legSql(key, sql`f.date = ${key.date}::date`), key.seated)})
    select
      (select coalesce(json_agg(t), '[]'::json) from (
        select leg.*, case when leg.stops_count = 0 then '[]'::json else (
          select json_agg(json_build_object('durationMinutes', s.duration_minutes, 'airport', json_build_object(
            'code', a.code, 'nameAr', a.name_ar, 'nameEn', a.name_en, 'cityAr', a.city_ar, 'cityEn', a.city_en,
            'countryAr', a.country_ar, 'countryEn', a.country_en, 'countryCode', a.country_code, 'timezone', a.timezone))
            order by s.ordinal)
          from flight_stops s join airports a on a.id = s.airport_id where s.flight_id = leg.id) end as stops
        from leg where ${filtersSql(search)}
        order by ${ORDER[search.sort]}) t) as flights,
      (select coalesce(json_agg(g), '[]'::json) from (
        select leg.airline_code, leg.airline_name_ar, leg.airline_name_en, leg.airline_logo,
          min(leg.adult_price)::bigint as min_price, max(leg.adult_price)::bigint as max_price,
          count(*) filter (where leg.stops_count = 0)::int as s0,
          count(*) filter (where leg.stops_count = 1)::int as s1,
          count(*) filter (where leg.stops_count >= 2)::int as s2
        from leg
        group by leg.airline_code, leg.airline_name_ar, leg.airline_name_en, leg.airline_logo
        order by min(leg.adult_price)) g) as facets`;
}

/** Cheapest adult price per day around an empty day. */
export function nearbyDatesSql(key: LegKey, first: string, last: string): SQL {
  return sql`
    select leg.date, min(leg.adult_price)::bigint as min_price
    from ${withPrice(legSql(key, sql`f.date between ${first}::date and ${last}::date`), key.seated)}
    group by leg.date`;
}

/**
 * The price calendar: per local departure day of a window, the fare parts of the flight that day's search lists first
 * by price. flight_day_fares (migration 0028, kept by triggers) holds each scheduled flight's cabin already priced as
 * the search prices it (FARE + tax + fees − discount), indexed by route, cabin and day in the search's price order; a
 * day is the first entries of that range. What changes with no write is checked here, as the search checks it: the
 * flight has not left, and it has room for the party — its taken seats (holds expire) counted entry by entry, cheapest
 * first, until one has room, so the count runs for one or two flights of a day rather than for all of them.
 */
export function priceCalendarSql(key: Omit<LegKey, "date">, first: string, last: string): SQL {
  const cabin = sql`${key.cabin}::fare_class`;
  return sql`
    select d.day::text as date, leg.adult_price, leg.fare, leg.tax, leg.service_fees, leg.discount
    from (select ${first}::date + i as day from generate_series(0, ${last}::date - ${first}::date) i) d
    cross join lateral (
      select x.adult_price, x.fare, x.tax, x.service_fees, x.discount
      from flight_day_fares x
      where x.departure_airport_id = ${key.fromId} and x.arrival_airport_id = ${key.toId} and x.class = ${cabin}
        and x.date = d.day and x.departure_at > now()
        and x.seat_capacity - ${takenSeatsSql(sql`x.flight_id`, cabin)} >= ${key.seated}
      order by x.adult_price, x.departure_at, x.flight_id
      limit 1) leg`;
}
