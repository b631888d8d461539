// Cancellation under SPEC §9: allowed until 24 h before departure; the fee is 10 % of the ticket price
// (fare total without extras) when paid, and the refund the paid total minus the fee. Seats are released.
import { eq, inArray } from "drizzle-orm";
import { CANCELLATION_DEADLINE_HOURS, CANCELLATION_FEE_PERCENT } from "../../../contracts/flights";
import type { CancellationQuote, ReservationResponse } from "../../../contracts/reservations";
import { getDb } from "../../../db/client";
import { flights, reservations, reservationSeats } from "../../../db/schema";
import { conflict } from "../../../http/errors";
import { reservationById } from "./read";
import { expireHolds, holdExpired, ownedReservation, type Executor, type ReservationRow } from "./shared";

type Quote = CancellationQuote & { paid: boolean };

async function quoteFor(db: Executor, r: ReservationRow, now = new Date()): Promise<Quote> {
  const [flight] = await db.select({ departureAt: flights.departureAt }).from(flights).where(eq(flights.id, r.flightId)).limit(1);
  const deadline = new Date((flight?.departureAt.getTime() ?? 0) - CANCELLATION_DEADLINE_HOURS * 3_600_000);
  const paid = r.paymentStatus === "paid";
  const fee = paid ? Math.round(((r.total - r.extras) * CANCELLATION_FEE_PERCENT) / 100) : 0;
  const refund = paid ? r.total - fee : 0;
  const reason =
    r.status === "cancelled" || r.status === "expired" || holdExpired(r, now)
      ? ("RESERVATION_NOT_CANCELLABLE" as const)
      : now.getTime() > deadline.getTime()
        ? ("CANCELLATION_DEADLINE_PASSED" as const)
        : null;
  return { allowed: reason === null, reason, deadline: deadline.toISOString(), fee, refund, currency: "SAR", paid };
}

export async function cancellationQuote(userId: string, id: string): Promise<CancellationQuote> {
  const db = await getDb();
  const { paid: _paid, ...quote } = await quoteFor(db, await ownedReservation(db, id, userId));
  return quote;
}

export async function cancelReservation(userId: string, id: string): Promise<ReservationResponse> {
  const db = await getDb();
  const refused = await db.transaction(async (tx) => {
    // Locked, so a payment and a cancellation of the same reservation cannot interleave.
    const r = await ownedReservation(tx, id, userId, true);
    const quote = await quoteFor(tx, r);
    if (!quote.allowed) {
      if (holdExpired(r)) await expireHolds(tx, { reservationId: r.id });
      return quote.reason;
    }
    await tx
      .update(reservations)
      .set({
        status: "cancelled",
        paymentStatus: quote.paid ? "refunded" : r.paymentStatus,
        cancellationFee: quote.fee,
        refundAmount: quote.refund,
        cancelledAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(reservations.id, r.id));
    await tx.delete(reservationSeats).where(inArray(reservationSeats.reservationId, [r.id]));
    return null;
  });
  if (refused) throw conflict(refused);
  return reservationById(db, id);
}
