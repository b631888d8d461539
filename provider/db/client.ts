// One database handle per process: PGlite in DATA_DIR by default, node-postgres when DATABASE_URL is set.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { dataDir, providerConfig } from "../config";
import * as schema from "./schema";
import { seedIfEmpty } from "./seed";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Handle = { db: Db; close: () => Promise<void>; kind: "pglite" | "postgres" };

const MIGRATIONS = path.resolve(/*turbopackIgnore: true*/ process.cwd(), "provider/db/migrations");

const globalStore = globalThis as unknown as { __providerDb?: Promise<Handle> };

export async function openDatabase(options: { databaseUrl?: string; dir?: string; seed?: boolean } = {}): Promise<Handle> {
  const url = options.databaseUrl === undefined ? providerConfig.databaseUrl : options.databaseUrl || undefined;
  let handle: Handle;
  if (url) {
    const { Pool } = (await import("pg")).default;
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE || 10) });
    // An idle connection dropped by the server must not crash the process; the pool replaces it.
    pool.on("error", (error) => console.error("[db] idle connection error", error.message));
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    handle = { db: db as unknown as Db, close: () => pool.end(), kind: "postgres" };
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const dir = options.dir ?? path.join(dataDir(), "pglite");
    if (dir !== "memory://") mkdirSync(dir, { recursive: true });
    // btree_gist: the stays' exclusion constraints (migration 0006) compare a room id with = inside a GiST index.
    const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
    const client = await PGlite.create(dir, { extensions: { btree_gist } });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    handle = { db: db as unknown as Db, close: () => client.close(), kind: "pglite" };
  }
  if (options.seed !== false) await seedIfEmpty(handle.db);
  return handle;
}

/** The process-wide database, opened (migrated and seeded) on first use and kept across dev reloads. */
export function getDatabase(): Promise<Handle> {
  globalStore.__providerDb ??= openDatabase().catch((error: unknown) => {
    globalStore.__providerDb = undefined;
    throw error;
  });
  return globalStore.__providerDb;
}

/** Makes an already opened handle the process-wide database (tests, benchmarks). */
export function useDatabase(handle: Handle): void {
  globalStore.__providerDb = Promise.resolve(handle);
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}
