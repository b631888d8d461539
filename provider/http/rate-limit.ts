// A fixed-window rate limiter kept in the database, so every process (and every PGlite/Postgres
// deployment) shares one count per key. The counting is one atomic upsert: never a read-then-write here.
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "../db/client";
import { rateLimits } from "../db/schema";

export type RateLimit = { limit: number; windowSeconds: number };

export type RateLimitHit = {
  /** Hits in the current window, this one included. */
  count: number;
  /** True when this hit went past the limit. */
  exceeded: boolean;
  /** Whole seconds until the current window ends (at least 1): the Retry-After answer. */
  retryAfter: number;
  /** Start of the window this hit was counted in, for `refund`. */
  windowStart: Date;
};

/** Share of calls that also sweep windows older than a day; no scheduler needed, and cheap on average. */
const CLEANUP_PROBABILITY = 0.01;

/**
 * Counts one hit on `key` in the fixed window of `windowSeconds` that contains the database's now().
 * The window is computed by the database so processes with skewed clocks still agree on it.
 */
export async function hit(key: string, { limit, windowSeconds }: RateLimit): Promise<RateLimitHit> {
  const db = await getDb();
  const seconds = Math.max(1, Math.floor(windowSeconds));
  const windowStart = sql`to_timestamp((floor(extract(epoch from now()) / ${seconds}::int) * ${seconds}::int)::double precision)`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({
      count: rateLimits.count,
      windowStart: rateLimits.windowStart,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${seconds}::int) - now())))::int`,
    });
  if (Math.random() < CLEANUP_PROBABILITY) await sweep();
  const count = row!.count;
  return { count, exceeded: count > limit, retryAfter: Math.max(1, Number(row!.retryAfter)), windowStart: row!.windowStart };
}

/** Takes back one hit (e.g. an attempt that turned out to be a success), atomically and never below zero. */
export async function refund(key: string, windowStart: Date): Promise<void> {
  const db = await getDb();
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
}

/** Deletes windows that ended long ago; a failure here must never fail the request that triggered it. */
export async function sweep(): Promise<void> {
  try {
    const db = await getDb();
    await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < now() - interval '1 day'`);
  } catch (error) {
    console.error("[rate-limit] cleanup failed", error instanceof Error ? error.message : error);
  }
}
