// flight-backend's user endpoints: booking a flight, the list of every kind's reservations, favorites, the Stripe
// webhook; reading, paying, cancelling and the ticket are the booking core's shared paths (bookings/reservation-routes.ts).
import { z } from "zod";
import {
  createReservationRequest,
  favoriteListResponse,
  favoriteParams,
  favoriteRequest,
  favoriteResponse,
  reservationListResponse,
  reservationResponse,
  ticketResponse,
} from "../../../contracts/reservations";
import { listReservations } from "../../../bookings/list";
import { registerReservationRoutes } from "../../../bookings/reservation-routes";
import { handleStripeWebhook } from "../../../bookings/stripe-webhook";
import type { Service } from "../../../http/service";
import { countedBooking } from "../../../observe/metrics";
import { createReservation } from "./create";
import { addFavorite, listFavorites, removeFavorite } from "./favorites";
import { toResponses } from "./read";

export function registerFlightReservationRoutes(svc: Service): void {
  svc.post(
    "api/Reservations",
    {
      summary: "Book a flight: a pending reservation holding its seats for 15 minutes",
      access: "user",
      body: createReservationRequest,
      response: reservationResponse,
      status: 201,
    },
    ({ body, user, locale }) => countedBooking("flight", () => createReservation({ userId: user.id, locale }, body)),
  );

  svc.get(
    "api/Reservations",
    {
      summary: "The caller's reservations of every kind, newest first, each as its service's GET api/Reservations/:id answers it",
      access: "user",
      response: reservationListResponse,
    },
    ({ user }) => listReservations(user.id),
  );

  registerReservationRoutes(svc, {
    kind: "flight",
    label: "flight",
    response: reservationResponse,
    document: { path: "Ticket", response: ticketResponse, unavailable: "TICKET_NOT_AVAILABLE" },
    read: toResponses,
  });

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
