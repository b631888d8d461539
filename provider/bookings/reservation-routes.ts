// The booking core's reservation paths, registered on every kind's service (flights, offers, hotels, chalets,
// taxis): read, pay (sandbox card or Stripe PaymentIntent), cancellation quote, cancel, the kind's document (a
// flight's Ticket, the others' Voucher) and the tax invoice. Only the answer's shape is the kind's (its `read`) and booking (POST
// api/Reservations) stays in the kind's service; the hold, payment and cancellation rules are provider/bookings'.
import type { z } from "zod";
import { invoiceResponse } from "../contracts/invoices";
import { cancellationQuote as cancellationQuoteSchema, type CancellationQuote } from "../contracts/booking-core";
import { paymentIntentResponse, payRequest, reservationIdParams } from "../contracts/reservations";
import { providerConfig } from "../config";
import { getDb } from "../db/client";
import { conflict, notFound } from "../http/errors";
import type { ErrorCode } from "../http/messages";
import type { Service } from "../http/service";
import { parseBody } from "../http/validate";
import { countedPayment } from "../observe/metrics";
import { cancellationQuote, cancelReservation, type Quote } from "./cancel";
import { ownedReservation, requiredIdempotencyKey, type BookingKind, type Executor, type ReservationRow } from "./core";
import { expireHolds } from "./expire";
import { readInvoice } from "./invoices";
import { createReservationPaymentIntent, paymentMethodUnavailable, payReservation } from "./pay";

/** The kind's answer schemas are documented and checked by the kind's own read (typed against them there). */
export type KindReservationRoutes = {
  kind: BookingKind;
  /** "flight", "offer", "hotel", "chalet", "transfer": used in the summaries. */
  label: string;
  response: z.ZodType;
  /** What a confirmed and paid reservation prints: the answer plus issuedAt, at GET api/Reservations/:id/<path>. */
  document: { path: "Ticket" | "Voucher"; response: z.ZodType; unavailable: Extract<ErrorCode, "TICKET_NOT_AVAILABLE" | "VOUCHER_NOT_AVAILABLE"> };
  /** Reservation rows of this kind → answers, batched. */
  read: (db: Executor, rows: ReservationRow[]) => Promise<object[]>;
};

const reasonOf = (q: Quote) => (q.refusal === "state" ? "RESERVATION_NOT_CANCELLABLE" : q.refusal === "deadline" ? "CANCELLATION_CLOSED" : null);

function toQuote(q: Quote): CancellationQuote {
  return {
    allowed: q.allowed,
    reason: reasonOf(q),
    deadline: q.deadline,
    freeUntil: q.freeUntil,
    feeAmount: q.feeAmount,
    feePercent: q.feePercent,
    fee: q.fee,
    refund: q.refund,
    currency: "SAR",
  };
}

export function registerReservationRoutes(svc: Service, k: KindReservationRoutes): void {
  const one = async (db: Executor, id: string, userId: string) => {
    let row = await ownedReservation(db, id, userId, k.kind);
    if (row.status === "pending" && row.holdExpiresAt.getTime() <= Date.now()) {
      await expireHolds(db, { reservationId: row.id });
      row = await ownedReservation(db, id, userId, k.kind);
    }
    const [answer] = await k.read(db, [row]);
    return answer!;
  };

  svc.get(
    "api/Reservations/:id",
    {
      summary: `One of the caller's ${k.label} reservations (another user's, or another kind's, is 404 RESERVATION_NOT_FOUND)`,
      access: "user",
      params: reservationIdParams,
      response: k.response,
    },
    async ({ params, user }) => one(await getDb(), params.id, user.id),
  );

  svc.post(
    "api/Reservations/:id/Pay",
    {
      // The card is documented but read by the handler: Stripe mode must refuse before anything reads it.
      summary: `Sandbox mode: pay a pending ${k.label} reservation with a card (header Idempotency-Key; a retry with the same key returns the first result; 402 PAYMENT_DECLINED, 409 HOLD_EXPIRED, ALREADY_PAID). Stripe mode: 409 PAYMENT_METHOD_UNAVAILABLE, the card unread`,
      access: "user",
      documentedBody: payRequest,
      params: reservationIdParams,
      response: k.response,
    },
    async ({ params, user, c }) => {
      if (providerConfig.paymentProvider === "stripe") throw paymentMethodUnavailable();
      const key = requiredIdempotencyKey(c.req.header("idempotency-key"));
      const body = await parseBody(c, payRequest);
      await countedPayment(k.kind, () => payReservation(user.id, k.kind, params.id, key, body));
      return one(await getDb(), params.id, user.id);
    },
  );

  svc.post(
    "api/Reservations/:id/PaymentIntent",
    {
      summary: `Stripe mode: the client secret of a PaymentIntent for a payable ${k.label} reservation, to confirm with Stripe Elements (header Idempotency-Key, no body). Sandbox mode: 404`,
      access: "user",
      params: reservationIdParams,
      response: paymentIntentResponse,
    },
    ({ params, user, c }) => {
      if (providerConfig.paymentProvider !== "stripe") throw notFound();
      return createReservationPaymentIntent(user.id, k.kind, params.id, requiredIdempotencyKey(c.req.header("idempotency-key")));
    },
  );

  svc.get(
    "api/Reservations/:id/Cancellation",
    {
      summary: `Whether the ${k.label} reservation can be cancelled now, with the fee and refund under the terms it was booked with (show before confirming)`,
      access: "user",
      params: reservationIdParams,
      response: cancellationQuoteSchema,
    },
    async ({ params, user }) => toQuote(await cancellationQuote(await getDb(), user.id, k.kind, params.id)),
  );

  svc.post(
    "api/Reservations/:id/Cancel",
    {
      summary: `Cancel a ${k.label} reservation under the terms it was booked with (409 CANCELLATION_CLOSED after the deadline, RESERVATION_NOT_CANCELLABLE when cancelled or expired); the inventory goes back on sale`,
      access: "user",
      params: reservationIdParams,
      response: k.response,
    },
    async ({ params, user }) => {
      const refused = await cancelReservation(user.id, k.kind, params.id);
      const reason = refused && reasonOf(refused);
      if (reason) throw conflict(reason);
      return one(await getDb(), params.id, user.id);
    },
  );

  svc.get(
    `api/Reservations/:id/${k.document.path}`,
    {
      summary: `The ${k.document.path.toLowerCase()} of a confirmed and paid ${k.label} reservation (409 ${k.document.unavailable} otherwise)`,
      access: "user",
      params: reservationIdParams,
      response: k.document.response,
    },
    async ({ params, user }) => {
      const db = await getDb();
      const r = await ownedReservation(db, params.id, user.id, k.kind);
      if (r.status !== "confirmed" || r.paymentStatus !== "paid" || !r.paidAt) throw conflict(k.document.unavailable);
      const [answer] = await k.read(db, [r]);
      return { ...answer, issuedAt: r.paidAt.toISOString() };
    },
  );

  svc.get(
    "api/Reservations/:id/Invoice",
    {
      summary: `The tax invoice of a paid ${k.label} reservation, with the credit note of its refund once cancelled (the owner's, or any for an admin; 409 INVOICE_NOT_AVAILABLE before payment)`,
      access: "user",
      params: reservationIdParams,
      response: invoiceResponse,
    },
    async ({ params, user }) => readInvoice(await getDb(), params.id, k.kind, user),
  );
}
