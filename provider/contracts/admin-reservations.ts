// Admin: cancelling any traveller's reservation, of any kind, with the refund the admin chooses.
import { z } from "zod";
import { BOOKING_KINDS, PAYMENT_STATUSES, RESERVATION_STATUSES } from "./booking-core";
import { plainText } from "./text";

/** `full`: the whole total back (the seller's fault); `policy`: the fee the booking's terms set, as if the traveller
 * cancelled now, whatever its deadline; `none`: nothing back, the payment stays. */
export const ADMIN_REFUNDS = ["full", "policy", "none"] as const;
export type AdminRefund = (typeof ADMIN_REFUNDS)[number];

export const adminReservationIdParams = z.object({ id: z.string() });

export const adminCancelRequest = z.object({
  refund: z.enum(ADMIN_REFUNDS, { error: "refundInvalid" }),
  /** Why, kept in the audit trail. */
  reason: plainText().trim().min(3, "reasonRequired").max(500, "tooLong"),
});
export type AdminCancelRequest = z.infer<typeof adminCancelRequest>;

export const adminCancellation = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(BOOKING_KINDS),
  status: z.enum(RESERVATION_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** SAR minor units. */
  total: z.number().int(),
  fee: z.number().int(),
  refund: z.number().int(),
});
export type AdminCancellation = z.infer<typeof adminCancellation>;
