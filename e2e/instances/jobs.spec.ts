// Issue 23 point 2, on two instances of one build sharing one Postgres database: for 3 minutes with a 10 s tick the
// hold sweep ran once per tick between them (the queue's job rows: one per tick, none missed, all completed), and
// a password-reset mail asked while the SMTP port is closed reaches a real SMTP server (smtp-server) once after it
// starts there.
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { startAppInstances, type AppInstance } from "../../scripts/instances/app-instances.mjs";
import { createPostgresDatabase, postgresReachable } from "../../scripts/instances/postgres-database.mjs";
import { startSmtpServer } from "../../tests/support/smtp-server";

const available = await postgresReachable();
test.skip(!available && !process.env.CI, "needs Postgres at 127.0.0.1:5432");

const TICK_SECONDS = 10;
const RUN_MS = 180_000;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type SweepRow = { slot: Date; jobs: number; completed: number };

test("two instances for 3 minutes: one hold sweep per tick, and a mail delivered once when SMTP comes back", async () => {
  test.setTimeout(RUN_MS + 180_000);
  const database = await createPostgresDatabase("jobs");
  const smtpPort = await freePort();
  const started = await startAppInstances({
    env: {
      DATABASE_URL: database.url,
      HOLD_SWEEP_EVERY_SECONDS: String(TICK_SECONDS),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_RETRY_DELAY_SECONDS: "2",
    },
    dataDir: path.resolve(".data/instances", `jobs-${randomBytes(4).toString("hex")}`),
  });
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const [a] = started.instances as [AppInstance, AppInstance];
    const begin = Date.now();
    const asked = await fetch(`${a.url}/api/auth-backend/api/Account/forgot-password`, {
      method: "POST",
      headers: { origin: a.url, "content-type": "application/json" },
      body: JSON.stringify({ email: "traveler@example.com", locale: "en" }),
    });
    expect(asked.status).toBe(200);
    const outboxRow = async () =>
      (
        await client.query<{ id: string; sent_at: Date | null }>(
          `select id, sent_at from outbox where "to" = 'traveler@example.com' order by created_at desc limit 1`,
        )
      ).rows[0];
    await expect.poll(async () => (await outboxRow())?.id, { timeout: 15_000 }).toBeTruthy();
    const { id } = (await outboxRow())!;
    // SMTP closed for 30 s: the job fails and is retried with a growing delay.
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    const failed = await client.query<{ state: string; retry_count: number }>(
      `select state, retry_count from pgboss.job where name = 'mail' and data->>'outboxId' = $1`,
      [id],
    );
    expect(failed.rows).toHaveLength(1);
    expect(failed.rows[0]!.state).toBe("retry");
    expect(failed.rows[0]!.retry_count).toBeGreaterThanOrEqual(2);
    expect((await outboxRow())!.sent_at).toBeNull();

    const smtp = await startSmtpServer(smtpPort);
    const smtpOpened = Date.now();
    try {
      await expect.poll(() => smtp.messages.length, { timeout: 120_000, intervals: [250] }).toBe(1);
      console.log(
        `[jobs] mail delivered ${smtp.messages[0]!.at - smtpOpened} ms after the SMTP server started (${failed.rows[0]!.retry_count}+ failed attempts before)`,
      );
      // The rest of the 3 minutes: the sweeps go on, and the mail is not sent again.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, RUN_MS - (Date.now() - begin))));
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toMatchObject({ to: ["traveler@example.com"], messageId: `<${id}@outbox.rahhal>` });
      expect((await outboxRow())!.sent_at).toBeInstanceOf(Date);
    } finally {
      await smtp.close();
    }

    // One job per tick's slot (pg-boss keeps completed jobs in pgboss.job for 12 h before archiving them).
    const { rows } = await client.query<SweepRow>(
      `select singleton_on as slot, count(*)::int as jobs, count(*) filter (where state = 'completed')::int as completed
         from pgboss.job where name = 'hold-sweep' group by singleton_on order by singleton_on`,
    );
    const spanTicks = Math.round((rows.at(-1)!.slot.getTime() - rows[0]!.slot.getTime()) / 1000 / TICK_SECONDS) + 1;
    const total = rows.reduce((sum, row) => sum + row.jobs, 0);
    console.log(
      `[jobs] hold sweep: ${total} jobs in ${rows.length} ticks over ${spanTicks} ticks' span; ${rows.filter((row) => row.completed === 1).length} completed`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(RUN_MS / 1000 / TICK_SECONDS - 1);
    expect(rows.every((row) => row.jobs === 1)).toBe(true);
    expect(rows.length).toBe(spanTicks);
    // Every tick's sweep ran, but maybe the last one, asked a moment ago.
    expect(rows.slice(0, -1).every((row) => row.completed === 1)).toBe(true);
  } finally {
    await client.end();
    await started.stop();
    await database.drop();
  }
});
