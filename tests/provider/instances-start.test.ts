// Several provider processes on one Postgres database (issue 23): starting together they migrate one at a time
// instead of racing on the same migrations, and their ticks make one hold sweep job per tick between them.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestHoldSweep } from "@/provider/bookings/hold-sweeper";
import { openDatabase, type Handle } from "@/provider/db/client";
import { bossOn, executorOf } from "@/provider/jobs/queue";
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

    it("one sweep job per tick whatever the number of processes asking", async () => {
      // Three processes (each its own pg-boss) ask in the same 60 s tick; one near the tick's end may fall into the next.
      const processes = [1, 2, 3].map(() => bossOn(db.executor ?? executorOf(db.db)));
      let made: (string | null)[] = [];
      for (let attempt = 0; attempt < 2; attempt++) {
        if (new Date().getUTCSeconds() > 55) await new Promise((resolve) => setTimeout(resolve, 6_000));
        await db.db.execute(sql`delete from pgboss.job where name = 'hold-sweep'`);
        made = await Promise.all(processes.map((boss) => requestHoldSweep(boss, 60)));
        if (made.filter(Boolean).length === 1) break;
      }
      expect(made.filter(Boolean)).toHaveLength(1);
      expect(await requestHoldSweep(processes[0]!, 60)).toBeNull();
      const rows = await db.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'hold-sweep'`);
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    });
  });
}
