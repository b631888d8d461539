// Cancelling a reservation of any kind under the terms it was booked with: no cancellation after its deadline;
// an unpaid reservation cancels for free; a paid one pays feePercent of (total − extras) unless still within its
// free period, and gets the rest back. The inventory it held goes back to sale.
import { eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { reservations } from "../db/schema";
import { holdExpired, ownedReservation, type BookingKind, type Executor, type ReservationRow } from "./core";
import { expireHolds } from "./expire";
import { releaseInventory } from "./inventory";

export type Quote = {
  allowed: boolean;
  /** Why not: the reservation's state (cancelled, expired) or its deadline. */
  refusal: "state" | "deadline" | null;
  deadline: string;
  freeUntil: string | null;
  feePercent: number;
  fee: number;
  refund: number;
  paid: boolean;
};

export function quoteFor(r: ReservationRow, now = new Date()): Quote {
  const paid = r.paymentStatus === "paid";
  const free = r.freeCancellationUntil !== null && now.getTime() < r.freeCancellationUntil.getTime();
  const fee = paid && !free ? Math.round(((r.total - r.extras) * r.cancellationFeePercent) / 100) : 0;
  const refusal =
    r.status === "cancelled" || r.status === "expired" || holdExpired(r, now) ? "state" : now.getTime() > r.cancellationDeadline.getTime() ? "deadline" : null;
  return {
    allowed: refusal === null,
    refusal,
    deadline: r.cancellationDeadline.toISOString(),
    freeUntil: r.freeCancellationUntil?.toISOString() ?? null,
    feePercent: r.cancellationFeePercent,
    fee,
    refund: paid ? r.total - fee : 0,
    paid,
  };
}

export async function cancellationQuote(db: Executor, userId: string, kind: BookingKind, id: string): Promise<Quote> {
  return quoteFor(await ownedReservation(db, id, userId, kind));
}

/** Cancels the caller's reservation, or answers the quote that refused it (nothing changed but an expiry). */
export async function cancelReservation(userId: string, kind: BookingKind, id: string): Promise<Quote | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Locked, so a payment and a cancellation of the same reservation cannot interleave.
    const r = await ownedReservation(tx, id, userId, kind, true);
    const quote = quoteFor(r);
    if (!quote.allowed) {
      if (holdExpired(r)) await expireHolds(tx, { reservationId: r.id });
      return quote;
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
    await releaseInventory(tx, [r]);
    return null;
  });
}
