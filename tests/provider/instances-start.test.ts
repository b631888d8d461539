// Several provider processes on one Postgres database (issue 23): starting together they migrate one at a time
// instead of racing on the same migrations, and their minute ticks sweep expired holds once per minute between them.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepTick } from "@/provider/bookings/hold-sweeper";
import { openDatabase, type Handle } from "@/provider/db/client";
import { rateLimits } from "@/provider/db/schema";
import { createTestDatabase, POSTGRES_URL, requirePostgres, type TestDatabase } from "../support/db";

const reachable = await requirePostgres();

describe.skipIf(!reachable)("instances starting together on one Postgres", () => {
  const name = `rahhal_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  const handles: Handle[] = [];

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("migrate one at a time: four opening at once all succeed on one migrated schema", async () => {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    const opened = await Promise.allSettled(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url.toString(), seed: false })));
    for (const each of opened) if (each.status === "fulfilled") handles.push(each.value);
    expect(opened.map((each) => (each.status === "rejected" ? String(each.reason) : "ok"))).toEqual(["ok", "ok", "ok", "ok"]);
    const check = new pg.Client({ connectionString: url.toString() });
    await check.connect();
    const { rows } = await check.query<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations");
    await check.end();
    const journal = (await import("@/provider/db/migrations/meta/_journal.json")).default as { entries: unknown[] };
    expect(rows[0]!.n).toBe(journal.entries.length);
  });
});

for (const kind of ["pglite", "postgres"] as const) {
  describe.skipIf(kind === "postgres" && !reachable)(`hold sweep ticks on ${kind}`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await createTestDatabase(kind, { seed: false });
    });
    afterAll(async () => db.drop());

    it("sweeps once per minute whatever the number of processes ticking", async () => {
      // Three processes' ticks in the same minute (a tick near the minute's end may fall into the next: retry once).
      let ran: boolean[] = [];
      for (let attempt = 0; attempt < 2; attempt++) {
        if (new Date().getUTCSeconds() > 55) await new Promise((resolve) => setTimeout(resolve, 6_000));
        await db.db.delete(rateLimits);
        ran = await Promise.all([sweepTick(), sweepTick(), sweepTick()]);
        if (ran.filter(Boolean).length === 1) break;
      }
      expect(ran.filter(Boolean)).toHaveLength(1);
      expect(await sweepTick()).toBe(false);
    });
  });
}
