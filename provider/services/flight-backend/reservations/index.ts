// flight-backend's user endpoints: reservations, payment, cancellation, ticket, favorites, Stripe webhook.
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import {
  cancellationQuote,
  createReservationRequest,
  favoriteListResponse,
  favoriteParams,
  favoriteRequest,
  favoriteResponse,
  idempotencyKey,
  payRequest,
  reservationIdParams,
  reservationListResponse,
  reservationResponse,
  ticketResponse,
} from "../../../contracts/reservations";
import { getDb } from "../../../db/client";
import { reservations } from "../../../db/schema";
import { badRequest } from "../../../http/errors";
import type { Service } from "../../../http/service";
import { cancellationQuote as quote, cancelReservation } from "./cancel";
import { createReservation } from "./create";
import { addFavorite, listFavorites, removeFavorite } from "./favorites";
import { payReservation } from "./pay";
import { toResponse, toResponses } from "./read";
import { expireHolds, ownedReservation } from "./shared";
import { handleStripeWebhook } from "./stripe-webhook";
import { reservationTicket } from "./ticket";

export function registerReservationRoutes(svc: Service): void {
  svc.post(
    "api/Reservations",
    { summary: "Book a flight: a pending reservation holding its seats for 15 minutes", access: "user", body: createReservationRequest, response: reservationResponse, status: 201 },
    ({ body, user }) => createReservation(user.id, body),
  );

  svc.get("api/Reservations", { summary: "The caller's reservations, newest first", access: "user", response: reservationListResponse }, async ({ user }) => {
    const db = await getDb();
    await expireHolds(db, { userId: user.id });
    const rows = await db.select().from(reservations).where(eq(reservations.userId, user.id)).orderBy(desc(reservations.createdAt));
    return toResponses(db, rows);
  });

  svc.get(
    "api/Reservations/:id",
    { summary: "One of the caller's reservations", access: "user", params: reservationIdParams, response: reservationResponse },
    async ({ params, user }) => {
      const db = await getDb();
      let row = await ownedReservation(db, params.id, user.id);
      if (row.status === "pending" && row.holdExpiresAt.getTime() <= Date.now()) {
        await expireHolds(db, { reservationId: row.id });
        row = await ownedReservation(db, params.id, user.id);
      }
      return toResponse(db, row);
    },
  );

  svc.post(
    "api/Reservations/:id/Pay",
    {
      summary: "Pay a pending reservation (header Idempotency-Key; a retry with the same key returns the first result)",
      access: "user",
      params: reservationIdParams,
      body: payRequest,
      response: reservationResponse,
    },
    ({ params, body, user, c }) => {
      const key = idempotencyKey.safeParse(c.req.header("idempotency-key"));
      if (!key.success) throw badRequest("IDEMPOTENCY_KEY_REQUIRED", { idempotencyKey: "idempotencyKeyRequired" });
      return payReservation(user.id, params.id, key.data, body);
    },
  );

  svc.get(
    "api/Reservations/:id/Cancellation",
    { summary: "Whether the reservation can be cancelled now, and the fee and refund", access: "user", params: reservationIdParams, response: cancellationQuote },
    ({ params, user }) => quote(user.id, params.id),
  );

  svc.post(
    "api/Reservations/:id/Cancel",
    { summary: "Cancel a reservation (until 24 h before departure; 10 % fee when paid)", access: "user", params: reservationIdParams, response: reservationResponse },
    ({ params, user }) => cancelReservation(user.id, params.id),
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
      summary: "Stripe webhook (Stripe-Signature checked with STRIPE_WEBHOOK_SECRET): marks a reservation paid once",
      access: "public",
      response: z.object({ received: z.literal(true), marked: z.boolean() }),
    },
    ({ c }) => handleStripeWebhook(c),
  );
}
