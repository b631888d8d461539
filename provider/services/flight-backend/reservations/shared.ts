// Pieces every reservation endpoint shares: id checks, ownership, and releasing expired holds.
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { reservations, reservationSeats } from "../../../db/schema";
import { notFound } from "../../../http/errors";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Executor = Db | Tx;
export type ReservationRow = typeof reservations.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Malformed ids are answered like unknown ones (404), never handed to Postgres (which would fail with 500). */
export const isUuid = (value: string) => UUID.test(value);

export const reservationNotFound = () => notFound("RESERVATION_NOT_FOUND");

/**
 * The caller's reservation, or 404 RESERVATION_NOT_FOUND: someone else's reservation is answered exactly
 * like a missing one, so ids cannot be probed. `forUpdate` locks the row for the rest of the transaction.
 */
export async function ownedReservation(db: Executor, id: string, userId: string, forUpdate = false): Promise<ReservationRow> {
  if (!isUuid(id)) throw reservationNotFound();
  const query = db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), eq(reservations.userId, userId)))
    .limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw reservationNotFound();
  return row;
}

export const holdExpired = (row: ReservationRow, now = new Date()) =>
  row.status === "pending" && row.holdExpiresAt.getTime() <= now.getTime();

/** Marks pending reservations whose hold has passed as expired and frees their seats. */
export async function expireHolds(db: Executor, scope: { flightId?: string; userId?: string; reservationId?: string }): Promise<void> {
  const conditions = [eq(reservations.status, "pending"), lt(reservations.holdExpiresAt, sql`now()`)];
  if (scope.flightId) conditions.push(eq(reservations.flightId, scope.flightId));
  if (scope.userId) conditions.push(eq(reservations.userId, scope.userId));
  if (scope.reservationId) conditions.push(eq(reservations.id, scope.reservationId));
  const expired = await db
    .update(reservations)
    .set({ status: "expired", updatedAt: new Date() })
    .where(and(...conditions))
    .returning({ id: reservations.id });
  if (expired.length === 0) return;
  await db.delete(reservationSeats).where(
    inArray(
      reservationSeats.reservationId,
      expired.map((r) => r.id),
    ),
  );
}
