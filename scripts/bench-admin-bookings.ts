// npm run bench:admin-bookings — the back office's Bookings list (GET api/Admin/Reservations, issue 24) on the machine's
// real Postgres: a fresh database (TEST_DATABASE_URL or 127.0.0.1:5432, user postgres), seeded as an install is, its
// reservations copied (with their detail rows, travellers and payments) to BENCH_FACTOR× (10 by default) the seed's
// count, then BENCH_REQUESTS (400) admin list requests through the provider app with the filters, sorts, searches and
// pages an operator uses; p50/p95 printed (target p95 < 100 ms) with the EXPLAIN ANALYZE of the default page and of a
// search. BENCH_LARGE (50,000 by default; 0 skips) repeats the measure with that many reservations, to show how it
// scales past the seed. The database is dropped afterwards. Figures only: not a timed test.
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { providerApp } from "../provider/app";
import { openDatabase, useDatabase, type Db, type Handle } from "../provider/db/client";
import { users } from "../provider/db/schema";
import { issueToken } from "../provider/http/auth";
import { listAdminReservations } from "../provider/bookings/admin-list";
import { reservationListQuery } from "../provider/contracts/admin-reservations";
import { mulberry32 } from "../provider/db/seed/flights";
import { rowsOf } from "../provider/services/search-flight/rows";

const POSTGRES_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const FACTOR = Number(process.env.BENCH_FACTOR || 10);
const REQUESTS = Number(process.env.BENCH_REQUESTS || 400);
const LARGE = Number(process.env.BENCH_LARGE ?? 50_000);

const count = async (db: Db, table: string) => Number(rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n);

/** The columns of a table but those named (and the generated ones), for an insert … select that copies its rows. */
async function columnsBut(db: Db, table: string, skip: string[]): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(
      sql`select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
    ),
  );
  return rows.map((r) => r.name).filter((name) => !skip.includes(name));
}

/**
 * Copies every reservation `copies` times, in one transaction (the detail-exists constraint trigger is deferred to the
 * commit): a new id and reference, booked up to a year earlier, with its kind's detail row, travellers and payments.
 * A copied stay is marked released so the exclusion constraints on nights do not see it; held seats are not copied.
 */
async function multiply(db: Db, copies: number): Promise<void> {
  const core = await columnsBut(db, "reservations", ["id", "reference", "created_at"]);
  const details: [table: string, skip: string[], extra?: Record<string, string>][] = [
    ["reservation_flights", ["reservation_id"]],
    ["reservation_offers", ["reservation_id"]],
    ["reservation_stays", ["reservation_id", "id", "released_at"], { released_at: "coalesce(d.released_at, now())" }],
    ["reservation_taxis", ["reservation_id", "id"]],
    ["reservation_travelers", ["reservation_id", "id"]],
    ["payments", ["reservation_id", "id", "idempotency_key", "provider_ref"], { idempotency_key: "md5(random()::text)", provider_ref: "null" }],
  ];
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(
      sql.raw(`create temp table bench_copies on commit drop as
      select r.id as old_id, g as copy, gen_random_uuid() as new_id,
        upper(substr(md5(r.id::text || g::text || random()::text), 1, 12)) as reference,
        r.created_at - (random() * interval '365 days') as created_at
      from reservations r, generate_series(1, ${copies}) g`),
    );
    const list = core.map((c) => `"${c}"`).join(", ");
    await t.execute(
      sql.raw(`insert into reservations (id, reference, created_at, ${list})
        select m.new_id, m.reference, m.created_at, ${core.map((c) => `r."${c}"`).join(", ")} from bench_copies m join reservations r on r.id = m.old_id`),
    );
    for (const [table, skip, extra = {}] of details) {
      const columns = await columnsBut(t, table, [...skip, ...Object.keys(extra)]);
      const names = [...columns, ...Object.keys(extra)].map((c) => `"${c}"`).join(", ");
      const values = [...columns.map((c) => `d."${c}"`), ...Object.values(extra)].join(", ");
      await t.execute(
        sql.raw(
          `insert into ${table} (reservation_id, ${names}) select m.new_id, ${values} from bench_copies m join ${table} d on d.reservation_id = m.old_id`,
        ),
      );
    }
  });
  await db.execute(sql`analyze`);
}

/** What an operator asks the list: the default page, pages further on, each filter, each sort, searches. */
function queries(references: string[], emails: string[], names: string[]): Record<string, string>[] {
  const rand = mulberry32(24);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!;
  const out: Record<string, string>[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const q: Record<string, string> = {};
    const roll = rand();
    if (roll < 0.2) q.q = pick(references);
    else if (roll < 0.3) q.q = pick(emails);
    else if (roll < 0.4) q.q = pick(names).split(" ")[0]!;
    else if (roll < 0.45) q.q = pick(references).slice(0, 4).toLowerCase();
    if (rand() < 0.25) q.kind = pick(["flight", "offer", "hotel", "chalet", "taxi"]);
    if (rand() < 0.25) q.status = pick(["pending", "confirmed", "cancelled", "expired"]);
    if (rand() < 0.15) {
      const from = new Date(Date.now() - Math.floor(rand() * 300) * 86_400_000);
      q.from = from.toISOString().slice(0, 10);
      q.to = new Date(from.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    }
    if (rand() < 0.4) q.sort = pick(["reference", "service", "total", "status"]);
    if (rand() < 0.3) q.dir = "desc";
    if (rand() < 0.3) q.page = String(1 + Math.floor(rand() * 5));
    out.push(q);
  }
  return out;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(label: string, handle: Handle, token: string): Promise<void> {
  const db = handle.db;
  const sample = rowsOf<{ reference: string; email: string; name: string }>(
    await db.execute(sql`select r.reference, u.email, u.name from reservations r join users u on u.id = r.user_id order by random() limit 200`),
  );
  const all = queries(
    sample.map((s) => s.reference),
    sample.map((s) => s.email),
    sample.map((s) => s.name),
  );
  const call = (q: Record<string, string>) =>
    providerApp.fetch(
      new Request(`http://bench/flight-backend/api/Admin/Reservations?${new URLSearchParams(q)}`, {
        headers: { authorization: `Bearer ${token}`, "accept-language": "en" },
      }),
    );
  for (const q of all.slice(0, 20)) await (await call(q)).text(); // warm-up
  const times: number[] = [];
  const timed: [ms: number, query: string][] = [];
  let rows = 0;
  for (const q of all) {
    const start = performance.now();
    const response = await call(q);
    const body = (await response.json()) as { items?: unknown[] };
    times.push(performance.now() - start);
    timed.push([times.at(-1)!, new URLSearchParams(q).toString() || "(the default page)"]);
    if (response.status !== 200) throw new Error(`${new URLSearchParams(q)} → ${response.status} ${JSON.stringify(body)}`);
    rows += body.items?.length ?? 0;
  }
  times.sort((x, y) => x - y);
  const load = (await import("node:os")).loadavg()[0]!;
  console.log(
    `[${label}] ${all.length} list requests (${(rows / all.length).toFixed(1)} rows a page on average): p50 ${percentile(times, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms ` +
      `(target p95 < 100 ms: ${percentile(times, 95) < 100 ? "met" : "MISSED"}; load average ${load.toFixed(1)})`,
  );
  console.log(
    `[${label}] slowest: ${timed
      .sort((x, y) => y[0] - x[0])
      .slice(0, 5)
      .map(([ms, q]) => `${ms.toFixed(0)} ms ${q}`)
      .join("; ")}`,
  );
}

