// offer-backend's reservation endpoints: book an offer, read, pay (sandbox card or Stripe PaymentIntent), cancel,
// voucher. Hold, payment and cancellation are the booking core's (provider/bookings), shared with flights; the
// Stripe webhook is flight-backend's api/Payments/StripeWebhook, which serves every kind.
import {
  createOfferReservationRequest,
  offerCancellationQuote as offerCancellationQuoteSchema,
  offerReservationResponse,
  offerVoucherResponse,
} from "../../../contracts/offer-reservations";
import { paymentIntentResponse, payRequest, reservationIdParams } from "../../../contracts/reservations";
import { ownedReservation, requiredIdempotencyKey } from "../../../bookings/core";
import { expireHolds } from "../../../bookings/expire";
import { createReservationPaymentIntent, paymentMethodUnavailable, payReservation } from "../../../bookings/pay";
import { providerConfig } from "../../../config";
import { getDb } from "../../../db/client";
import { conflict, notFound } from "../../../http/errors";
import type { Service } from "../../../http/service";
import { parseBody } from "../../../http/validate";
import { cancelOfferReservation, offerCancellationQuote } from "./cancel";
import { createOfferReservation } from "./create";
import { offerReservationById, toOfferResponses } from "./read";

export function registerOfferReservationRoutes(svc: Service): void {
  svc.post(
    "api/Reservations",
    {
      summary:
        "Book an offer for 1..availability travellers: a pending reservation holding its places for 15 minutes (404 OFFER_NOT_FOUND; 409 OFFER_EXPIRED, OFFER_NOT_STARTED, OFFER_SOLD_OUT, NOT_ENOUGH_PLACES)",
      access: "user",
      body: createOfferReservationRequest,
      response: offerReservationResponse,
      status: 201,
    },
    ({ body, user }) => createOfferReservation(user.id, body),
  );

  svc.get(
    "api/Reservations/:id",
    { summary: "One of the caller's offer reservations", access: "user", params: reservationIdParams, response: offerReservationResponse },
    async ({ params, user }) => {
      const db = await getDb();
      let row = await ownedReservation(db, params.id, user.id, "offer");
      if (row.status === "pending" && row.holdExpiresAt.getTime() <= Date.now()) {
        await expireHolds(db, { reservationId: row.id });
        row = await ownedReservation(db, params.id, user.id, "offer");
      }
      const [response] = await toOfferResponses(db, [row]);
      return response!;
    },
  );

  svc.post(
    "api/Reservations/:id/Pay",
    {
      // The card is documented but read by the handler: Stripe mode must refuse before anything reads it.
      summary:
        "Sandbox mode: pay a pending offer reservation with a card (header Idempotency-Key, a retry with the same key returns the first result). Stripe mode: 409 PAYMENT_METHOD_UNAVAILABLE, the card unread",
      access: "user",
      documentedBody: payRequest,
      params: reservationIdParams,
      response: offerReservationResponse,
    },
    async ({ params, user, c }) => {
      if (providerConfig.paymentProvider === "stripe") throw paymentMethodUnavailable();
      const key = requiredIdempotencyKey(c.req.header("idempotency-key"));
      const body = await parseBody(c, payRequest);
      await payReservation(user.id, "offer", params.id, key, body);
      return offerReservationById(await getDb(), params.id);
    },
  );

  svc.post(
    "api/Reservations/:id/PaymentIntent",
    {
      summary:
        "Stripe mode: the client secret of a PaymentIntent for a payable offer reservation, to confirm with Stripe Elements (header Idempotency-Key, no body). Sandbox mode: 404",
      access: "user",
      params: reservationIdParams,
      response: paymentIntentResponse,
    },
    ({ params, user, c }) => {
      if (providerConfig.paymentProvider !== "stripe") throw notFound();
      return createReservationPaymentIntent(user.id, "offer", params.id, requiredIdempotencyKey(c.req.header("idempotency-key")));
    },
  );

  svc.get(
    "api/Reservations/:id/Cancellation",
    {
      summary: "Whether the offer reservation can be cancelled now, with the fee and refund under the terms it was booked with",
      access: "user",
      params: reservationIdParams,
      response: offerCancellationQuoteSchema,
    },
    ({ params, user }) => offerCancellationQuote(user.id, params.id),
  );

  svc.post(
    "api/Reservations/:id/Cancel",
    {
      summary:
        "Cancel an offer reservation (until the offer's last day; free within its free hours of booking, then its fee percentage when paid); its places go back to the offer",
      access: "user",
      params: reservationIdParams,
      response: offerReservationResponse,
    },
    ({ params, user }) => cancelOfferReservation(user.id, params.id),
  );

  svc.get(
    "api/Reservations/:id/Voucher",
    { summary: "The voucher of a confirmed and paid offer reservation", access: "user", params: reservationIdParams, response: offerVoucherResponse },
    async ({ params, user }) => {
      const db = await getDb();
      const r = await ownedReservation(db, params.id, user.id, "offer");
      if (r.status !== "confirmed" || r.paymentStatus !== "paid" || !r.paidAt) throw conflict("VOUCHER_NOT_AVAILABLE");
      const [response] = await toOfferResponses(db, [r]);
      return { ...response!, issuedAt: r.paidAt.toISOString() };
    },
  );
}
