// npm run bench:price-calendar — the price calendar above flight results (GET search-flight api/Flights/PriceCalendar,
// issue 25) on the machine's real Postgres: a fresh database (TEST_DATABASE_URL or 127.0.0.1:5432, user postgres),
// seeded as an install is, its flight schedule laid again with other seeds until it holds BENCH_FACTOR× (10 by default)
// the seed's flights (so each route has ten times the flights a day), then BENCH_REQUESTS (400) calendars through the
// provider app for the routes, days, parties and cabins travellers search; p50/p95 printed (target p95 ≤ 20 ms) with
// the EXPLAIN ANALYZE of the calendar's statement. The database is dropped afterwards. Figures only: not a timed test.
// It measures the provider, uncached: the app keeps each answer for a minute (lib/provider/price-calendar.ts).
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { providerApp } from "../provider/app";
import { addDays, PRICE_CALENDAR_DAYS } from "../provider/contracts/flights";
import { openDatabase, useDatabase, type Db, type Handle } from "../provider/db/client";
import { mulberry32, seedFlightSchedule, withoutTriggers } from "../provider/db/seed/flights";
import { ROUTES } from "../provider/db/seed/flights-data";
import { priceCalendarSql } from "../provider/services/search-flight/flight-search-sql";
import { rowsOf } from "../provider/services/search-flight/rows";

const POSTGRES_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const FACTOR = Number(process.env.BENCH_FACTOR || 10);
const REQUESTS = Number(process.env.BENCH_REQUESTS || 400);
/** The seed's schedule (provider/db/seed/flights.ts's default): 120 days from today. */
const SEED_DAYS = 120;
const TARGET_P95_MS = 20;
const today = new Date().toISOString().slice(0, 10);

const countFlights = async (db: Db) => Number(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from flights`))[0]!.n);

/** Lays the seed's schedule again with other seeds until the flights are `factor`× the seed's. */
async function multiply(db: Db, seeded: number, factor: number): Promise<number> {
  let total = seeded;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    for (let seed = 1; total < seeded * factor; seed++) {
      total += await withoutTriggers(t, () => seedFlightSchedule(t, { days: SEED_DAYS, startDate: today, seed }));
    }
  });
  // As autovacuum leaves tables that were written to (it runs on inserts too): statistics, and the visibility map the
  // calendar's index-only scan of flight_day_fares needs (migration 0028).
  await db.execute(sql`vacuum analyze`);
  return total;
}

/** What travellers search: busy routes more often, either way, a day within the schedule, mostly economy. */
function queries(): string[] {
  const rand = mulberry32(25);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
  const weights = ROUTES.map(([, , , services]) => services.reduce((n, svc) => n + svc.perDay, 0));
  const totalWeight = weights.reduce((n, w) => n + w, 0);
  const pickRoute = () => {
    let r = rand() * totalWeight;
    for (let i = 0; i < ROUTES.length; i++) if ((r -= weights[i]!) < 0) return ROUTES[i]!;
    return ROUTES[0]!;
  };
  const out: string[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const [a, b] = pickRoute();
    const [from, to] = rand() < 0.5 ? [a, b] : [b, a];
    const q: Record<string, string> = { from, to, date: addDays(today, Math.floor(rand() * SEED_DAYS)), adults: String(1 + Math.floor(rand() * 3)) };
    if (rand() < 0.4) q.children = String(Math.floor(rand() * 3));
    if (rand() < 0.2) q.infants = "1";
    q.cabin = rand() < 0.8 ? "economy" : pick(["business", "first"]);
    out.push(`/search-flight/api/Flights/PriceCalendar?${new URLSearchParams(q)}`);
  }
  return out;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(handle: Handle): Promise<void> {
  const paths = queries();
  for (const path of paths.slice(0, 20)) await (await providerApp.fetch(new Request(`http://bench${path}`))).text(); // warm-up
  const times: number[] = [];
  let priced = 0;
  for (const path of paths) {
    const start = performance.now();
    const response = await providerApp.fetch(new Request(`http://bench${path}`));
    const body = (await response.json()) as { days?: { status: string }[] };
    times.push(performance.now() - start);
    if (response.status !== 200) throw new Error(`${path} → ${response.status} ${JSON.stringify(body)}`);
    priced += body.days?.filter((d) => d.status === "available").length ?? 0;
  }
  times.sort((x, y) => x - y);
  const p95 = percentile(times, 95);
  const load = (await import("node:os")).loadavg()[0]!;
  console.log(
    `[postgres] ${paths.length} calendars of ${2 * PRICE_CALENDAR_DAYS + 1} days (${(priced / paths.length).toFixed(1)} priced days on average): ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms ` +
      `(target p95 ≤ ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? "met" : "MISSED"}; load average ${load.toFixed(1)})`,
  );

  const ids = rowsOf<{ from: number; to: number }>(
    await handle.db.execute(sql`select (select id from airports where code = 'RUH') as "from", (select id from airports where code = 'JED') as "to"`),
  )[0]!;
  const date = addDays(today, 30);
  const key = { fromId: ids.from, toId: ids.to, cabin: "economy" as const, seated: 3 };
  const statement = priceCalendarSql(key, addDays(date, -PRICE_CALENDAR_DAYS), addDays(date, PRICE_CALENDAR_DAYS));
  // As the service runs it (provider/services/search-flight/price-calendar.ts): one statement, JIT as configured.
  const plan = rowsOf<Record<string, string>>(await handle.db.execute(sql`explain (analyze, costs off) ${statement}`));
  console.log(`[postgres] EXPLAIN ANALYZE of the calendar's statement (RUH → JED, economy, 3 seated, ${2 * PRICE_CALENDAR_DAYS + 1} days):`);
  for (const row of plan) console.log(`  ${Object.values(row)[0]}`);
}

async function main(): Promise<void> {
  const name = `rahhal_bench_calendar_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`[postgres] skipped: ${POSTGRES_URL} is not reachable (${(error as Error).message})`);
    return;
  }
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  let handle: Handle | undefined;
  try {
    const seedStart = performance.now();
    handle = await openDatabase({ databaseUrl: url.toString(), seed: true });
    useDatabase(handle);
    const seeded = await countFlights(handle.db);
    const total = await multiply(handle.db, seeded, FACTOR);
    console.log(
      `[postgres] ${total.toLocaleString("en")} flights (${FACTOR}× the seed's ${seeded.toLocaleString("en")}) in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    await measure(handle);
  } finally {
    await handle?.close();
    // Let the server notice the pool's goodbyes before the forced drop.
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (process.env.BENCH_KEEP) console.log(`[postgres] kept ${name} (BENCH_KEEP)`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
