// The price calendar's table (flight_day_fares, migration 0028) against the statement it replaced: over a dataset
// changed by every write that can move a day's lowest fare — a cancelled, deleted, moved, added and departed flight, a
// sold-out cabin, class and fare-type price changes, tax and discount, seats held, held and expired, and a hold expiring
// with no write — the calendar answers what the old statement, which priced every flight from its rows, answers; and
// the triggers leave the table equal to the table written from scratch.
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, type FareClass } from "@/provider/contracts/flights";
import { priceCalendarSql, takenSeatsSql } from "@/provider/services/search-flight/flight-search-sql";
import { rowsOf } from "@/provider/services/search-flight/rows";
import { createTestDatabase, requirePostgres, type TestDatabase } from "../support/db";

const postgres = await requirePostgres();
const today = new Date().toISOString().slice(0, 10);
const FIRST = today;
const LAST = addDays(today, 30);
const CABINS: FareClass[] = ["economy", "business", "first"];

type Key = { fromId: number; toId: number; cabin: FareClass; seated: number };

/** The calendar's statement before migration 0028 (commit a4a288e), verbatim but for its names: every flight priced from its rows. */
function referenceSql(key: Key, first: string, last: string): SQL {
  const cabin = sql`${key.cabin}::fare_class`;
  return sql`
    select d.day::text as date, leg.adult_price, leg.fare, leg.tax, leg.service_fees, leg.discount
    from (select ${first}::date + i as day from generate_series(0, ${last}::date - ${first}::date) i) d
    cross join lateral (
      select * from (
        select l.*, greatest(0, l.fare + l.tax + l.service_fees - l.discount)::bigint as adult_price
        from (
          select f.id, f.departure_at, fc.price + coalesce((select min(t.price) from flight_tickets t where t.flight_id = f.id), 0) as fare,
            f.tax, f.service_fees, f.discount, fc.seat_capacity
          from flights f
          join flight_classes fc on fc.flight_id = f.id and fc.class = ${cabin}
          where f.departure_airport_id = ${key.fromId} and f.arrival_airport_id = ${key.toId} and f.date = d.day
            and f.status = 'scheduled' and f.departure_at > now()
          offset 0) l
        order by adult_price, l.departure_at, l.id offset 0) leg
      where leg.seat_capacity - ${takenSeatsSql(sql`leg.id`, cabin)} >= ${key.seated}
      limit 1) leg`;
}

/** The table as the migration would write it from flights, cabins and fare types alone. */
const FROM_SCRATCH = sql`
  select concat_ws(' ', f.id, fc.class, f.date, f.departure_at, greatest(0, p.fare + f.tax + f.service_fees - f.discount), p.fare,
    f.tax, f.service_fees, f.discount, fc.seat_capacity) as row
  from flights f
  join flight_classes fc on fc.flight_id = f.id
  cross join lateral (select fc.price + coalesce((select min(t.price) from flight_tickets t where t.flight_id = f.id), 0) as fare) p
  where f.status = 'scheduled'`;
const WRITTEN = sql`
  select concat_ws(' ', flight_id, class, date, departure_at, adult_price, fare, tax, service_fees, discount, seat_capacity) as row
  from flight_day_fares`;

