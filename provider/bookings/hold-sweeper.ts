// Holds that ran out give their inventory back even when nobody opens the reservation again: the catalogue (an offer's
// places, a flight's seats) must not show as taken what nobody is paying for. Every booking and every read of a
// reservation still expires its own holds at once; this sweep catches the ones left alone, ten minutes after their
// end: a card payment confirmed with Stripe at the last second has that long for its webhook to arrive and confirm
// the booking, instead of finding it expired (and the money taken for nothing).
// Several provider processes on one database sweep once per tick between them, not once each: every process asks the
// job queue for the tick's sweep, and the queue keeps one job per tick (pg-boss's singleton slot: a unique index on
// the queue, the key and the tick's start by the database's clock), which one worker then runs. The sweep itself
// would be safe twice anyway: expireHolds is one conditional update per hold.
import type PgBoss from "pg-boss";
import { getDb } from "../db/client";
import { QUEUES } from "../jobs/queue";
import { expireHolds } from "./expire";

export const SWEEP_GRACE_SECONDS = 600;

/** The tick: HOLD_SWEEP_EVERY_SECONDS (60 by default; the tests run a short one). */
export function holdSweepEverySeconds(): number {
  const seconds = Number(process.env.HOLD_SWEEP_EVERY_SECONDS || 60);
  return Number.isFinite(seconds) && seconds >= 1 ? Math.floor(seconds) : 60;
}

/** One pass over every pending hold that passed more than the grace ago. */
export async function sweepExpiredHolds(): Promise<void> {
  await expireHolds(await getDb(), { graceSeconds: SWEEP_GRACE_SECONDS });
}

/**
 * Asks for this tick's sweep: the job's id when this call made it, null when the tick already has one (made by this
 * or another process). A failed sweep is not retried: the next tick does the same work.
 */
export async function requestHoldSweep(boss: Pick<PgBoss, "send">, everySeconds = holdSweepEverySeconds()): Promise<string | null> {
  return boss.send(QUEUES.holdSweep, {}, { singletonKey: "tick", singletonSeconds: everySeconds, retryLimit: 0, expireInSeconds: 300 });
}
