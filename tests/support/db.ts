// Test databases: a fresh in-memory PGlite, and (when reachable) a fresh database on the real Postgres.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, useDatabase } from "@/provider/db/client";

export const POSTGRES_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** CI must exercise Postgres: there an unreachable server fails the run instead of skipping. */
export async function requirePostgres(): Promise<boolean> {
  const ok = await postgresReachable();
  if (!ok && process.env.CI) throw new Error(`Postgres is required in CI but ${POSTGRES_URL} is not reachable`);
  return ok;
}

export type TestDatabase = Awaited<ReturnType<typeof openDatabase>> & { drop: () => Promise<void> };

/** Opens a fresh, migrated (and by default seeded) database and makes it the provider's database. */
export async function createTestDatabase(kind: "pglite" | "postgres", options: { seed?: boolean } = {}): Promise<TestDatabase> {
  if (kind === "pglite") {
    const handle = await openDatabase({ dir: "memory://", databaseUrl: "", seed: options.seed });
    useDatabase(handle);
    return { ...handle, drop: () => handle.close() };
  }
  const name = `rahhal_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), seed: options.seed });
  useDatabase(handle);
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      const again = new pg.Client({ connectionString: POSTGRES_URL });
      await again.connect();
      // pool.end() can resolve while its last connections are still closing; terminating them with
      // FORCE then surfaces as an uncaught "terminating connection" error, so give them a moment first.
      for (let attempt = 0; attempt < 20; attempt++) {
        const { rows } = await again.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