for (const kind of ["pglite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !postgres)(`price calendar's fares table on ${kind}`, () => {
    let db: TestDatabase;
    let keys: Key[];
    let ruh: number;
    let jed: number;
    let userId: string;
    let references = 0;
    const run = async (statement: SQL) => rowsOf<Record<string, unknown>>(await db.db.execute(statement));
    const answers = async (tx: { execute: (s: SQL) => Promise<unknown> }, statement: SQL) =>
      rowsOf<Record<string, unknown>>((await tx.execute(statement)) as never)
        .map((r) => [r.date, r.adult_price, r.fare, r.tax, r.service_fees, r.discount].map(String).join(" "))
        .sort();
    const ruhJedEconomy = (key: Key) => key.fromId === ruh && key.toId === jed && key.cabin === "economy";
    /**
     * The keys' calendars, new and old, side by side in one transaction (one now(): a hold expiring between the two
     * would otherwise part them); returns the old one's for RUH → JED economy, 1 then 3 seated.
     */
    async function expectSameAnswers(only = keys): Promise<string[][]> {
      return db.db.transaction(async (tx) => {
        const seen: string[][] = [];
        for (const key of only) {
          const expected = await answers(tx, referenceSql(key, FIRST, LAST));
          expect(await answers(tx, priceCalendarSql(key, FIRST, LAST)), JSON.stringify(key)).toEqual(expected);
          if (ruhJedEconomy(key)) seen.push(expected);
        }
        return seen;
      });
    }
    const dayOf = (seen: string[][], date: string) => seen.map((days) => days.find((d) => d.startsWith(date)) ?? null);
    /** A RUH → JED flight of a day that nothing is booked on (so it may be deleted), made the day's cheapest in economy at `price`. */
    async function cheapestOf(date: string, price: number): Promise<{ id: string; planeId: number }> {
      const [row] = await run(sql`
        select f.id, f.plane_id from flights f join flight_classes fc on fc.flight_id = f.id and fc.class = 'economy'
        where f.departure_airport_id = ${ruh} and f.arrival_airport_id = ${jed} and f.date = ${date}::date and f.status = 'scheduled'
          and not exists (select 1 from reservation_flights r where r.flight_id = f.id)
          and not exists (select 1 from reservation_flight_returns r where r.flight_id = f.id)
          and not exists (select 1 from reservation_seats r where r.flight_id = f.id)
        order by f.departure_at desc limit 1`);
      await db.db.execute(sql`update flight_classes set price = ${price} where flight_id = ${row!.id} and class = 'economy'`);
      return { id: String(row!.id), planeId: Number(row!.plane_id) };
    }
    /** A reservation taking `seats` economy seats of a flight: confirmed, or a hold until `holdUntil`. */
    async function takeSeats(flight: { id: string; planeId: number }, seats: number, status: "confirmed" | "pending", holdUntil: Date): Promise<void> {
      const reference = `PCF${String(++references).padStart(3, "0")}`;
      await db.db.transaction(async (tx) => {
        const [row] = rowsOf<{ id: string }>(
          await tx.execute(sql`
            insert into reservations (kind, reference, user_id, status, hold_expires_at, base, tax, service_fees, discount, extras, total,
              cancellation_deadline, cancellation_fee_percent)
            values ('flight', ${reference}, ${userId}, ${status}, ${holdUntil.toISOString()}, 1, 0, 0, 0, 0, 1, now() + interval '1 day', 10)
            returning id`),
        );
        await tx.execute(sql`insert into reservation_flights (reservation_id, flight_id, fare_class, ticket_id)
          select ${row!.id}, ${flight.id}, 'economy', min(id) from flight_tickets where flight_id = ${flight.id}`);
        await tx.execute(sql`insert into reservation_seats (reservation_id, flight_id, seat_id)
          select ${row!.id}, ${flight.id}, ps.id from plane_seats ps where ps.plane_id = ${flight.planeId} and ps.class = 'economy'
          order by ps.id limit ${seats}`);
      });
    }
    const setCapacity = (flightId: string, seats: number) =>
      db.db.execute(sql`update flight_classes set seat_capacity = ${seats} where flight_id = ${flightId} and class = 'economy'`);

    beforeAll(async () => {
      db = await createTestDatabase(kind);
      const ids = await run(sql`select code, id from airports where code in ('RUH', 'JED', 'DXB')`);
      const id = (code: string) => Number(ids.find((r) => r.code === code)!.id);
      [ruh, jed] = [id("RUH"), id("JED")];
      keys = [
        [ruh, jed],
        [jed, ruh],
        [ruh, id("DXB")],
      ].flatMap(([fromId, toId]) => CABINS.flatMap((cabin) => [1, 3].map((seated) => ({ fromId: fromId!, toId: toId!, cabin, seated }))));
      userId = String((await run(sql`select id from users order by created_at limit 1`))[0]!.id);
    }, 180_000);
    afterAll(async () => {
      await db?.drop();
    });

    it("answers as the old statement over the seed, every day, route, cabin and party", async () => {
      const [one, three] = await expectSameAnswers();
      expect(one!.length).toBeGreaterThan(25);
      expect(three!.length).toBeGreaterThan(25);
    });

    it("drops a cancelled, deleted or moved flight and adds a new one, as the old statement does", async () => {
      const cancelled = await cheapestOf(addDays(today, 3), 1100);
      const deleted = await cheapestOf(addDays(today, 4), 1200);
      const moved = await cheapestOf(addDays(today, 5), 1300);
      const before = await expectSameAnswers();
      for (const [d, fare] of [
        [3, 1100],
        [4, 1200],
        [5, 1300],
      ] as const)
        expect(dayOf(before, addDays(today, d))[0]).toMatch(new RegExp(`^\\S+ \\S+ ${fare} `));
      await db.db.execute(sql`update flights set status = 'cancelled' where id = ${cancelled.id}`);
      await db.db.execute(sql`delete from flights where id = ${deleted.id}`);
      await db.db.execute(sql`update flights set date = date + 20, departure_at = departure_at + interval '20 days',
        arrival_at = arrival_at + interval '20 days' where id = ${moved.id}`);
      // A new flight on day 6, below every fare there: written as the admin saves one (the flight, its cabins, a fare type).
      const source = await cheapestOf(addDays(today, 6), 50_000);
      const [added] = await run(sql`insert into flights (flight_number, date, departure_at, arrival_at, departure_minute, duration_minutes,
          company_id, plane_id, departure_airport_id, arrival_airport_id, tax, service_fees, discount)
        select 'SV9998', date, departure_at + interval '1 minute', arrival_at + interval '1 minute', departure_minute, duration_minutes,
          company_id, plane_id, departure_airport_id, arrival_airport_id, tax, service_fees, discount from flights where id = ${source.id}
        returning id`);
      await db.db.execute(sql`insert into flight_classes (flight_id, class, price, seat_capacity)
        select ${added!.id}, class, 100, seat_capacity from flight_classes where flight_id = ${source.id}`);
      await db.db.execute(sql`insert into flight_tickets (flight_id, name_ar, name_en, price) values (${added!.id}, 'أساسي', 'Basic', 700)`);
      const after = await expectSameAnswers();
      for (const d of [3, 4, 5]) expect(dayOf(after, addDays(today, d))).not.toEqual(dayOf(before, addDays(today, d)));
      expect(dayOf(after, addDays(today, 25))[0]).toMatch(/^\S+ \S+ 1300 /);
      expect(dayOf(after, addDays(today, 6))[0]).toMatch(/^\S+ \S+ 800 /);
    });

    it("follows class, fare-type, tax and discount changes, one flight or a route's days at once", async () => {
      const classChange = await cheapestOf(addDays(today, 7), 1400);
      const ticketChange = await cheapestOf(addDays(today, 8), 1500);
      const discounted = await cheapestOf(addDays(today, 9), 1600);
      const before = await expectSameAnswers();
      await db.db.execute(sql`update flight_classes set price = 900000 where flight_id = ${classChange.id} and class = 'economy'`);
      // Its cheapest fare type goes, the others cost 900 SAR more: the cabin's 1500 stays, its fare does not.
      await db.db.execute(sql`delete from flight_tickets where flight_id = ${ticketChange.id}
        and id = (select id from flight_tickets where flight_id = ${ticketChange.id} order by price limit 1)`);
      await db.db.execute(sql`update flight_tickets set price = price + 90000 where flight_id = ${ticketChange.id}`);
      await db.db.execute(sql`update flights set tax = tax + 1, discount = 10000000 where id = ${discounted.id}`);
      // One statement over three days of the route: the triggers refresh all its flights at once.
      await db.db.execute(sql`update flights set tax = tax + 30000
        where departure_airport_id = ${ruh} and arrival_airport_id = ${jed} and date between ${addDays(today, 14)}::date and ${addDays(today, 16)}::date`);
      const after = await expectSameAnswers();
      for (const d of [7, 8, 9, 14, 15, 16]) expect(dayOf(after, addDays(today, d))).not.toEqual(dayOf(before, addDays(today, d)));
      // The discount is above the price: it floors at 0.
      expect(dayOf(after, addDays(today, 9))[0]).toMatch(/^\S+ 0 /);
    });

    it("skips a sold-out or held cabin and counts an expired hold's seats free, as the old statement does", async () => {
      const sold = await cheapestOf(addDays(today, 10), 1700);
      const held = await cheapestOf(addDays(today, 11), 1800);
      const expired = await cheapestOf(addDays(today, 12), 1900);
      await setCapacity(sold.id, 2);
      await setCapacity(held.id, 3);
      await setCapacity(expired.id, 2);
      const before = await expectSameAnswers();
      await takeSeats(sold, 2, "confirmed", new Date(Date.now() + 60_000));
      await takeSeats(held, 1, "pending", new Date(Date.now() + 15 * 60_000));
      await takeSeats(expired, 2, "pending", new Date(Date.now() - 60_000));
      const after = await expectSameAnswers();
      // Sold out for any party; room for one but not for three; as free as before the expired hold.
      expect(dayOf(after, addDays(today, 10))[0]).not.toEqual(dayOf(before, addDays(today, 10))[0]);
      expect(dayOf(after, addDays(today, 11))[0]).toEqual(dayOf(before, addDays(today, 11))[0]);
      expect(dayOf(after, addDays(today, 11))[1]).not.toEqual(dayOf(before, addDays(today, 11))[1]);
      expect(dayOf(after, addDays(today, 12))).toEqual(dayOf(before, addDays(today, 12)));
    });

    it("gives a day its flight back when a hold expires with no write, and drops a flight once it has left", async () => {
      const flight = await cheapestOf(addDays(today, 13), 2000);
      await setCapacity(flight.id, 1);
      const free = dayOf(await expectSameAnswers(keys.filter(ruhJedEconomy)), addDays(today, 13));
      const expiresAt = Date.now() + 3000;
      await takeSeats(flight, 1, "pending", new Date(expiresAt));
      const held = dayOf(await expectSameAnswers(keys.filter(ruhJedEconomy)), addDays(today, 13));
      expect(held[0]).not.toEqual(free[0]);
      await new Promise((resolve) => setTimeout(resolve, expiresAt - Date.now() + 500));
      expect(dayOf(await expectSameAnswers(), addDays(today, 13))).toEqual(free);
      // Today's last unbooked flight left an hour ago: its row stays, the calendar checks the time as the search does.
      const leaving = await cheapestOf(today, 2100);
      await db.db.execute(sql`update flights set departure_at = now() - interval '1 hour', arrival_at = now() where id = ${leaving.id}`);
      expect(dayOf(await expectSameAnswers(), today)[0] ?? "").not.toMatch(/^\S+ \S+ 2100 /);
    });

    // PGlite has one connection: two transactions at once need the real server.
    it.skipIf(kind === "pglite")("keeps both of two transactions that refresh one flight at once", async () => {
      const flight = await cheapestOf(addDays(today, 17), 2200);
      let wrote!: () => void;
      const aWrote = new Promise<void>((resolve) => (wrote = resolve));
      // A raises the flight's fare types and holds its transaction open; B changes its cabin meanwhile, and its refresh
      // waits for A's rows, then finds them committed.
      const a = db.db.transaction(async (tx) => {
        await tx.execute(sql`update flight_tickets set price = price + 100 where flight_id = ${flight.id}`);
        wrote();
        await new Promise((resolve) => setTimeout(resolve, 500));
      });
      await aWrote;
      const b = db.db.transaction(async (tx) => {
        await tx.execute(sql`update flight_classes set price = 2300 where flight_id = ${flight.id} and class = 'economy'`);
      });
      await Promise.all([a, b]);
      const [row] = await run(sql`select fare from flight_day_fares where flight_id = ${flight.id} and class = 'economy'`);
      const [min] = await run(sql`select min(price) as price from flight_tickets where flight_id = ${flight.id}`);
      expect(Number(row!.fare)).toBe(2300 + Number(min!.price));
    });

    it("leaves the table equal to the one written from scratch after all these writes", async () => {
      const written = (await run(WRITTEN)).map((r) => String(r.row)).sort();
      expect(written.length).toBeGreaterThan(1000);
      expect(written).toEqual((await run(FROM_SCRATCH)).map((r) => String(r.row)).sort());
    });
  });
}
