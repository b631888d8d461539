// The price of a hotel stay night by night (issue 24): a room type's date rules first (a closed night sells nothing, a
// priced range sets the night's price), then the Thursday–Friday weekend price, then the nightly price. The search and
// details statements price in SQL with the same rules (nightsSql); booking prices here, on the rows it read in its
// transaction, and the tests hold the two to the same totals.
import { sql, type SQL } from "drizzle-orm";
import { addDays } from "../../contracts/flight-rules";
import { isWeekendNight } from "../../contracts/stay-rules";
import type { Stay } from "./search-sql";

export type DateRule = { fromDate: string; toDate: string; closed: boolean; price: number | null };
export type RoomPrices = { nightlyPrice: number; weekendPrice: number | null };

/** Each night's price of [checkIn, checkOut), or null when a night of it is closed. */
export function nightPrices(room: RoomPrices, rules: readonly DateRule[], checkIn: string, checkOut: string): number[] | null {
  const prices: number[] = [];
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) {
    const rule = rules.find((r) => r.fromDate <= night && night <= r.toDate);
    if (rule?.closed) return null;
    prices.push(rule?.price ?? (isWeekendNight(night) ? (room.weekendPrice ?? room.nightlyPrice) : room.nightlyPrice));
  }
  return prices;
}

/** Whether room type `rt` has a closed night within the stay. */
export const closedSql = (s: Stay) =>
  sql`exists (select 1 from hotel_room_rates o where o.room_type_id = rt.id and o.closed and o.from_date < ${s.checkIn}::date + ${s.nights}::int and o.to_date >= ${s.checkIn}::date)`;

/** The price of the stay's nights for one room of type `rt` (closed nights aside: closedSql refuses those stays). */
export const roomBaseSql = (s: Stay): SQL =>
  sql`(select coalesce(sum(coalesce(o.price, case when extract(isodow from n.night) in (4, 5) then coalesce(rt.weekend_price, rt.nightly_price) else rt.nightly_price end)), 0)::bigint
    from (select (${s.checkIn}::date + i) as night from generate_series(0, ${s.nights - 1}::int) i) n
    left join hotel_room_rates o on o.room_type_id = rt.id and not o.closed and n.night between o.from_date and o.to_date)`;

/** The price of the stay's first night for one room of type `rt`: the fee of a late cancellation. */
export const firstNightSql = (s: Stay): SQL =>
  sql`coalesce((select o.price from hotel_room_rates o where o.room_type_id = rt.id and not o.closed and ${s.checkIn}::date between o.from_date and o.to_date),
    case when extract(isodow from ${s.checkIn}::date) in (4, 5) then coalesce(rt.weekend_price, rt.nightly_price) else rt.nightly_price end)`;
