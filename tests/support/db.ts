// Test databases: a fresh in-memory PGlite, and (when reachable) a fresh database on the real Postgres. Both start
// from the run's templates (./database-templates.ts) when there are any, so each costs a copy instead of a migration
// and a seed; openDatabase then runs as in production and finds nothing left to migrate or seed.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { inject } from "vitest";
import { openDatabase, useDatabase } from "@/provider/db/client";
import { asAdmin, databaseUrl, dropDatabase, POSTGRES_URL, postgresReachable } from "./postgres-admin";

export { POSTGRES_URL, postgresReachable };

/** CI must exercise Postgres: there an unreachable server fails the run instead of skipping. */
export async function requirePostgres(): Promise<boolean> {
  const ok = await postgresReachable();
  if (!ok && process.env.CI) throw new Error(`Postgres is required in CI but ${POSTGRES_URL} is not reachable`);
  return ok;
}

export type TestDatabase = Awaited<ReturnType<typeof openDatabase>> & { drop: () => Promise<void> };

/** Opens a fresh, migrated (and by default seeded) database and makes it the provider's database. */
export async function createTestDatabase(kind: "pglite" | "postgres", options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const templates = inject("databaseTemplates");
  const variant = options.seed === false ? "migrated" : "seeded";
  if (kind === "pglite") {
    const dump = templates?.pglite[variant];
    const loadDataDir = dump ? new Blob([await readFile(dump)]) : undefined;
    const handle = await openDatabase({ dir: "memory://", databaseUrl: "", seed: options.seed, loadDataDir });
    useDatabase(handle);
    return { ...handle, drop: () => handle.close() };
  }
  const name = `rahhal_test_${randomBytes(6).toString("hex")}`;
  const template = templates?.postgres?.[variant];
  await asAdmin((client) => client.query(template ? `create database ${name} template ${template}` : `create database ${name}`));
  const handle = await openDatabase({ databaseUrl: databaseUrl(name), seed: options.seed });
  useDatabase(handle);
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      await dropDatabase(name);
    },
  };
}
