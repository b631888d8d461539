// Migration 0002 (offers' terms, destinations, the arrival index) over a database holding offers written before it:
// nothing is lost, the old offers get empty terms, and the catalogue answers them.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, useDatabase, type Handle } from "@/provider/db/client";
import { call } from "./call";
import { POSTGRES_URL, requirePostgres } from "../support/db";

const postgres = await requirePostgres();
const MIGRATIONS = path.resolve("provider/db/migrations");
const TAG = "0003_offers_terms_destinations";

/** The migrations folder as it was before this one: the same files, a journal without it. */
function foldersBefore(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "migrations-before-offers-"));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalPath = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((e) => e.tag === TAG);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

type Raw = { exec: (q: string) => Promise<void>; rows: <T>(q: string) => Promise<T[]>; migrate: (folder: string) => Promise<void>; close: () => Promise<void>; url?: string };

async function openRaw(kind: "pglite" | "postgres"): Promise<Raw> {
  if (kind === "pglite") {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const client = await PGlite.create("memory://");
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
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const OLD_OFFER = `insert into offers (title_ar, title_en, description_ar, description_en, type, destination, price, start_date, end_date, availability, provider_name)
  values ('عرض قديم', 'Old offer', 'وصف', 'Description', 'hotel', 'JED', 50000, current_date, current_date + 10, 3, 'Rahhal')`;

for (const kind of ["pglite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !postgres)(`migration ${TAG} over older rows on ${kind}`, () => {
    let raw: Raw;
    let before: string;
    beforeAll(async () => {
      before = foldersBefore();
      raw = await openRaw(kind);
      await raw.migrate(before);
      await raw.exec(OLD_OFFER);
      await raw.migrate(MIGRATIONS);
    }, 60_000);
    afterAll(async () => {
      await raw?.close();
      if (before) rmSync(before, { recursive: true, force: true });
    });

    it("keeps the offer, with empty terms, and adds the destinations table and the arrival index", async () => {
      expect(await raw.rows("select title_en, terms_ar, terms_en from offers")).toEqual([{ title_en: "Old offer", terms_ar: "", terms_en: "" }]);
      expect(await raw.rows("select count(*)::int as n from destinations")).toEqual([{ n: 0 }]);
      expect(await raw.rows("select indexname from pg_indexes where indexname = 'flights_arrival_departure_idx'")).toEqual([
        { indexname: "flights_arrival_departure_idx" },
      ]);
      await expect(raw.exec("insert into destinations (airport_code, city_ar, city_en, country_ar, country_en) values ('jed', 'جدة', 'Jeddah', 'السعودية', 'Saudi Arabia')")).rejects.toThrow();
    });
  });
}

describe.skipIf(!postgres)("the catalogue over a migrated older offer", () => {
  let handle: Handle;
  let raw: Raw;
  beforeAll(async () => {
    raw = await openRaw("postgres");
    await raw.migrate(foldersBefore());
    await raw.exec(OLD_OFFER);
    handle = await openDatabase({ databaseUrl: raw.url!, seed: false });
    useDatabase(handle);
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    await raw?.close();
  });

  it("answers the old offer with empty terms and its city unknown (no airports yet)", async () => {
    const list = await call<{ items: { title: string; destinationCity: string | null; status: string }[] }>("/offer-backend/api/Offers", { locale: "en" });
    expect(list.json.items).toEqual([expect.objectContaining({ title: "Old offer", destinationCity: null, status: "active" })]);
  });
});
