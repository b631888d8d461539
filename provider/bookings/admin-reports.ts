// The back office's reports, one statement each, over Riyadh days from `from` to `to` (both included).
//
// Sales: money is counted when it moves. A booking counts on the day its payment succeeded (its gross), and a paid
// booking that is cancelled counts again on the day it was cancelled, as a cancellation with the refund it got —
// so a day's net (gross − refunds) is what the business kept that day, and a report never changes its past days
// when a booking is cancelled later. Unpaid holds (cancelled or expired) moved no money and are left out. Sums are
// Postgres numerics over bigint columns: exact, whatever their size, and sent as decimal strings.
//
// Occupancy: a night of a room (or of a chalet, one unit) is sold when a confirmed booking holds it; pending holds
// and cancelled or expired bookings (their nights released) are not. Available = the rooms the hotel has now ×
// the range's nights (the catalogue keeps no closed dates yet).
import { sql } from "drizzle-orm";
import { BOOKING_KINDS, type BookingKind } from "../contracts/booking-core";
import { REPORT_TIMEZONE, type OccupancyReport, type ReportRange, type SalesFigures, type SalesReport } from "../contracts/admin-reports";
import { getDb } from "../db/client";
import type { ProviderLocale } from "../http/locale";
import { rowsOf } from "../services/search-flight/rows";

const TZ = sql.raw(`'${REPORT_TIMEZONE}'`);

type SalesRow = SalesFigures & { day: string | null; kind: BookingKind | null; level: number };

const ZERO: SalesFigures = { bookings: 0, cancellations: 0, gross: "0", refunds: "0", net: "0" };

export async function salesReport(range: ReportRange): Promise<SalesReport> {
  const db = await getDb();
  // The range's bounds as instants (midnight in Riyadh): the instants are compared, not their days, so an index on
  // payments.created_at or reservations.cancelled_at would serve (none yet; docs/product.md says when to add them).
  // Ordered by events.kind, the enum (BOOKING_KINDS order), not the text column it is answered as.
  const rows = rowsOf<SalesRow>(
    await db.execute(sql`
      with span as (
        select (${range.from}::date::timestamp at time zone ${TZ}) as start_at,
               ((${range.to}::date + 1)::timestamp at time zone ${TZ}) as end_at
      ), events as (
        select r.kind, (p.created_at at time zone ${TZ})::date as day, true as paid, p.amount::numeric as amount
          from payments p join reservations r on r.id = p.reservation_id cross join span
          -- A payment that confirmed no booking (a late card confirmation after the hold had gone) sold nothing.
          where p.status = 'succeeded' and r.paid_at is not null and p.created_at >= span.start_at and p.created_at < span.end_at
        union all
        select r.kind, (r.cancelled_at at time zone ${TZ})::date, false, coalesce(r.refund_amount, 0)::numeric
          from reservations r cross join span
          where r.status = 'cancelled' and r.paid_at is not null and r.cancelled_at >= span.start_at and r.cancelled_at < span.end_at
      )
      select to_char(day, 'YYYY-MM-DD') as day, kind::text as kind, grouping(day, kind)::int as level,
        (count(*) filter (where paid))::int as bookings,
        (count(*) filter (where not paid))::int as cancellations,
        coalesce(sum(amount) filter (where paid), 0)::text as gross,
        coalesce(sum(amount) filter (where not paid), 0)::text as refunds,
        (coalesce(sum(amount) filter (where paid), 0) - coalesce(sum(amount) filter (where not paid), 0))::text as net
      from events
      group by grouping sets ((day, kind), (kind), ())
      order by grouping(events.day, events.kind), events.day, events.kind`),
  );
  const figures = ({ bookings, cancellations, gross, refunds, net }: SalesRow): SalesFigures => ({
    bookings: Number(bookings),
    cancellations: Number(cancellations),
    gross,
    refunds,
    net,
  });
  const perKind = new Map(rows.filter((row) => row.level === 2).map((row) => [row.kind, figures(row)]));
  const total = rows.find((row) => row.level === 3);
  return {
    from: range.from,
    to: range.to,
    days: rows.filter((row) => row.level === 0).map((row) => ({ day: row.day!, kind: row.kind!, ...figures(row) })),
    kinds: BOOKING_KINDS.map((kind) => ({ kind, ...(perKind.get(kind) ?? ZERO) })),
    total: total ? figures(total) : ZERO,
  };
}

type OccupancyRow = OccupancyReport["stays"][number];

export async function occupancyReport(range: ReportRange, locale: ProviderLocale): Promise<OccupancyReport> {
  const db = await getDb();
  const l = sql.raw(locale === "en" ? "en" : "ar");
  const rows = rowsOf<OccupancyRow>(
    await db.execute(sql`
      with span as (
        select daterange(${range.from}::date, ${range.to}::date + 1) as nights, (${range.to}::date - ${range.from}::date + 1) as days
      ), sold as (
        select rs.kind::text as kind, coalesce(rs.hotel_id, rs.chalet_id) as id,
          sum(upper(rs.nights * span.nights) - lower(rs.nights * span.nights)) as nights
        from reservation_stays rs join reservations r on r.id = rs.reservation_id cross join span
        where r.status = 'confirmed' and rs.released_at is null and rs.nights && span.nights
        group by rs.kind, coalesce(rs.hotel_id, rs.chalet_id)
      ), stays as (
        select 'hotel' as kind, h.id, h.name_${l} as name, h.city,
          (select count(*) from hotel_room_units u join hotel_room_types t on t.id = u.room_type_id where t.hotel_id = h.id) as units
        from hotels h
        union all
        select 'chalet', c.id, c.name_${l}, c.city, 1 from chalets c
      )
      select s.kind, s.id, s.name, ci.name_${l} as city, s.units::int as units, (s.units * span.days)::int as available,
        coalesce(sold.nights, 0)::int as booked
      from stays s
      join cities ci on ci.slug = s.city
      cross join span
      left join sold on sold.kind = s.kind and sold.id = s.id
      order by s.kind = 'chalet', s.name, s.id`),
  );
  return {
    from: range.from,
    to: range.to,
    stays: rows.map((row) => ({ ...row, id: Number(row.id), units: Number(row.units), available: Number(row.available), booked: Number(row.booked) })),
  };
}
