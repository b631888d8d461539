// The provider's job queue: pg-boss on the provider's own database (Postgres, or the embedded PGlite through the
// same `executeSql` adapter pg-boss accepts in place of its pool), so a job is a row that survives a crash and can be
// written in the transaction of the change it follows. Its schema ("pgboss") and our queues are installed right after
// our migrations (openDatabase), so every database the provider opens can take jobs, with or without a worker.
import PgBoss from "pg-boss";
import { sql, type SQL } from "drizzle-orm";

export const QUEUES = { mail: "mail", holdSweep: "hold-sweep", priceAlerts: "price-alerts" } as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** What pg-boss runs its SQL through: `$1`-style parameters, rows back. */
export type SqlExecutor = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/** Anything drizzle runs raw SQL on: the database, a transaction or a savepoint. */
export type SqlRunner = { execute: (query: SQL) => Promise<unknown> };

/** pg-boss's `$n` SQL rewritten as a drizzle query, so a job is inserted by the caller's transaction. */
export function executorOf(runner: SqlRunner): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = [];
      parts.forEach((part, index) => chunks.push(index % 2 ? sql`${jsonParam(values[Number(part) - 1])}` : sql.raw(part)));
      const result = (await runner.execute(sql.join(chunks))) as { rows?: unknown[] } | unknown[];
      return { rows: Array.isArray(result) ? result : (result.rows ?? []) };
    },
  };
}

/**
 * pg-boss passes objects for json columns (and undefined for options left out) and lets pg serialize them; drizzle's
 * parameters and PGlite's serializers do not. Arrays (of job ids) stay arrays.
 */
export function jsonParam(value: unknown): unknown {
  if (value === undefined) return null;
  const plainObject = value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date) && !Buffer.isBuffer(value);
  return plainObject ? JSON.stringify(value) : value;
}

/** A pg-boss bound to `executor`: no pool of its own; maintenance and polling tuned by the caller. */
export function bossOn(executor: SqlExecutor, options: Partial<PgBoss.ConstructorOptions> = {}): PgBoss {
  return new PgBoss({ db: executor as PgBoss.Db, schema: "pgboss", schedule: false, supervise: false, migrate: true, ...options });
}

/**
 * Installs (or upgrades, pg-boss's own migrations under its own advisory lock) the queue's schema and creates our
 * queues; idempotent, so every instance runs it at start. Retry and expiry are set per job (mail-job.ts).
 */
export async function installJobQueue(executor: SqlExecutor): Promise<void> {
  const boss = bossOn(executor);
  await boss.start();
  for (const name of Object.values(QUEUES)) await boss.createQueue(name);
  await boss.stop({ graceful: false, close: false, wait: true });
}

/** Jobs waiting (created or to retry) or running, by queue: the metric and readiness read it. */
export async function queueDepth(executor: SqlExecutor): Promise<Record<string, number>> {
  const { rows } = await executor.executeSql("select name, count(*)::int as n from pgboss.job where state < 'completed' group by name");
  const depth: Record<string, number> = Object.fromEntries(Object.values(QUEUES).map((name) => [name, 0]));
  for (const row of rows as { name: string; n: number }[]) depth[row.name] = Number(row.n);
  return depth;
}
