// GET /health/ready: whether the provider can serve, i.e. its database answers a query within READY_TIMEOUT_MS and its
// job queue's workers run (stopped once a shutdown began). The app's /api/health/ready asks this (in-process or over
// HTTP), so a remote provider's database and queue count too.
// GET /metrics: the provider's metrics for a scraper with METRICS_TOKEN (Bearer), for a standalone provider; in-process
// the app's /api/metrics serves the same registry. The app's BFF never forwards either path (no service prefix).
import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Context } from "hono";
import { getDb } from "../db/client";
import { jobQueueState } from "../jobs/workers";
import { errorText, log } from "./log";
import { metricsRegistry } from "./metrics";

const READY_TIMEOUT_MS = 2_000;

export async function databaseAnswers(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      (async () => {
        await (await getDb()).execute(sql`select 1`);
        return true;
      })(),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS))),
    ]);
  } catch (error) {
    log().warn({ err: errorText(error) }, "readiness: the database did not answer");
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function readiness(c: Context) {
  const [database, queue] = await Promise.all([databaseAnswers(), jobQueueState()]);
  const jobQueue = queue.working && queue.depth !== null;
  const ready = database && jobQueue;
  c.header("cache-control", "no-store");
  return c.json({ ready, database, jobQueue }, ready ? 200 : 503);
}

/** Whether `authorization` is `Bearer <METRICS_TOKEN>`, compared in constant time; never when no token is configured. */
export function bearerMatches(authorization: string | undefined | null, expected: string | undefined): boolean {
  if (!expected || !authorization?.startsWith("Bearer ")) return false;
  const given = Buffer.from(authorization.slice("Bearer ".length));
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export async function metrics(c: Context) {
  c.header("cache-control", "no-store");
  if (!bearerMatches(c.req.header("authorization"), process.env.METRICS_TOKEN)) return c.json({ message: "Unauthorized", code: "UNAUTHORIZED" }, 401);
  const registry = metricsRegistry();
  return c.body(await registry.metrics(), 200, { "content-type": registry.contentType });
}
