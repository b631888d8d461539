// The price of a stay night by night (issue 24), for a hotel room type and for a chalet alike: the unit's date rules
// first (a closed night sells nothing, a priced range sets the night's price), then the Thursday–Friday weekend price,
// then the nightly price. The search and details statements price in SQL with the same rules (baseSql); booking prices
// here (nightPrices), on the rules it read in its transaction, and the tests hold the two to the same totals. The
// rules live in one table per kind (hotel_room_rates, chalet_rates) whose ranges of one unit never overlap, each
// under an exclusion constraint, so every night has at most one rule.
import { sql, type SQL } from "drizzle-orm";
import { addDays } from "../contracts/flight-rules";
import { isWeekendNight } from "../contracts/stay-rules";
import type { Stay } from "../services/hotels/search-sql";
import { exclusionViolation } from "../db/errors";
import { conflict } from "../http/errors";
import { rowsOf } from "../services/search-flight/rows";

export type DateRule = { fromDate: string; toDate: string; closed: boolean; price: number | null };
export type UnitPrices = { nightlyPrice: number; weekendPrice: number | null };

/** Each night's price of [checkIn, checkOut), or null when a night of it is closed. */
export function nightPrices(unit: UnitPrices, rules: readonly DateRule[], checkIn: string, checkOut: string): number[] | null {
  const prices: number[] = [];
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) {
    const rule = rules.find((r) => r.fromDate <= night && night <= r.toDate);
    if (rule?.closed) return null;
    prices.push(rule?.price ?? (isWeekendNight(night) ? (unit.weekendPrice ?? unit.nightlyPrice) : unit.nightlyPrice));
  }
  return prices;
}

/**
 * Where a kind's rules are and what they apply to: the rules table and its unit column (closed sets, spliced raw),
 * and, in the caller's statement, the unit's id and its nightly and weekend prices.
 */
export type RuleSource = { table: "hotel_room_rates" | "chalet_rates"; unit: "room_type_id" | "chalet_id"; of: SQL; nightly: SQL; weekend: SQL };

/** Room type `rt` of a hotel statement. */
export const ROOM_RULES: RuleSource = {
  table: "hotel_room_rates",
  unit: "room_type_id",
  of: sql`rt.id`,
  nightly: sql`rt.nightly_price`,
  weekend: sql`coalesce(rt.weekend_price, rt.nightly_price)`,
};
/** Chalet `ch` of a chalets statement. */
export const CHALET_RULES: RuleSource = {
  table: "chalet_rates",
  unit: "chalet_id",
  of: sql`ch.id`,
  nightly: sql`ch.nightly_price`,
  weekend: sql`ch.weekend_price`,
};

const rulesOf = (r: RuleSource) => sql`${sql.raw(r.table)} o`;
const unitIs = (r: RuleSource) => sql`o.${sql.raw(r.unit)} = ${r.of}`;
const unpriced = (r: RuleSource, night: SQL) => sql`case when extract(isodow from ${night}) in (4, 5) then ${r.weekend} else ${r.nightly} end`;

/** Whether the unit has a closed night within the stay. */
export const closedSql = (r: RuleSource, s: Stay): SQL =>
  sql`exists (select 1 from ${rulesOf(r)} where ${unitIs(r)} and o.closed and o.from_date < ${s.checkIn}::date + ${s.nights}::int and o.to_date >= ${s.checkIn}::date)`;

/** The price of the stay's nights for one unit (closed nights aside: closedSql refuses those stays). */
export const baseSql = (r: RuleSource, s: Stay): SQL =>
  sql`(select coalesce(sum(coalesce(o.price, ${unpriced(r, sql`n.night`)})), 0)::bigint
    from (select (${s.checkIn}::date + i) as night from generate_series(0, ${s.nights - 1}::int) i) n
    left join ${rulesOf(r)} on ${unitIs(r)} and not o.closed and n.night between o.from_date and o.to_date)`;

/** The price of the stay's first night for one unit: the fee of a late cancellation. */
export const firstNightSql = (r: RuleSource, s: Stay): SQL =>
  sql`coalesce((select o.price from ${rulesOf(r)} where ${unitIs(r)} and not o.closed and ${s.checkIn}::date between o.from_date and o.to_date),
    ${unpriced(r, sql`${s.checkIn}::date`)})`;

/** The unit's rules touching [checkIn, checkOut), read in the booking's transaction. */
export async function readDateRules(
  db: { execute: (query: SQL) => Promise<unknown> },
  r: Pick<RuleSource, "table" | "unit">,
  id: number,
  checkIn: string,
  checkOut: string,
): Promise<DateRule[]> {
  return rowsOf<DateRule>(
    await db.execute(sql`select to_char(o.from_date, 'YYYY-MM-DD') as "fromDate", to_char(o.to_date, 'YYYY-MM-DD') as "toDate", o.closed, o.price
      from ${sql.raw(r.table)} o where o.${sql.raw(r.unit)} = ${id} and o.from_date < ${checkOut}::date and o.to_date >= ${checkIn}::date`),
  );
}

/** The catch of an admin's new range: one overlapping another of the same unit is 409 `code`, said on its first night. */
export const overlapRefused =
  (code: "ROOM_RATE_OVERLAPS" | "CHALET_RATE_OVERLAPS") =>
  (error: unknown): never => {
    if (exclusionViolation(error)) throw conflict(code, { fromDate: "rateOverlaps" });
    throw error;
  };
