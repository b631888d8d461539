// What the reservations of every kind share on the wire: states, the hold, the payment, the cancellation terms
// stored at booking and the one cancellation quote. Every kind's answer is these core fields plus its own part
// (./reservations.ts flights, ./offer-reservations.ts, ./stays.ts, ./taxis.ts).
import { z } from "zod";

export const HOLD_MINUTES = 15;
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const RESERVATION_STATUSES = ["pending", "confirmed", "cancelled", "expired"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const PAYMENT_STATUSES = ["pending", "paid", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** The kinds the app's shared parts (payment step, cancel dialog, All Reservations, voucher) switch on. */
export const BOOKING_KINDS = ["flight", "offer", "hotel", "chalet", "taxi"] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** The successful payment of a reservation, when paid. */
export const reservationPayment = z
  .object({ provider: z.enum(["sandbox", "stripe"]), last4: z.string().nullable(), amount: z.number().int(), paidAt: z.string() })
  .nullable();

/** The cancellation terms copied into the reservation when booked; the cancel quote applies exactly these. */
export const cancellationTerms = z.object({
  /** No cancellation after this instant (departure − 24 h, the offer's last day, check-in, pickup). */
  deadline: z.string(),
  /** A paid booking cancels for free until then; null: no free period. */
  freeUntil: z.string().nullable(),
  /** A fixed fee after the free period (a stay's first night), capped at the total; null: feePercent applies. */
  feeAmount: z.number().int().nullable(),
  /** Fee of a paid cancellation after the free period, in percent of the total without extras. */
  feePercent: z.number().int(),
});
export type CancellationTerms = z.infer<typeof cancellationTerms>;

/** Why a cancellation is refused, for every kind: the Cancel endpoint's 409 code. */
export const CANCELLATION_REFUSALS = ["CANCELLATION_CLOSED", "RESERVATION_NOT_CANCELLABLE"] as const;

/** GET …/Reservations/:id/Cancellation of every kind: the stored terms and what cancelling now costs. */
export const cancellationQuote = z.object({
  allowed: z.boolean(),
  /** Why not, when not allowed: the error code the Cancel endpoint would answer. */
  reason: z.enum(CANCELLATION_REFUSALS).nullable(),
  ...cancellationTerms.shape,
  /** What cancelling now costs: 0 when unpaid or within the free period. */
  fee: z.number().int(),
  /** What goes back to the card: paid total − fee (0 when unpaid). */
  refund: z.number().int(),
  currency: z.literal("SAR"),
});
export type CancellationQuote = z.infer<typeof cancellationQuote>;

/** The core fields of every reservation answer (each kind adds `kind` and its own part). */
export const reservationCoreFields = {
  id: z.string(),
  /** Six-character booking reference, e.g. RH7K2P. */
  reference: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: z.string(),
  /** Until then a pending reservation holds its inventory and can be paid. */
  holdExpiresAt: z.string(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancellationTerms,
  /** Set when cancelled: what the cancellation cost and gave back. */
  cancellationFee: z.number().int().nullable(),
  refundAmount: z.number().int().nullable(),
  payment: reservationPayment,
};
