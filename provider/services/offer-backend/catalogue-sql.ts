// The SQL of the offers catalogue: one statement per list page (items and total), one for the facets, one per offer.
// The offers table is small (hundreds of rows at most); the list reads it through offers_end_date_idx for the
// default "not expired" filter, and every text column is picked in the caller's language here, once.
import { sql, type SQL } from "drizzle-orm";
import { OFFER_TIMEZONE, type OfferListQuery, type OfferSort } from "../../contracts/offers";
import type { ProviderLocale } from "../../http/locale";

/** Today in Saudi Arabia: an offer is current through its last day there. */
export const TODAY = sql.raw(`(now() at time zone '${OFFER_TIMEZONE}')::date`);

/** Column suffix of the caller's language; a closed set, so it is safe to splice into the statement. */
const suffix = (locale: ProviderLocale) => sql.raw(locale === "en" ? "en" : "ar");

const STATUS = sql`case
    when o.end_date < ${TODAY} then 'expired'
    when o.availability = 0 then 'soldOut'
    when o.start_date > ${TODAY} then 'upcoming'
    else 'active' end`;

/** 0 bookable (active or upcoming), 1 sold out, 2 expired: every order puts the unbookable last. */
const UNBOOKABLE = sql`(case when o.end_date < ${TODAY} then 2 when o.availability = 0 then 1 else 0 end)`;

const SAVING = sql`case when o.original_price > o.price then o.original_price - o.price end`;
const SAVING_PERCENT = sql`case when o.original_price > o.price then round(100.0 * (o.original_price - o.price) / o.original_price)::int end`;

/** Every field of an offer item, from `offers o` joined to its airports `oa` (origin) and `da` (destination). */
function itemColumns(locale: ProviderLocale): SQL {
  const l = suffix(locale);
  return sql`o.id, o.title_${l} as title, o.description_${l} as description, o.type::text as type,
    o.origin, oa.city_${l} as "originCity", o.destination, da.city_${l} as "destinationCity", da.country_${l} as "destinationCountry",
    o.price, o.original_price as "originalPrice", ${SAVING} as saving, ${SAVING_PERCENT} as "savingPercent",
    o.start_date::text as "startDate", o.end_date::text as "endDate", o.nights, o.availability, o.image,
    ${locale === "en" ? sql`o.provider_name` : sql`o.provider_name_ar`} as "providerName", o.booking_link as "bookingLink", o.tags, o.is_featured as "isFeatured",
    ${STATUS} as status, o.created_at as "createdAt", o.updated_at as "updatedAt"`;
}

const FROM = sql`offers o left join airports oa on oa.code = o.origin left join airports da on da.code = o.destination`;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

function whereSql(q: OfferListQuery): SQL {
  const parts: SQL[] = [q.includeExpired ? sql`true` : sql`o.end_date >= ${TODAY}`];
  if (q.type?.length) parts.push(sql`o.type::text in (${list(q.type)})`);
  if (q.destination?.length) parts.push(sql`o.destination in (${list(q.destination)})`);
  if (q.tags?.length) parts.push(sql`o.tags && array[${list(q.tags)}]::text[]`);
  if (q.q) {
    // Every word must appear somewhere (title, description, destination city; Arabic or English), as typed.
    for (const word of q.q.split(" ")) {
      const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      parts.push(
        sql`(o.title_ar ilike ${like} or o.title_en ilike ${like} or o.description_ar ilike ${like} or o.description_en ilike ${like} or da.city_ar ilike ${like} or da.city_en ilike ${like})`,
      );
    }
  }
  if (q.minPrice !== undefined) parts.push(sql`o.price >= ${q.minPrice}`);
  if (q.maxPrice !== undefined) parts.push(sql`o.price <= ${q.maxPrice}`);
  return sql.join(parts, sql` and `);
}

const ORDER: Record<OfferSort, SQL> = {
  featured: sql`o.is_featured desc, (o.start_date > ${TODAY}), o.end_date, o.id`,
  "price-asc": sql`o.price, o.id`,
  "price-desc": sql`o.price desc, o.id`,
  "ending-soon": sql`o.end_date, o.id`,
  "biggest-saving": sql`${SAVING_PERCENT} desc nulls last, ${SAVING} desc nulls last, o.id`,
  newest: sql`o.created_at desc, o.id desc`,
};

/** One row: `total` (matching offers) and `items` (the page, as JSON). */
export function offerListSql(q: OfferListQuery, locale: ProviderLocale): SQL {
  return sql`
    with matching as materialized (select o.id from offers o left join airports da on da.code = o.destination where ${whereSql(q)})
    select
      (select count(*)::int from matching) as total,
      (select coalesce(json_agg(t), '[]'::json) from (
        select ${itemColumns(locale)}
        from ${FROM}
        where o.id in (select id from matching)
        order by ${UNBOOKABLE}, ${ORDER[q.sort]}
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}) t) as items`;
}

/** The offers a user saved, newest first, each as the catalogue shows it (`favoritedAt` beside the item). */
export function offerFavoritesSql(userId: string, locale: ProviderLocale, offerId?: number): SQL {
  const one = offerId === undefined ? sql`` : sql` and f.offer_id = ${offerId}`;
  return sql`select f.created_at as "favoritedAt", ${itemColumns(locale)}
    from favorites f join offers o on o.id = f.offer_id left join airports oa on oa.code = o.origin left join airports da on da.code = o.destination
    where f.user_id = ${userId} and f.kind = 'offer'${one}
    order by f.created_at desc, o.id`;
}

/** One offer, expired or not, with its conditions text and the cancellation terms a booking of it would store. */
export function offerDetailsSql(id: number, locale: ProviderLocale): SQL {
  return sql`select ${itemColumns(locale)}, o.terms_${suffix(locale)} as terms,
    o.free_cancellation_hours as "freeCancellationHours", o.cancellation_fee_percent as "cancellationFeePercent"
    from ${FROM} where o.id = ${id}`;
}

/** Types, destinations, tags and price range of the current offers, each as JSON, in one statement. */
export function offerFacetsSql(locale: ProviderLocale): SQL {
  const l = suffix(locale);
  return sql`
    with current as materialized (select o.type, o.destination, o.tags, o.price from offers o where o.end_date >= ${TODAY})
    select
      (select coalesce(json_agg(t order by t.type), '[]'::json) from (
        select type::text as type, count(*)::int as count from current group by type) t) as types,
      (select coalesce(json_agg(d order by d.count desc, d.code), '[]'::json) from (
        select c.destination as code, a.city_${l} as city, a.country_${l} as country, count(*)::int as count
        from current c left join airports a on a.code = c.destination
        group by c.destination, a.city_${l}, a.country_${l}) d) as destinations,
      (select coalesce(json_agg(g order by g.count desc, g.tag), '[]'::json) from (
        select tag, count(*)::int as count from current, unnest(current.tags) as tag group by tag) g) as tags,
      (select min(price)::bigint from current) as min_price,
      (select max(price)::bigint from current) as max_price`;
}
