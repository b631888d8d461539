// npm run bench:search — stays and transfers at 10× their seed (scripts/bench-stays.ts), then seeds ≥100,000 flights, runs a few hundred realistic searches through the
// provider app, and prints p50/p95 on PGlite and on Postgres (a fresh temporary database at
// TEST_DATABASE_URL or 127.0.0.1:5432, dropped afterwards), plus the EXPLAIN ANALYZE of the main query.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { providerApp } from "../provider/app";
import { addDays, type FlightSearch } from "../provider/contracts/flights";
import { openDatabase, useDatabase, type Handle } from "../provider/db/client";
import { seedFlightCatalogue, seedFlightSchedule, withoutTriggers, mulberry32 } from "../provider/db/seed/flights";
import { ROUTES } from "../provider/db/seed/flights-data";
import type { Db } from "../provider/db/client";
import { legSearchSql } from "../provider/services/search-flight/flight-search-sql";
import { rowsOf } from "../provider/services/search-flight/rows";
import { runStays } from "./bench-stays";

const TARGET_FLIGHTS = 100_000;
const SEARCHES = Number(process.env.BENCH_SEARCHES || 300);
const POSTGRES_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const today = new Date().toISOString().slice(0, 10);

async function seedBench(db: Db): Promise<number> {
  let total = 0;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await seedFlightCatalogue(t);
    // A year of the normal schedule, then a second, denser schedule over the busy first months.
    total += await withoutTriggers(t, () => seedFlightSchedule(t, { days: 365, startDate: today, seed: 1 }));
    for (let seed = 2; total < TARGET_FLIGHTS; seed++) {
      total += await withoutTriggers(t, () => seedFlightSchedule(t, { days: 60, startDate: today, seed }));
    }
  });
  await db.execute(sql`analyze`);
  return total;
}

/** Realistic searches: random routes and days, mostly economy, some round trips, filters and sorts. */
function searches(): string[] {
  const rand = mulberry32(42);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
  // Busy routes are searched more: a route is drawn in proportion to its flights a day.
  const weights = ROUTES.map(([, , , services]) => services.reduce((n, svc) => n + svc.perDay, 0));
  const totalWeight = weights.reduce((n, w) => n + w, 0);
  const pickRoute = () => {
    let r = rand() * totalWeight;
    for (let i = 0; i < ROUTES.length; i++) if ((r -= weights[i]!) < 0) return ROUTES[i]!;
    return ROUTES[0]!;
  };
  const out: string[] = [];
  for (let i = 0; i < SEARCHES; i++) {
    const [a, b] = pickRoute();
    const [from, to] = rand() < 0.5 ? [a, b] : [b, a];
    const date = addDays(today, 1 + Math.floor(rand() * 120));
    const q: Record<string, string> = { from, to, date, adults: String(1 + Math.floor(rand() * 3)) };
    if (rand() < 0.4) q.children = String(Math.floor(rand() * 3));
    if (rand() < 0.2) q.infants = "1";
    q.cabin = rand() < 0.8 ? "economy" : pick(["business", "first"]);
    q.sort = pick(["price", "duration", "departure"]);
    if (rand() < 0.35) q.returnDate = addDays(date, 2 + Math.floor(rand() * 10));
    if (rand() < 0.3) q.stops = pick(["0", "1,2", "0,1"]);
    if (rand() < 0.2) q.times = pick(["morning", "afternoon,evening", "early-morning"]);
    if (rand() < 0.15) q.airlines = pick(["SV", "SV,XY", "EK,QR", "MS"]);
    if (rand() < 0.1) q.maxPrice = String(80_000);
    out.push(`/search-flight/api/Flights/Search?${new URLSearchParams(q)}`);
  }
  return out;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function run(kind: string, handle: Handle): Promise<void> {
  useDatabase(handle);
  // BENCH_ONLY=stays measures the stays alone (on the airports only): the 100,000-flight seed takes minutes.
  if (process.env.BENCH_ONLY === "stays") {
    await seedFlightCatalogue(handle.db);
    await runStays(kind, handle);
    return;
  }
  const seedStart = performance.now();
  const flights = await seedBench(handle.db);
  console.log(`\n[${kind}] seeded ${flights.toLocaleString("en")} flights in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  const paths = searches();
  for (const path of paths.slice(0, 20)) await providerApp.fetch(new Request(`http://bench${path}`)); // warm-up
  const times: number[] = [];
  // PGlite runs in this process: its CPU time per search is what the latency would be on an idle machine.
  const cpuTimes: number[] = [];
  let results = 0;
  for (const path of paths) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const response = await providerApp.fetch(new Request(`http://bench${path}`));
    const body = (await response.json()) as { outbound?: { flights: unknown[] } };
    times.push(performance.now() - start);
    const cpu = process.cpuUsage(cpuStart);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    if (response.status !== 200) throw new Error(`${path} → ${response.status} ${JSON.stringify(body)}`);
    results += body.outbound?.flights.length ?? 0;
  }
  times.sort((x, y) => x - y);
  cpuTimes.sort((x, y) => x - y);
  console.log(
    `[${kind}] ${paths.length} searches (${(results / paths.length).toFixed(1)} outbound flights on average): ` +
      `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
  );
  if (handle.kind === "pglite") {
    console.log(`[${kind}] in-process CPU per search: p50 ${percentile(cpuTimes, 50).toFixed(1)} ms, p95 ${percentile(cpuTimes, 95).toFixed(1)} ms`);
  }
  const load = (await import("node:os")).loadavg()[0]!;
  console.log(`[${kind}] machine load average while measuring: ${load.toFixed(1)}`);

  const ids = rowsOf<{ from: number; to: number }>(
    await handle.db.execute(sql`select (select id from airports where code = 'RUH') as "from", (select id from airports where code = 'JED') as "to"`),
  )[0]!;
  const search: FlightSearch = { from: "RUH", to: "JED", date: addDays(today, 7), adults: 2, children: 1, infants: 0, cabin: "economy", sort: "price" };
  const key = { fromId: ids.from, toId: ids.to, date: search.date, cabin: search.cabin, seated: 3 };
  const plan = rowsOf<Record<string, string>>(await handle.db.execute(sql`explain (analyze, costs off) ${legSearchSql(key, search)}`));
  console.log(`[${kind}] EXPLAIN ANALYZE of the main search query (RUH → JED, economy, 3 seated):`);
  for (const row of plan) console.log(`  ${Object.values(row)[0]}`);
  if (process.env.BENCH_ONLY !== "flights") await runStays(kind, handle);
}

async function main(): Promise<void> {
  const lite = await openDatabase({ dir: "memory://", databaseUrl: "", seed: false });
  try {
    await run("pglite", lite);
  } finally {
    await lite.close();
  }

  const name = `rahhal_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\n[postgres] skipped: ${POSTGRES_URL} is not reachable (${(error as Error).message})`);
    return;
  }
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  let handle: Handle | undefined;
  try {
    handle = await openDatabase({ databaseUrl: url.toString(), seed: false });
    await run("postgres", handle);
  } finally {
    await handle?.close();
    // Let the server notice the pool's goodbyes before the forced drop.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
