// GET api/Flights/PriceCalendar — the lowest fare of each day within PRICE_CALENDAR_DAYS of a search's day, for its
// route, cabin and party: one statement over the route's days (priceCalendarSql), priced as the search prices them.
import {
  addDays,
  allIn,
  partyFare,
  PRICE_CALENDAR_DAYS,
  priceCalendarQuery,
  priceCalendarResponse,
  searchDateWindow,
  type PriceCalendarDay,
  type PriceCalendarQuery,
  type PriceCalendarResponse,
} from "../../contracts/flights";
import { getDb } from "../../db/client";
import type { Service } from "../../http/service";
import { priceCalendarSql } from "./flight-search-sql";
import { routeAirports } from "./flight-search";
import { rowsOf } from "./rows";

type DayRow = { date: string | Date; adult_price: number | string; fare: number | string; tax: number; service_fees: number; discount: number };

/** Today at the departure airport: its flights' `date` is their local departure day. */
function localToday(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

const dayOf = (value: string | Date) => (typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10));

export async function priceCalendar(query: PriceCalendarQuery, now = new Date()): Promise<PriceCalendarResponse> {
  const db = await getDb();
  const { from, to } = await routeAirports(db, query.from, query.to);
  const window = searchDateWindow(now);
  const today = localToday(from.timezone, now);
  // Days a search would refuse are never asked for: the window is cut to [today, the last searchable day].
  const first = addDays(query.date, -PRICE_CALENDAR_DAYS);
  const last = addDays(query.date, PRICE_CALENDAR_DAYS);
  const askFrom = first < today ? today : first;
  const askTo = last > window.max ? window.max : last;
  const key = { fromId: from.id, toId: to.id, cabin: query.cabin, seated: query.adults + query.children };
  // One round trip: the statement reads an index range per day (flight_day_fares), far below the cost at which
  // Postgres would JIT-compile it, so it needs no transaction to turn JIT off as the statement that priced every flight did.
  const rows = askFrom <= askTo ? rowsOf<DayRow>(await db.execute(priceCalendarSql(key, askFrom, askTo))) : [];
  const byDay = new Map(rows.map((r) => [dayOf(r.date), r]));
  const cheapest = rows.length ? Math.min(...rows.map((r) => Number(r.adult_price))) : null;
  const days: PriceCalendarDay[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const row = byDay.get(date);
    if (date < askFrom || date > askTo || !row) {
      const status = date < today ? "past" : "none";
      days.push({ date, status, minPrice: null, partyPrice: null, cheapest: false });
      continue;
    }
    const adult = { fare: Number(row.fare), tax: row.tax, serviceFees: row.service_fees, discount: row.discount };
    const minPrice = Number(row.adult_price);
    days.push({ date, status: "available", minPrice, partyPrice: allIn(partyFare(adult, query)), cheapest: minPrice === cheapest });
  }
  return { from: from.code, to: to.code, cabin: query.cabin, date: query.date, days };
}

export function registerPriceCalendarRoutes(svc: Service): void {
  svc.get(
    "api/Flights/PriceCalendar",
    {
      summary: "Lowest all-in fare of each day within 15 days of a search's day, for its route, cabin and party",
      access: "public",
      query: priceCalendarQuery,
      response: priceCalendarResponse,
    },
    ({ query }) => priceCalendar(query),
  );
}
