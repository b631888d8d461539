// Cancelling a reservation of any kind under the terms it was booked with: no cancellation after its deadline;
// an unpaid reservation cancels for free; a paid one pays feePercent of (total − extras) unless still within its
// free period, and gets the rest back. The inventory it held goes back to sale.
import { eq } from "drizzle-orm";
import { getDb } from "../db/client";
import { reservations } from "../db/schema";
import { holdExpired, ownedReservation, type BookingKind, type Executor, type ReservationRow, type Tx } from "./core";
import { expireHolds } from "./expire";
import { issueCreditNote } from "./invoices";
import { releaseInventory } from "./inventory";
import { queueCancellationMail } from "./mails";

export type Quote = {
  allowed: boolean;
  /** Why not: the reservation's state (cancelled, expired) or its deadline. */
  refusal: "state" | "deadline" | null;
  deadline: string;
  freeUntil: string | null;
  feePercent: number;
  /** A fixed fee instead of the percentage, when the terms have one. */
  feeAmount: number | null;
  fee: number;
  refund: number;
  paid: boolean;
};

export function quoteFor(r: ReservationRow, now = new Date()): Quote {
  const paid = r.paymentStatus === "paid";
  const free = r.freeCancellationUntil !== null && now.getTime() < r.freeCancellationUntil.getTime();
  const chargeable = r.total - r.extras;
  const termsFee = r.cancellationFeeAmount === null ? Math.round((chargeable * r.cancellationFeePercent) / 100) : Math.min(r.cancellationFeeAmount, chargeable);
  const fee = paid && !free ? termsFee : 0;
  const refusal =
    r.status === "cancelled" || r.status === "expired" || holdExpired(r, now) ? "state" : now.getTime() > r.cancellationDeadline.getTime() ? "deadline" : null;
  return {
    allowed: refusal === null,
    refusal,
    deadline: r.cancellationDeadline.toISOString(),
    freeUntil: r.freeCancellationUntil?.toISOString() ?? null,
    feePercent: r.cancellationFeePercent,
    feeAmount: r.cancellationFeeAmount,
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
    await applyCancellation(tx, [{ r, quote }]);
    await queueCancellationMail(tx, r, { fee: quote.fee, refund: quote.refund, by: "traveler" });
    return null;
  });
}

/**
 * A cancellation the seller causes (an admin cancels the flight): no deadline and no fee, a paid reservation gets
 * its whole total back. Only a reservation that still stands (pending or confirmed) can be cancelled.
 */
export function fullRefundQuote(r: ReservationRow): Quote {
  const paid = r.paymentStatus === "paid";
  const standing = r.status === "pending" || r.status === "confirmed";
  return {
    allowed: standing,
    refusal: standing ? null : "state",
    deadline: r.cancellationDeadline.toISOString(),
    freeUntil: r.freeCancellationUntil?.toISOString() ?? null,
    feePercent: 0,
    feeAmount: null,
    fee: 0,
    refund: paid ? r.total : 0,
    paid,
  };
}

/** Cancels locked reservations as their quotes say (the refund is recorded, the inventory goes back). */
export async function applyCancellation(tx: Tx, cancellations: { r: ReservationRow; quote: Quote }[]): Promise<void> {
  const now = new Date();
  for (const { r, quote } of cancellations) {
    await tx
      .update(reservations)
      .set({
        status: "cancelled",
        paymentStatus: quote.paid ? "refunded" : r.paymentStatus,
        cancellationFee: quote.fee,
        refundAmount: quote.refund,
        cancelledAt: now,
        updatedAt: now,
      })
      .where(eq(reservations.id, r.id));
    // A refund is credited against the booking's tax invoice (bookings/invoices.ts).
    await issueCreditNote(tx, r.id, quote.paid ? quote.refund : 0, now);
  }
  if (cancellations.length)
    await releaseInventory(
      tx,
      cancellations.map(({ r }) => r),
    );
}
