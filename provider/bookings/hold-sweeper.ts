// Holds that ran out give their inventory back even when nobody opens the reservation again: the catalogue (an offer's
// places, a flight's seats) must not show as taken what nobody is paying for. Every booking and every read of a
// reservation still expires its own holds at once; this sweep catches the ones left alone, ten minutes after their
// end: a card payment confirmed with Stripe at the last second has that long for its webhook to arrive and confirm
// the booking, instead of finding it expired (and the money taken for nothing).
// Several provider processes on one database sweep once per minute between them, not once each: the first tick of
// each minute's window takes it (a row of the shared rate_limits table, counted atomically), the others skip. The
// sweep itself would be safe twice anyway: expireHolds is one conditional update per hold.
import { getDb } from "../db/client";
import { hit } from "../http/rate-limit";
import { log } from "../observe/log";
import { expireHolds } from "./expire";

const SWEEP_EVERY_MS = 60_000;
export const SWEEP_GRACE_SECONDS = 600;

/** One pass over every pending hold that passed more than the grace ago. */
export async function sweepExpiredHolds(): Promise<void> {
  await expireHolds(await getDb(), { graceSeconds: SWEEP_GRACE_SECONDS });
}

/** A tick of any process: sweeps when it is the first of this minute's window everywhere, and says whether it did. */
export async function sweepTick(): Promise<boolean> {
  const turn = await hit("job:hold-sweep", { limit: 1, windowSeconds: SWEEP_EVERY_MS / 1000 });
  if (turn.exceeded) return false;
  await sweepExpiredHolds();
  return true;
}

const state = globalThis as typeof globalThis & { __rahhalHoldSweeper?: ReturnType<typeof setInterval> };

/** Starts the minute sweep once per process (dev reloads modules); it never keeps the process alive. */
export function startHoldSweeper(): void {
  if (state.__rahhalHoldSweeper) return;
  state.__rahhalHoldSweeper = setInterval(() => {
    sweepTick().catch((error: unknown) => log().error({ err: error }, "hold sweep failed"));
  }, SWEEP_EVERY_MS);
  state.__rahhalHoldSweeper.unref();
}
