// What the reservations of every kind share on the wire: states, the hold, the payment. Re-exported by
// ./reservations.ts (flights) and used by ./offer-reservations.ts.
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

/** The core fields of every reservation answer. */
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
};
