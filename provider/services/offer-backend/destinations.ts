// GET api/Destinations — the home page's popular destinations, each with the "from" price of the cheapest
// bookable upcoming flight landing there and that flight's origin and date, to prefill the flight search.
import { sql, type SQL } from "drizzle-orm";
import { destinationListResponse, type DestinationItem } from "../../contracts/offers";
import { getDb } from "../../db/client";
import type { ProviderLocale } from "../../http/locale";
import type { Service } from "../../http/service";
import { takenSeatsSql } from "../search-flight/flight-search-sql";
import { rowsOf } from "../search-flight/rows";

/**
 * One statement. For each active destination, the flights landing at its airport (flights_arrival_departure_idx)
 * are priced the way the search prices them — class + cheapest fare type + tax + fees − discount, per adult — and
 * read cheapest first; `offset 0` keeps that ordered scan apart from the seat check, so free seats are counted only
 * until the first flight with one (usually the first row), not for the whole schedule. About 0.3–0.6 s for eight
 * destinations over the seeded 30,000 flights; the app caches the answer for an hour (lib/provider/destinations.ts).
 * (Joining a grouped min() of the fare types instead halves that on an analysed Postgres, but PGlite, which has no
 * statistics after the seed, re-aggregates it for every row and takes minutes.)
 */
export function destinationsSql(locale: ProviderLocale): SQL {
  const l = sql.raw(locale === "en" ? "en" : "ar");
  return sql`
    select d.id, d.airport_code as code, d.city_${l} as city, d.country_${l} as country, d.image, d.sort_order as "sortOrder",
      cheapest.price as "fromPrice", cheapest.origin, cheapest.origin_city as "originCity", cheapest.date
    from destinations d
    left join airports a on a.code = d.airport_code
    left join lateral (
      select c.price, c.origin, c.origin_city, c.date from (
        select f.id, fc.class, fc.seat_capacity, dep.code as origin, dep.city_${l} as origin_city, f.date::text as date,
          greatest(0, fc.price + coalesce((select min(t.price) from flight_tickets t where t.flight_id = f.id), 0)
            + f.tax + f.service_fees - f.discount)::bigint as price,
          f.departure_at
        from flights f
        join flight_classes fc on fc.flight_id = f.id
        join airports dep on dep.id = f.departure_airport_id
        where f.arrival_airport_id = a.id and f.status = 'scheduled' and f.departure_at > now()
        order by price, f.departure_at, f.id
        offset 0) c
      where c.seat_capacity > ${takenSeatsSql(sql`c.id`, sql`c.class`)}
      limit 1
    ) cheapest on true
    where d.is_active
    order by d.sort_order, d.id`;
}

export async function listDestinations(locale: ProviderLocale): Promise<DestinationItem[]> {
  const db = await getDb();
  return rowsOf<DestinationItem>(await db.execute(destinationsSql(locale))).map((r) => ({
    id: r.id,
    code: r.code,
    city: r.city,
    country: r.country,
    image: r.image,
    sortOrder: r.sortOrder,
    fromPrice: r.fromPrice,
    origin: r.origin,
    originCity: r.originCity,
    date: r.date,
  }));
}

export function registerDestinationRoutes(svc: Service): void {
  svc.get(
    "api/Destinations",
    {
      summary: "Active popular destinations in display order, each with the cheapest bookable upcoming flight's adult price (SAR minor units), origin and date",
      access: "public",
      response: destinationListResponse,
    },
    ({ locale }) => listDestinations(locale),
  );
}