/** The plan of the list's page statement, as the provider sends it (the SQL is captured from the driver). */
async function explain(label: string, handle: Handle, query: Record<string, string>): Promise<void> {
  const client = (handle.db as unknown as { $client?: pg.Pool }).$client;
  if (!client) return;
  let captured: { text: string; values: unknown[] } | null = null;
  const original = client.query.bind(client);
  (client as unknown as { query: unknown }).query = (config: unknown, values?: unknown[]) => {
    const text = typeof config === "string" ? config : (config as { text: string }).text;
    const params = values ?? (config as { values?: unknown[] }).values ?? [];
    if (/ order by .* limit /s.test(text)) captured ??= { text, values: params };
    return (original as (c: unknown, v?: unknown[]) => unknown)(config, values);
  };
  await listAdminReservations(reservationListQuery.parse(query), "en");
  (client as unknown as { query: unknown }).query = original;
  if (!captured) return;
  const plan = await original(`explain (analyze, costs off, timing off) ${(captured as { text: string }).text}`, (captured as { values: unknown[] }).values);
  console.log(`[${label}] EXPLAIN ANALYZE of the list with ${JSON.stringify(query)}:`);
  for (const row of plan.rows as Record<string, string>[]) console.log(`  ${Object.values(row)[0]}`);
}

async function main(): Promise<void> {
  const name = `rahhal_bench_admin_${randomBytes(5).toString("hex")}`;
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
    const db = handle.db;
    const seeded = await count(db, "reservations");
    console.log(`[postgres] seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s: ${seeded} reservations`);
    const [adminRow] = await db.select().from(users).where(eq(users.role, "Admin")).limit(1);
    if (!adminRow) throw new Error("the seed has no admin");
    const token = await issueToken(adminRow);

    await multiply(db, FACTOR - 1);
    const total = await count(db, "reservations");
    console.log(`[postgres] ${total} reservations (${FACTOR}× the seed's ${seeded})`);
    await measure(`postgres, ${total} reservations`, handle, token);
    await explain(`postgres, ${total}`, handle, {});

    if (LARGE > total) {
      await multiply(db, Math.ceil(LARGE / total) - 1);
      const large = await count(db, "reservations");
      console.log(`[postgres] ${large} reservations (BENCH_LARGE)`);
      await measure(`postgres, ${large} reservations`, handle, token);
      await explain(`postgres, ${large}`, handle, {});
      await explain(`postgres, ${large}`, handle, { q: "returning" });
    }
  } finally {
    await handle?.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
