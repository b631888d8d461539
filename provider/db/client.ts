// One database handle per process: PGlite in DATA_DIR by default, node-postgres when DATABASE_URL is set.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { dataDir, providerConfig } from "../config";
import { installJobQueue, jsonParam, type SqlExecutor } from "../jobs/queue";
import * as schema from "./schema";
import { seedIfEmpty } from "./seed";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * `executor`: the raw client for the job queue (pg-boss's own SQL, several statements at once when it installs or
 * maintains); a handle made elsewhere (tests) may leave it out, and the queue then goes through `db`.
 */
export type Handle = { db: Db; close: () => Promise<void>; kind: "pglite" | "postgres"; executor?: SqlExecutor };

const MIGRATIONS = path.resolve(/*turbopackIgnore: true*/ process.cwd(), "provider/db/migrations");

const globalStore = globalThis as unknown as { __providerDb?: Promise<Handle> };

/** The advisory lock key migrations run under on Postgres ("rahhal:migrate" as a number). */
const MIGRATION_LOCK = 0x72616d67;

/** Postgres's OID of int8 (bigint): money columns, counts and sums cast to bigint. */
const INT8 = 20;

/**
 * bigint as a JS number, exact or not at all. node-postgres hands int8 over as a string and PGlite as a number or a
 * BigInt by size, so raw `db.execute` reads (sums, json, search rows) would differ by driver; both get this parser.
 * Money is capped well inside 2⁵³ (contracts/money.ts): a larger value is a bug, refused rather than rounded.
 */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`bigint ${text} is beyond what a JS number holds exactly`);
  return value;
}

export async function openDatabase(options: { databaseUrl?: string; dir?: string; seed?: boolean; loadDataDir?: Blob } = {}): Promise<Handle> {
  const url = options.databaseUrl === undefined ? providerConfig.databaseUrl : options.databaseUrl || undefined;
  let handle: Handle;
  if (url) {
    const { Pool, types } = (await import("pg")).default;
    // Process-wide: drizzle's node-postgres session falls back to pg's global parsers, not a pool's own.
    types.setTypeParser(INT8, parseInt8);
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE || 10) });
    // An idle connection dropped by the server must not crash the process; the pool replaces it.
    pool.on("error", (error) => console.error("[db] idle connection error", error.message));
    const db = drizzle(pool, { schema });
    // Instances starting together migrate one at a time: the first holds a session advisory lock while it migrates,
    // the next waits for it and then finds nothing left to do (drizzle skips applied migrations).
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
      try {
        await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS });
        // The job queue's schema and queues under the same lock: pg-boss's own lock does not cover creating its schema.
        await installJobQueue({ executeSql: (text, values) => client.query(text, values?.map(jsonParam)) });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
      }
    } finally {
      client.release();
    }
    const executor: SqlExecutor = { executeSql: (text, values) => pool.query(text, values?.map(jsonParam)) };
    handle = { db: db as unknown as Db, close: () => pool.end(), kind: "postgres", executor };
  } else {
    const { client, db } = await openPglite(options.dir ?? path.join(dataDir(), "pglite"), options.loadDataDir);
    const executor = pgliteExecutor(client);
    handle = { db, close: () => client.close(), kind: "pglite", executor };
    await installJobQueue(executor);
  }
  if (options.seed !== false) await seedIfEmpty(handle.db);
  return handle;
}

/** PGlite's `query` takes one statement; pg-boss's install script is many, which only `exec` runs. */
function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values.map(jsonParam));
      try {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      } catch (error) {
        // A script with BEGIN that failed midway leaves the one connection in an aborted transaction: end it, or
        // every later query of the app would fail. (A ROLLBACK outside a transaction only warns.)
        await client.exec("rollback").catch(() => undefined);
        throw error;
      }
    },
  };
}

/**
 * A migrated PGlite at `dir`. `loadDataDir` starts it from a `dumpDataDir` of another one (the test suite's
 * templates): the migrations then find nothing left to apply.
 */
export async function openPglite(dir: string, loadDataDir?: Blob): Promise<{ client: PGlite; db: Db }> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (dir !== "memory://") mkdirSync(dir, { recursive: true });
  // btree_gist: the stays' exclusion constraints (migration 0006) compare a room id with = inside a GiST index.
  const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
  const client = await PGlite.create(dir, { extensions: { btree_gist }, parsers: { [INT8]: parseInt8 }, loadDataDir });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return { client, db: db as unknown as Db };
}

/** The process-wide database, opened (migrated and seeded) on first use and kept across dev reloads. */
export function getDatabase(): Promise<Handle> {
  globalStore.__providerDb ??= openDatabase().catch((error: unknown) => {
    globalStore.__providerDb = undefined;
    throw error;
  });
  return globalStore.__providerDb;
}

/** Closes the process-wide database, if opened (a graceful shutdown). */
export async function closeDatabase(): Promise<void> {
  const opened = globalStore.__providerDb;
  globalStore.__providerDb = undefined;
  await (await opened?.catch(() => undefined))?.close();
}

/** Makes an already opened handle the process-wide database (tests, benchmarks). */
export function useDatabase(handle: Handle): void {
  globalStore.__providerDb = Promise.resolve(handle);
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}
