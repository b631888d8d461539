// The booking core's shared reservation paths, registered on a kind's service (hotels, chalets, taxis): read,
// pay (sandbox card or Stripe PaymentIntent), cancellation quote, cancel, voucher. Only the answer's shape is the
// kind's (its `read`); the hold, payment and cancellation rules are provider/bookings' for every kind.
import type { z } from "zod";
import { kindCancellationQuote, type KindCancellationQuote } from "../contracts/kind-reservations";
import { paymentIntentResponse, payRequest, reservationIdParams } from "../contracts/reservations";
import { providerConfig } from "../config";
import { getDb } from "../db/client";
import { conflict, notFound } from "../http/errors";
import type { Service } from "../http/service";
import { parseBody } from "../http/validate";
import { cancellationQuote, cancelReservation, type Quote } from "./cancel";
import { ownedReservation, requiredIdempotencyKey, type BookingKind, type Executor, type ReservationRow } from "./core";
import { expireHolds } from "./expire";
import { createReservationPaymentIntent, paymentMethodUnavailable, payReservation } from "./pay";

/** The kind's answer schemas are documented and checked by the kind's own read (typed against them there). */
type KindRoutes = {
  kind: BookingKind;
  /** "hotel", "chalet", "transfer": used in the summaries. */
  label: string;
  response: z.ZodType;
  voucher: z.ZodType;
  /** Reservation rows of this kind → answers, batched. */
  read: (db: Executor, rows: ReservationRow[]) => Promise<object[]>;
};

const reasonOf = (q: Quote) => (q.refusal === "state" ? "RESERVATION_NOT_CANCELLABLE" : q.refusal === "deadline" ? "CANCELLATION_CLOSED" : null);

function toQuote(q: Quote): KindCancellationQuote {
  return { allowed: q.allowed, reason: reasonOf(q), deadline: q.deadline, freeUntil: q.freeUntil, feeAmount: q.feeAmount, feePercent: q.feePercent, fee: q.fee, refund: q.refund, currency: "SAR" };
}

export function registerKindReservationRoutes(svc: Service, k: KindRoutes): void {
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
    { summary: `One of the caller's ${k.label} reservations (another user's, or another kind's, is 404 RESERVATION_NOT_FOUND)`, access: "user", params: reservationIdParams, response: k.response },
    async ({ params, user }) => one(await getDb(), params.id, user.id),
  );

  svc.post(
    "api/Reservations/:id/Pay",
    {
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
      await payReservation(user.id, k.kind, params.id, key, body);
      return one(await getDb(), params.id, user.id);
    },
  );

  svc.post(
    "api/Reservations/:id/PaymentIntent",
    {
      summary: `Stripe mode: the client secret of a PaymentIntent for a payable ${k.label} reservation (header Idempotency-Key, no body). Sandbox mode: 404`,
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
      response: kindCancellationQuote,
    },
    async ({ params, user }) => toQuote(await cancellationQuote(await getDb(), user.id, k.kind, params.id)),
  );

  svc.post(
    "api/Reservations/:id/Cancel",
    {
      summary: `Cancel a ${k.label} reservation under its terms (409 CANCELLATION_CLOSED after the deadline, RESERVATION_NOT_CANCELLABLE when cancelled or expired); the inventory goes back on sale`,
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
    "api/Reservations/:id/Voucher",
    { summary: `The voucher of a confirmed and paid ${k.label} reservation (409 VOUCHER_NOT_AVAILABLE otherwise)`, access: "user", params: reservationIdParams, response: k.voucher },
    async ({ params, user }) => {
      const db = await getDb();
      const r = await ownedReservation(db, params.id, user.id, k.kind);
      if (r.status !== "confirmed" || r.paymentStatus !== "paid" || !r.paidAt) throw conflict("VOUCHER_NOT_AVAILABLE");
      const [answer] = await k.read(db, [r]);
      return { ...answer, issuedAt: r.paidAt.toISOString() };
    },
  );
}
