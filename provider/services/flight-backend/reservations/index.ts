// flight-backend's user endpoints: reservations, payment (sandbox card or Stripe PaymentIntent), cancellation,
// ticket, favorites, Stripe webhook.
import { z } from "zod";
import {
  cancellationQuote,
  createReservationRequest,
  favoriteListResponse,
  favoriteParams,
  favoriteRequest,
  favoriteResponse,
  paymentIntentResponse,
  payRequest,
  reservationIdParams,
  reservationListResponse,
  reservationResponse,
  ticketResponse,
} from "../../../contracts/reservations";
import { providerConfig } from "../../../config";
import { ownedReservation, requiredIdempotencyKey } from "../../../bookings/core";
import { expireHolds } from "../../../bookings/expire";
import { listReservations } from "../../../bookings/list";
import { createReservationPaymentIntent, paymentMethodUnavailable, payReservation } from "../../../bookings/pay";
import { handleStripeWebhook } from "../../../bookings/stripe-webhook";
import { getDb } from "../../../db/client";
import { notFound } from "../../../http/errors";
import type { Service } from "../../../http/service";
import { parseBody } from "../../../http/validate";
import { cancelFlightReservation, flightCancellationQuote } from "./cancel";
import { createReservation } from "./create";
import { addFavorite, listFavorites, removeFavorite } from "./favorites";
import { reservationById, toResponse } from "./read";
import { reservationTicket } from "./ticket";

export function registerReservationRoutes(svc: Service): void {
  svc.post(
    "api/Reservations",
    { summary: "Book a flight: a pending reservation holding its seats for 15 minutes", access: "user", body: createReservationRequest, response: reservationResponse, status: 201 },
    ({ body, user }) => createReservation(user.id, body),
  );

  svc.get(
    "api/Reservations",
    {
      summary: "The caller's reservations of every kind, newest first: flights as GET api/Reservations/:id answers them plus kind \"flight\", offers as offer-backend answers them",
      access: "user",
      response: reservationListResponse,
    },
    ({ user }) => listReservations(user.id),
  );

  svc.get(
    "api/Reservations/:id",
    { summary: "One of the caller's reservations", access: "user", params: reservationIdParams, response: reservationResponse },
    async ({ params, user }) => {
      const db = await getDb();
      let row = await ownedReservation(db, params.id, user.id, "flight");
      if (row.status === "pending" && row.holdExpiresAt.getTime() <= Date.now()) {
        await expireHolds(db, { reservationId: row.id });
        row = await ownedReservation(db, params.id, user.id, "flight");
      }
      return toResponse(db, row);
    },
  );

  svc.post(
    "api/Reservations/:id/Pay",
    {
      // The card is documented but read by the handler: Stripe mode must refuse before anything reads it.
      summary:
        "Sandbox mode: pay a pending reservation with a card (header Idempotency-Key, a retry with the same key returns the first result). Stripe mode: 409 PAYMENT_METHOD_UNAVAILABLE, the card unread",
      access: "user",
      documentedBody: payRequest,
      params: reservationIdParams,
      response: reservationResponse,
    },
    async ({ params, user, c }) => {
      if (providerConfig.paymentProvider === "stripe") throw paymentMethodUnavailable();
      const key = requiredIdempotencyKey(c.req.header("idempotency-key"));
      const body = await parseBody(c, payRequest);
      await payReservation(user.id, "flight", params.id, key, body);
      return reservationById(await getDb(), params.id);
    },
  );

  svc.post(
    "api/Reservations/:id/PaymentIntent",
    {
      summary:
        "Stripe mode: the client secret of a PaymentIntent for a payable reservation, to confirm with Stripe Elements (header Idempotency-Key, no body). Sandbox mode: 404",
      access: "user",
      params: reservationIdParams,
      response: paymentIntentResponse,
    },
    ({ params, user, c }) => {
      if (providerConfig.paymentProvider !== "stripe") throw notFound();
      return createReservationPaymentIntent(user.id, "flight", params.id, requiredIdempotencyKey(c.req.header("idempotency-key")));
    },
  );

  svc.get(
    "api/Reservations/:id/Cancellation",
    { summary: "Whether the reservation can be cancelled now, and the fee and refund", access: "user", params: reservationIdParams, response: cancellationQuote },
    ({ params, user }) => flightCancellationQuote(user.id, params.id),
  );

  svc.post(
    "api/Reservations/:id/Cancel",
    { summary: "Cancel a reservation (until 24 h before departure; 10 % fee when paid)", access: "user", params: reservationIdParams, response: reservationResponse },
    ({ params, user }) => cancelFlightReservation(user.id, params.id),
  );

  svc.get(
    "api/Reservations/:id/Ticket",
    { summary: "The e-ticket of a confirmed and paid reservation", access: "user", params: reservationIdParams, response: ticketResponse },
    ({ params, user }) => reservationTicket(user.id, params.id),
  );

  svc.get("api/Favorites", { summary: "The caller's favorite flights, newest first", access: "user", response: favoriteListResponse }, ({ user }) =>
    listFavorites(user.id),
  );

  svc.post(
    "api/Favorites",
    { summary: "Add a flight to the favorites", access: "user", body: favoriteRequest, response: favoriteResponse, status: 201 },
    ({ body, user }) => addFavorite(user.id, body.flightId),
  );

  svc.delete(
    "api/Favorites/:flightId",
    { summary: "Remove a flight from the favorites (idempotent)", access: "user", params: favoriteParams, status: 204 },
    async ({ params, user }) => {
      await removeFavorite(user.id, params.flightId);
    },
  );

  svc.post(
    "api/Payments/StripeWebhook",
    {
      summary: "Stripe webhook (Stripe-Signature checked with STRIPE_WEBHOOK_SECRET): marks a reservation of any kind paid once",
      access: "public",
      response: z.object({ received: z.literal(true), marked: z.boolean() }),
    },
    ({ c }) => handleStripeWebhook(c),
  );
}
