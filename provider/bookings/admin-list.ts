// The back office's Bookings list: every traveller's reservations of every kind in one statement, searched by
// reference, account or traveller, filtered by kind, status and booking day, sorted and paged by the provider.
// What was booked is named from the kind's detail row in the caller's language.
import { sql, type SQL } from "drizzle-orm";
import { everyWord } from "../admin/list";
import { ADMIN_PAGE_SIZE, type AdminPage } from "../contracts/admin";
import type { AdminReservationSummary, ReservationListQuery, ReservationSort } from "../contracts/admin-reservations";
import { getDb, type Db } from "../db/client";
import type { ProviderLocale } from "../http/locale";
import { iso, rowsOf } from "../services/search-flight/rows";

/** The status the traveller sees: a hold whose time ran out is expired before the sweep writes it. */
const STATUS = sql`(case when r.status = 'pending' and r.hold_expires_at <= now() then 'expired' else r.status::text end)`;

/** Bookings are kept in Riyadh days: the booking-date filter compares the day it was made there. */
const BOOKED_ON = sql`(r.created_at at time zone 'Asia/Riyadh')::date`;

const FROM = sql`reservations r
  join users u on u.id = r.user_id
  left join reservation_flights rf on rf.reservation_id = r.id
  left join flights f on f.id = rf.flight_id
  left join airports fa on fa.id = f.departure_airport_id
  left join airports ta on ta.id = f.arrival_airport_id
  left join reservation_flight_returns rfr on rfr.reservation_id = r.id
  left join flights fr on fr.id = rfr.flight_id
  left join reservation_offers ro on ro.reservation_id = r.id
  left join offers o on o.id = ro.offer_id
  left join reservation_stays rs on rs.reservation_id = r.id
  left join hotels h on h.id = rs.hotel_id
  left join chalets c on c.id = rs.chalet_id
  left join reservation_taxis rt on rt.reservation_id = r.id
  left join taxi_transfers tt on tt.id = rt.transfer_id
  left join airports xa on xa.id = tt.airport_id
  left join lateral (select t.full_name from reservation_travelers t where t.reservation_id = r.id order by t.ordinal limit 1) lead on true`;

function serviceName(locale: ProviderLocale): SQL {
  const ar = locale === "ar";
  return sql`(case r.kind
    when 'flight' then f.flight_number || ' ' || fa.code || ' → ' || ta.code || coalesce(' ⇄ ' || fr.flight_number, '')
    when 'offer' then ${ar ? sql`o.title_ar` : sql`o.title_en`}
    when 'hotel' then ${ar ? sql`h.name_ar` : sql`h.name_en`}
    when 'chalet' then ${ar ? sql`c.name_ar` : sql`c.name_en`}
    when 'taxi' then xa.code || ' → ' || ${ar ? sql`tt.area_ar` : sql`tt.area_en`}
  end)`;
}

const SERVICE_AT = sql`(case r.kind
    when 'flight' then to_char(f.departure_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
    when 'offer' then ro.travel_date::text
    when 'hotel' then rs.check_in::text
    when 'chalet' then rs.check_in::text
    when 'taxi' then to_char(rt.pickup_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
  end)`;

const LEAD = sql`coalesce(lead.full_name, ro.lead_full_name, rs.lead_full_name, rt.lead_full_name)`;

/** Every word matches the reference, the account's name or email, or a traveller's or guest's name or email. */
function matches(pattern: string): SQL {
  return sql`r.reference ilike ${pattern} or u.name ilike ${pattern} or u.email ilike ${pattern}
    or ro.lead_full_name ilike ${pattern} or ro.lead_email ilike ${pattern}
    or rs.lead_full_name ilike ${pattern} or rs.lead_email ilike ${pattern}
    or rt.lead_full_name ilike ${pattern} or rt.lead_email ilike ${pattern}
    or exists (select 1 from reservation_travelers t where t.reservation_id = r.id and (t.full_name ilike ${pattern} or t.email ilike ${pattern}))`;
}

