// Migration tests: a database migrated up to just before one migration, written to by raw SQL as it was then, then
// migrated to the end. PGlite in memory or a throwaway database on the real Postgres.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { POSTGRES_URL } from "../support/db";

export const MIGRATIONS = path.resolve("provider/db/migrations");

/** The migrations folder as it was before this one: the same files, a journal without it. */
export function foldersBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "migrations-before-"));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

export type Raw = {
  exec: (q: string) => Promise<void>;
  rows: <T>(q: string) => Promise<T[]>;
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
  url?: string;
};

export async function openRaw(kind: "pglite" | "postgres"): Promise<Raw> {
  if (kind === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
    const client = await PGlite.create("memory://", { extensions: { btree_gist } });
    const db = drizzle(client);
    return {
      exec: async (q) => void (await client.exec(q)),
      rows: async (q) => (await client.query(q)).rows as never,
      migrate: (folder) => migrate(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const pg = (await import("pg")).default;
  const name = `rahhal_migrate_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const db = drizzle(pool);
  return {
    url: url.toString(),
    exec: async (q) => void (await pool.query(q)),
    rows: async (q) => (await pool.query(q)).rows as never,
    migrate: (folder) => migrate(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      // pool.end() can resolve while a connection is still closing; FORCE would then surface as an uncaught
      // "terminating connection" error (as in tests/support/db.ts), so wait for them first.
      for (let attempt = 0; attempt < 20; attempt++) {
        const { rows } = await admin.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * For a describe block: a database migrated up to just before `tag`, given `rows` (raw SQL, as the app wrote them
 * then), then migrated to the end. Returns a getter of it; closed and cleaned up after the block.
 */
export function migratedOver(kind: "pglite" | "postgres", tag: string, rows: string): () => Raw {
  let raw: Raw;
  let before: string;
  beforeAll(async () => {
    before = foldersBefore(tag);
    raw = await openRaw(kind);
    await raw.migrate(before);
    await raw.exec(rows);
    await raw.migrate(MIGRATIONS);
  }, 60_000);
  afterAll(async () => {
    await raw?.close();
    if (before) rmSync(before, { recursive: true, force: true });
  });
  return () => raw;
}
