// The SQL of the transfers catalogue. A vehicle of a slot is taken by a standing reservation only (not released;
// confirmed, or pending with a live hold); reservation_taxis_slot_vehicle_key serves the count. A slot has the vehicles
// of the transfer's override holding it (taxi_transfer_slots), else its vehicles_per_slot; archived transfers are not sold.
import { sql, type SQL } from "drizzle-orm";
import type { ProviderLocale } from "../../http/locale";
import { suffix } from "../hotels/search-sql";

export function placesSql(locale: ProviderLocale): SQL {
  const l = suffix(locale);
  return sql`select a.code, a.name_${l} as name, a.city_${l} as city, a.timezone,
      json_agg(json_build_object('slug', t.area, 'name', t.area_${l}) order by t.area_${l}) as areas
    from (select distinct airport_id, area, area_ar, area_en from taxi_transfers where archived_at is null) t join airports a on a.id = t.airport_id
    group by a.id order by a.code`;
}

export const airportZoneSql = (code: string) => sql`select id, timezone from airports where code = ${code}`;

/** Minutes after midnight of a slot override's HH:MM column. */
const minutesSql = (column: SQL) => sql`(split_part(${column}, ':', 1)::int * 60 + split_part(${column}, ':', 2)::int)`;

/**
 * Whether override `s` holds the pickup slot starting at local timestamp `local`: on a date of its range from its
 * start time for its length (1..1440 minutes; an end at or before the start runs past midnight), so the slot is held
 * by the window of its own day or of the day before. Same rule as contracts/admin-transfers.ts slotCovers.
 */
function coversSql(local: SQL): SQL {
  const from = minutesSql(sql`s.from_time`);
  const length = sql`coalesce(nullif((${minutesSql(sql`s.to_time`)} - ${from} + 1440) % 1440, 0), 1440)`;
  const minute = sql`(extract(hour from ${local})::int * 60 + extract(minute from ${local})::int)`;
  return sql`((${local})::date between s.from_date and s.to_date and ${minute} >= ${from} and ${minute} < ${from} + ${length})
    or ((${local})::date - 1 between s.from_date and s.to_date and ${minute} + 1440 < ${from} + ${length})`;
}

/** Vehicles of transfer `t` (its airport `a`) in the slot starting at `slotStart`: an override's, else vehicles_per_slot. */
export const slotVehiclesSql = (slotStart: Date) =>
  sql`coalesce((select s.vehicles from taxi_transfer_slots s where s.transfer_id = t.id
    and (${coversSql(sql`(${slotStart.toISOString()}::timestamptz at time zone a.timezone)`)}) order by s.id limit 1), t.vehicles_per_slot)`;

/** Vehicles of transfer `t` free in the slot starting at `slotStart`. */
export const vehiclesLeft = (slotStart: Date) => sql`(${slotVehiclesSql(slotStart)} - (select count(*)::int from reservation_taxis x where x.transfer_id = t.id
    and x.slot_start = ${slotStart.toISOString()}::timestamptz and x.released_at is null and exists (select 1 from reservations r where r.id = x.reservation_id
    and (r.status = 'confirmed' or (r.status = 'pending' and r.hold_expires_at > now())))))`;

export function transferSearchSql(p: { airportId: number; area: string; passengers: number; bags: number; slotStart: Date }, locale: ProviderLocale): SQL {
  const l = suffix(locale);
  return sql`select t.id, a.code as "airportCode", a.name_${l} as "airportName", a.country_code as "countryCode", t.area, t.area_${l} as "areaName", t.vehicle_class::text as "vehicleClass",
      t.passenger_group::text as "passengerGroup", t.vehicle_${l} as vehicle, t.photo, t.max_passengers as "maxPassengers", t.max_bags as "maxBags", t.price,
      t.distance_km as "distanceKm", t.duration_minutes as "durationMinutes", t.free_waiting_minutes as "freeWaitingMinutes", t.meet_and_greet as "meetAndGreet",
      t.child_seats as "childSeats", ${vehiclesLeft(p.slotStart)} as "vehiclesLeft", ${slotVehiclesSql(p.slotStart)} = 0 as closed
    from taxi_transfers t join airports a on a.id = t.airport_id
    where t.airport_id = ${p.airportId} and t.archived_at is null and t.area = ${p.area} and t.max_passengers >= ${p.passengers} and t.max_bags >= ${p.bags}
    order by t.price, t.id`;
}
