// Admin: the dashboard's home in three reads: today's figures, the latest reservations, the next 48 hours' flights.
import { sql } from "drizzle-orm";
import { adminDashboardResponse, DASHBOARD_TIMEZONE, DEPARTING_WITHIN_HOURS, type AdminDashboardResponse } from "../../../contracts/admin-dashboard";
import { getDb } from "../../../db/client";
import type { ProviderLocale } from "../../../http/locale";
import type { Service } from "../../../http/service";
import { iso, rowsOf } from "../../search-flight/rows";

/** Midnight today in Saudi Arabia, as an instant. */
const DAY_START = sql.raw(`(date_trunc('day', now() at time zone '${DASHBOARD_TIMEZONE}') at time zone '${DASHBOARD_TIMEZONE}')`);

async function readDashboard(locale: ProviderLocale): Promise<AdminDashboardResponse> {
  const db = await getDb();
  const l = sql.raw(locale === "en" ? "en" : "ar");
  const [figures, recent, departing] = await Promise.all([
    db.execute(sql`select
      (select count(*) from reservations where created_at >= ${DAY_START})::int as bookings,
      ((select coalesce(sum(amount), 0) from payments where status = 'succeeded' and created_at >= ${DAY_START})
        - (select coalesce(sum(refund_amount), 0) from reservations where cancelled_at >= ${DAY_START}))::bigint as revenue,
      (select count(*) from reservation_seats rs join reservations r on r.id = rs.reservation_id where r.created_at >= ${DAY_START})::int as "seatsSold",
      (select count(*) from users where created_at >= ${DAY_START})::int as "newUsers"`),
    db.execute(sql`select r.id, r.kind::text as kind, r.reference, r.total, r.status::text as status, r.payment_status::text as "paymentStatus",
        r.created_at as "createdAt", u.name as customer,
        case r.kind
          when 'flight' then f.flight_number || ' ' || da.code || '–' || aa.code
          when 'offer' then o.title_${l}
          when 'hotel' then h.name_${l}
          when 'chalet' then c.name_${l}
          when 'taxi' then ta.code || ' → ' || tt.area_${l}
          end as title
      from reservations r
      join users u on u.id = r.user_id
      left join reservation_flights rf on rf.reservation_id = r.id
      left join flights f on f.id = rf.flight_id
      left join airports da on da.id = f.departure_airport_id
      left join airports aa on aa.id = f.arrival_airport_id
      left join reservation_offers ro on ro.reservation_id = r.id
      left join offers o on o.id = ro.offer_id
      left join reservation_stays rst on rst.reservation_id = r.id
      left join hotels h on h.id = rst.hotel_id
      left join chalets c on c.id = rst.chalet_id
      left join reservation_taxis rt on rt.reservation_id = r.id
      left join taxi_transfers tt on tt.id = rt.transfer_id
      left join airports ta on ta.id = tt.airport_id
      order by r.created_at desc, r.id
      limit 8`),
    db.execute(sql`select f.id, f.flight_number as "flightNumber", da.code as "from", aa.code as "to", f.departure_at as "departureAt",
        da.timezone,
        (select count(*) from reservation_seats rs where rs.flight_id = f.id)::int as "seatsSold",
        (select coalesce(sum(fc.seat_capacity), 0) from flight_classes fc where fc.flight_id = f.id)::int as capacity
      from flights f
      join airports da on da.id = f.departure_airport_id
      join airports aa on aa.id = f.arrival_airport_id
      where f.status = 'scheduled' and f.departure_at >= now() and f.departure_at < now() + make_interval(hours => ${DEPARTING_WITHIN_HOURS})
      order by f.departure_at, f.flight_number
      limit 50`),
  ]);
  const today = rowsOf<AdminDashboardResponse["today"]>(figures)[0]!;
  type Recent = Omit<AdminDashboardResponse["recentReservations"][number], "createdAt"> & { createdAt: Date | string };
  type Departing = Omit<AdminDashboardResponse["departingSoon"][number], "departureAt"> & { departureAt: Date | string };
  return {
    today: { bookings: Number(today.bookings), revenue: Number(today.revenue), seatsSold: Number(today.seatsSold), newUsers: Number(today.newUsers) },
    recentReservations: rowsOf<Recent>(recent).map((row) => ({ ...row, total: Number(row.total), title: row.title ?? "", createdAt: iso(row.createdAt) })),
    departingSoon: rowsOf<Departing>(departing).map((row) => ({
      ...row,
      seatsSold: Number(row.seatsSold),
      capacity: Number(row.capacity),
      departureAt: iso(row.departureAt),
    })),
  };
}

export function registerAdminDashboardRoutes(svc: Service): void {
  svc.get(
    "api/Admin/Dashboard",
    {
      summary: "Admin: today's figures (Saudi day), the latest reservations and the flights of the next 48 hours with their load",
      access: "admin",
      response: adminDashboardResponse,
    },
    ({ locale }) => readDashboard(locale),
  );
}
