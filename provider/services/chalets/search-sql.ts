// The SQL of the chalets catalogue: the chalets of a city free for every night of the stay (no standing stay
// overlapping: the exclusion constraint's GiST index (chalet_id, nights) answers the NOT EXISTS) and not closed on any
// of them, filtered, priced night by night (the chalet's date rules, else Thursday and Friday at the weekend price, else
// the nightly price: provider/bookings/date-rules.ts), ordered and paged in one statement.
import { sql, type SQL } from "drizzle-orm";
import type { ChaletSearchQuery } from "../../contracts/stays";
import { baseSql, CHALET_RULES, closedSql, firstNightSql } from "../../bookings/date-rules";
import type { ProviderLocale } from "../../http/locale";
import { standing, suffix, type Stay } from "../hotels/search-sql";

const ORDER: Record<ChaletSearchQuery["sort"], SQL> = {
  recommended: sql`ch.rating desc, base, ch.id`,
  "price-asc": sql`base, ch.id`,
  "price-desc": sql`base desc, ch.id`,
  capacity: sql`ch.capacity desc, base, ch.id`,
  rating: sql`ch.rating desc, ch.id`,
};

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Every column a chalet item needs, from `chalets ch` joined to `cities c`. */
function columns(locale: ProviderLocale): SQL {
  const l = suffix(locale);
  return sql`ch.id, ch.name_${l} as name, c.slug as "citySlug", c.name_${l} as "cityName", c.country_${l} as country, c.country_code as "countryCode", ch.district_${l} as district,
    ch.description_${l} as description, ch.capacity, ch.bedrooms, ch.bathrooms, ch.private_pool as "privatePool", ch.amenities, ch.rating, ch.photos,
    ch.lat, ch.lng, ch.nightly_price as "nightlyPrice", ch.weekend_price as "weekendPrice", ch.families_only as "familiesOnly", ch.no_parties as "noParties",
    ch.quiet_hours_from as "quietFrom", ch.quiet_hours_to as "quietTo", ch.security_deposit as "securityDeposit", ch.check_in_from as "checkInFrom",
    ch.check_in_until as "checkInUntil", ch.check_out_from as "checkOutFrom", ch.check_out_until as "checkOutUntil",
    ch.free_cancellation_days as "freeCancellationDays", ch.min_nights as "minNights", c.timezone`;
}

const base = (s: Stay) => baseSql(CHALET_RULES, s);
/** No standing stay on any night of `s`, and no night of it closed by the admin. */
const free = (s: Stay) => sql`not exists (select 1 from reservation_stays s where s.chalet_id = ch.id
    and s.nights && daterange(${s.checkIn}::date, ${s.checkOut}::date, '[)') and ${standing("s")}) and not ${closedSql(CHALET_RULES, s)}`;
/** Free cancellation ends N days before check-in, at the start of the check-in window. */
const freeUntil = (s: Stay) => sql`((${s.checkIn}::date - ch.free_cancellation_days) + ch.check_in_from::time) at time zone c.timezone`;

const ON_SALE = sql`ch.archived_at is null`;

/**
 * One row: how many chalets of the city on sale for the guests would need a longer stay than `s`, and the shortest
 * minimum among them (the search says so instead of showing nothing).
 */
export function longerStaysSql(q: ChaletSearchQuery, s: Stay): SQL {
  return sql`select count(*)::int as count, min(ch.min_nights)::int as "minNights" from chalets ch
    where ch.city = ${q.city} and ch.capacity >= ${q.guests} and ${ON_SALE} and ch.min_nights > ${s.nights}`;
}

export function chaletSearchSql(q: ChaletSearchQuery, s: Stay, locale: ProviderLocale): SQL {
  // Archived chalets are off sale; a stay shorter than a chalet's minimum cannot book it (counted apart: longerStaysSql).
  const where: SQL[] = [sql`ch.city = ${q.city}`, sql`ch.capacity >= ${q.guests}`, ON_SALE, sql`ch.min_nights <= ${s.nights}`, free(s)];
  if (q.minPrice !== undefined) where.push(sql`${base(s)} >= ${q.minPrice * s.nights}`);
  if (q.maxPrice !== undefined) where.push(sql`${base(s)} <= ${q.maxPrice * s.nights}`);
  if (q.amenities?.length) where.push(sql`ch.amenities @> array[${list(q.amenities)}]::text[]`);
  if (q.privatePool) where.push(sql`ch.private_pool`);
  if (q.familiesOnly) where.push(sql`ch.families_only`);
  if (q.freeCancellation) where.push(sql`${freeUntil(s)} > now()`);
  return sql`select count(*) over ()::int as total, ${columns(locale)}, ${base(s)} as base, ${firstNightSql(CHALET_RULES, s)} as "firstNight",
    ${freeUntil(s)} as "freeUntil"
    from chalets ch join cities c on c.slug = ch.city
    where ${sql.join(where, sql` and `)}
    order by ${ORDER[q.sort]}
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`;
}

/** One row: amenities with their counts of chalets, the nightly price range and the most guests a chalet takes, of a city. */
export function chaletFacetsSql(city: string): SQL {
  return sql`with c as materialized (select amenities, nightly_price, weekend_price, capacity from chalets where city = ${city} and archived_at is null)
    select (select coalesce(json_agg(a order by a.count desc, a.key), '[]'::json) from (select amenity as key, count(*)::int as count from c, unnest(c.amenities) as amenity group by amenity) a) as amenities,
      '[]'::json as stars,
      (select min(least(nightly_price, weekend_price))::bigint from c) as min, (select max(greatest(nightly_price, weekend_price))::bigint from c) as max,
      (select max(capacity)::int from c) as largest`;
}

/** Chalets on sale (not archived), with when each last changed. */
export function listedChaletsSql(): SQL {
  return sql`select ch.id, ch.updated_at as "updatedAt" from chalets ch where ${ON_SALE} order by ch.id`;
}

export function chaletSql(id: number, locale: ProviderLocale, s: Stay | null): SQL {
  const dated = s
    ? sql`${base(s)} as base, ${firstNightSql(CHALET_RULES, s)} as "firstNight", ${freeUntil(s)} as "freeUntil",
      (${free(s)} and ${ON_SALE} and ch.min_nights <= ${s.nights}) as available, ${closedSql(CHALET_RULES, s)} as closed`
    : sql`null::bigint as base, null::bigint as "firstNight", null::timestamptz as "freeUntil", null::boolean as available, null::boolean as closed`;
  return sql`select ${columns(locale)}, ${dated}, ch.archived_at is not null as archived from chalets ch join cities c on c.slug = ch.city where ch.id = ${id}`;
}
