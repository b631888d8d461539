// Admin: every traveller's reservations of every kind (the back office's Bookings): the list searched, filtered,
// sorted and paged by the provider, and cancelling one with the refund the admin chooses.
import { z } from "zod";
import { adminListQuery, adminPage } from "./admin";
import { BOOKING_KINDS, PAYMENT_STATUSES, RESERVATION_STATUSES } from "./booking-core";
import { isValidIsoDate } from "./flight-rules";
import { emptyToUndefined } from "./query";
import { reservationListItem } from "./reservations";
import { plainText } from "./text";

// ---- The list -----------------------------------------------------------------------------------------------------
export const reservationSorts = ["created", "reference", "service", "total", "status"] as const;
export type ReservationSort = (typeof reservationSorts)[number];

/** A day of the booking-date filter (YYYY-MM-DD, Riyadh time); a wrong one is refused, never ignored. */
const bookedOn = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "dateInvalid")
    .refine(isValidIsoDate, "dateInvalid")
    .optional(),
);

/**
 * `q`: every word matches the reference, the account's name or email, or a traveller's name or email. `status` is the
 * one the traveller sees: a pending hold whose time ran out is `expired` even before the sweep marks it. `from`/`to`:
 * the day it was booked, both included. `account`: only that account's.
 */
export const reservationListQuery = adminListQuery(reservationSorts)
  .extend({
    kind: z.preprocess(emptyToUndefined, z.enum(BOOKING_KINDS, { error: "kindInvalid" }).optional()),
    status: z.preprocess(emptyToUndefined, z.enum(RESERVATION_STATUSES, { error: "statusInvalid" }).optional()),
    from: bookedOn,
    to: bookedOn,
    /** One account's bookings (a customer's page, issue 24 point 5): the user id. */
    account: z.preprocess(emptyToUndefined, z.uuid({ error: "invalid" }).optional()),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: "dateRangeInvalid", path: ["to"] });
export type ReservationListQuery = z.infer<typeof reservationListQuery>;

export const adminReservationSummary = z.object({
  id: z.string(),
  reference: z.string(),
  kind: z.enum(BOOKING_KINDS),
  status: z.enum(RESERVATION_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** SAR minor units. */
  total: z.number().int(),
  createdAt: z.string(),
  /** The account that booked. */
  customerName: z.string(),
  customerEmail: z.string(),
  /** The lead traveller or guest, as typed on the booking form. */
  leadName: z.string().nullable(),
  /** What was booked, in the caller's language: "SV1020 RUH → JED", a hotel's or chalet's name, an offer's title, "RUH → Olaya". */
  service: z.string(),
  /** When it is used: the departure, the check-in day, the pickup, the offer's travel day (ISO; a day for stays). */
  serviceAt: z.string().nullable(),
  /** Where `serviceAt` is an instant (a departure, a pickup): the airport's time zone, to show it on the local clock. */
  serviceTimeZone: z.string().nullable(),
});
export type AdminReservationSummary = z.infer<typeof adminReservationSummary>;
export const adminReservationPage = adminPage(adminReservationSummary);

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

/** A booking's confirmation (with its voucher or ticket link) mailed again to the account: where it went. */
export const adminBookingMailResent = z.object({ id: z.string(), reference: z.string(), to: z.string() });
export type AdminBookingMailResent = z.infer<typeof adminBookingMailResent>;

// ---- One booking --------------------------------------------------------------------------------------------------
export const adminPaymentAttempt = z.object({
  id: z.string(),
  provider: z.enum(["sandbox", "stripe"]),
  status: z.enum(["succeeded", "declined"]),
  /** SAR minor units. */
  amount: z.number().int(),
  last4: z.string().nullable(),
  declineCode: z.string().nullable(),
  createdAt: z.string(),
});

export const adminReservationMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  /** When it left through SMTP; null: not (yet) sent, or no SMTP configured (the outbox is the mailbox). */
  sentAt: z.string().nullable(),
});

/** What happened to it, oldest first: the traveller's steps from its timestamps, an admin's from the audit trail. */
export const adminReservationEvent = z.object({
  at: z.string(),
  event: z.enum(["booked", "paid", "cancelled", "expired", "adminCancelled", "mailResent"]),
  /** The admin who acted (adminCancelled, mailResent). */
  by: z.string().nullable(),
  reason: z.string().nullable(),
  refundChoice: z.enum(ADMIN_REFUNDS).nullable(),
});

export const adminReservationDetail = z.object({
  /** Its row of the Bookings list. */
  summary: adminReservationSummary,
  /** Its traveller's view, as All Reservations shows it. */
  reservation: reservationListItem,
  customer: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  payments: z.array(adminPaymentAttempt),
  mails: z.array(adminReservationMail),
  history: z.array(adminReservationEvent),
  /** Whether it still stands (pending within its hold, or confirmed), and what each refund choice gives back now. */
  cancellable: z.boolean(),
  refunds: z.object({ full: z.number().int(), policy: z.number().int(), none: z.number().int() }),
});
export type AdminReservationDetail = z.infer<typeof adminReservationDetail>;
