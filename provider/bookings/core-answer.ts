// The fields every kind's reservation answer shares, read off the core row (and its succeeded payment), so each kind's
// reader only adds what it booked.
import type { payments } from "../db/schema";
import type { ReservationRow } from "./core";

type PaymentRow = typeof payments.$inferSelect;

/** Identity, state and times. */
export const coreState = (r: ReservationRow) => ({
  id: r.id,
  reference: r.reference,
  status: r.status,
  paymentStatus: r.paymentStatus,
  createdAt: r.createdAt.toISOString(),
  holdExpiresAt: r.holdExpiresAt.toISOString(),
  paidAt: r.paidAt?.toISOString() ?? null,
  cancelledAt: r.cancelledAt?.toISOString() ?? null,
});

/** The cancellation terms as booked, what a cancellation cost and gave back, and the payment. */
export const coreSettlement = (r: ReservationRow, payment: PaymentRow | undefined) => ({
  cancellationTerms: {
    deadline: r.cancellationDeadline.toISOString(),
    freeUntil: r.freeCancellationUntil?.toISOString() ?? null,
    feeAmount: r.cancellationFeeAmount,
    feePercent: r.cancellationFeePercent,
  },
  cancellationFee: r.cancellationFee,
  refundAmount: r.refundAmount,
  payment: payment ? { provider: payment.provider, last4: payment.last4, amount: payment.amount, paidAt: payment.createdAt.toISOString() } : null,
});