function where(query: ReservationListQuery): SQL {
  const parts: SQL[] = [everyWord(query.q, matches)];
  if (query.kind) parts.push(sql`r.kind = ${query.kind}`);
  if (query.status) parts.push(sql`${STATUS} = ${query.status}`);
  if (query.from) parts.push(sql`${BOOKED_ON} >= ${query.from}::date`);
  if (query.to) parts.push(sql`${BOOKED_ON} <= ${query.to}::date`);
  if (query.account) parts.push(sql`r.user_id = ${query.account}::uuid`);
  return sql.join(parts, sql` and `);
}

/** "created" lists the newest first when ascending (the default): what a back office opens on (ordered by the
 * column itself in listAdminReservations, so its index serves it). */
function orderBy(locale: ProviderLocale): Record<ReservationSort, SQL> {
  return {
    created: sql`(-extract(epoch from r.created_at))`,
    reference: sql`r.reference`,
    service: locale === "en" ? sql`lower(${serviceName(locale)})` : serviceName(locale),
    total: sql`r.total`,
    status: STATUS,
  };
}

type Row = Omit<AdminReservationSummary, "createdAt"> & { createdAt: Date | string };

const columns = (locale: ProviderLocale) => sql`r.id, r.reference, r.kind::text as kind, ${STATUS} as status,
  r.payment_status::text as "paymentStatus", r.total, r.created_at as "createdAt", u.name as "customerName",
  u.email as "customerEmail", ${LEAD} as "leadName", coalesce(${serviceName(locale)}, '') as service, ${SERVICE_AT} as "serviceAt",
  (case r.kind when 'flight' then fa.timezone when 'taxi' then xa.timezone end) as "serviceTimeZone"`;

const summary = (row: Row): AdminReservationSummary => ({ ...row, total: Number(row.total), createdAt: iso(row.createdAt) });

/** What the filters read: the count joins only these (the page's names and places are not needed to count). */
const FILTER_FROM = sql`reservations r
  join users u on u.id = r.user_id
  left join reservation_offers ro on ro.reservation_id = r.id
  left join reservation_stays rs on rs.reservation_id = r.id
  left join reservation_taxis rt on rt.reservation_id = r.id`;

/**
 * The page and the total in two statements (admin/list.ts's one statement counts with a window over every joined row,
 * which makes the first row wait for all of them: 0.9 s at 50,000 bookings). The default order, newest first, reads
 * reservations_created_idx and stops after the page.
 */
export async function listAdminReservations(query: ReservationListQuery, locale: ProviderLocale): Promise<AdminPage<AdminReservationSummary>> {
  const db = await getDb();
  const filter = where(query);
  const ascending = query.dir !== "desc";
  const order =
    query.sort === "created"
      ? sql`r.created_at ${sql.raw(ascending ? "desc" : "asc")}`
      : sql`${orderBy(locale)[query.sort]} ${sql.raw(ascending ? "asc" : "desc")} nulls last`;
  const offset = (query.page - 1) * ADMIN_PAGE_SIZE;
  const rows = rowsOf<Row>(
    await db.execute(sql`select ${columns(locale)} from ${FROM} where ${filter} order by ${order}, r.id limit ${ADMIN_PAGE_SIZE} offset ${offset}`),
  );
  const counted = await db.execute(sql`select count(*)::int as n from ${FILTER_FROM} where ${filter}`);
  const total = Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0);
  return { items: rows.map(summary), total, page: query.page, pageSize: ADMIN_PAGE_SIZE, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
}

/** One reservation's row of the list (its id checked by the caller). */
export async function adminReservationSummary(db: Pick<Db, "execute">, id: string, locale: ProviderLocale): Promise<AdminReservationSummary | null> {
  const [row] = rowsOf<Row>(await db.execute(sql`select ${columns(locale)} from ${FROM} where r.id = ${id}`));
  return row ? summary(row) : null;
}
