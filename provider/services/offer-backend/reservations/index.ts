// offer-backend's reservation endpoints: POST api/Reservations books an offer; reading, paying, cancelling and the
// voucher are the booking core's shared paths (bookings/reservation-routes.ts). The Stripe webhook is
// flight-backend's api/Payments/StripeWebhook, which serves every kind.
import { createOfferReservationRequest, offerReservationResponse, offerVoucherResponse } from "../../../contracts/offer-reservations";
import { registerReservationRoutes } from "../../../bookings/reservation-routes";
import type { Service } from "../../../http/service";
import { countedBooking } from "../../../observe/metrics";
import { createOfferReservation } from "./create";
import { toOfferResponses } from "./read";

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
    ({ body, user, locale }) => countedBooking("offer", () => createOfferReservation({ userId: user.id, locale }, body)),
  );

  registerReservationRoutes(svc, {
    kind: "offer",
    label: "offer",
    response: offerReservationResponse,
    document: { path: "Voucher", response: offerVoucherResponse, unavailable: "VOUCHER_NOT_AVAILABLE" },
    read: toOfferResponses,
  });
}
