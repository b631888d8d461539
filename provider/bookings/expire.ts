// Holds that have passed: pending → expired, and the inventory they held goes back, in one transaction.
import { and, eq, inArray, lt, sql, type SQLWrapper } from "drizzle-orm";
import { reservations } from "../db/schema";
import type { Executor } from "./core";
import { releaseInventory } from "./inventory";

export type ExpiryScope = {
  userId?: string;
  reservationId?: string;
  /** A subquery of reservation ids, e.g. the reservations of one flight or one offer. */
  within?: SQLWrapper;
  /** Only holds that passed at least this long ago (the background sweep's grace; see ./hold-sweeper.ts). */
  graceSeconds?: number;
};

/**
 * Marks pending reservations whose hold has passed as expired and gives back what they held. The conditional
 * update is the one transition pending → expired: concurrent callers wait on the row lock, then find it no
 * longer pending, so the inventory of a hold is given back once. Runs in its own transaction (a savepoint
 * inside a caller's), so an expiry never commits without its give-back.
 */
export async function expireHolds(db: Executor, scope: ExpiryScope): Promise<void> {
  const passed = scope.graceSeconds ? sql`now() - make_interval(secs => ${scope.graceSeconds})` : sql`now()`;
  const conditions = [eq(reservations.status, "pending"), lt(reservations.holdExpiresAt, passed)];
  if (scope.userId) conditions.push(eq(reservations.userId, scope.userId));
  if (scope.reservationId) conditions.push(eq(reservations.id, scope.reservationId));
  if (scope.within) conditions.push(inArray(reservations.id, scope.within));
  await db.transaction(async (tx) => {
    const expired = await tx
      .update(reservations)
      .set({ status: "expired", updatedAt: new Date() })
      .where(and(...conditions))
      .returning({ id: reservations.id, kind: reservations.kind });
    if (expired.length > 0) await releaseInventory(tx, expired);
  });
}
