// chalets' reservation endpoints: POST api/Reservations books a chalet; reading, paying, cancelling and the voucher
// are the booking core's shared paths (provider/bookings/reservation-routes.ts).
import { registerReservationRoutes } from "../../../bookings/reservation-routes";
import { createChaletReservationRequest, stayReservationResponse, stayVoucherResponse } from "../../../contracts/stays";
import type { Service } from "../../../http/service";
import { countedBooking } from "../../../observe/metrics";
import { toStayResponses } from "../../hotels/reservations/read";
import { createChaletReservation } from "./create";

export function registerChaletReservationRoutes(svc: Service): void {
  svc.post(
    "api/Reservations",
    {
      summary:
        "Book a chalet for [checkIn, checkOut) and up to its capacity of guests, with the lead guest's contact: a pending reservation holding the nights for 15 minutes, priced night by night (the price of the admin's range covering the night, else the weekend price on Thursday and Friday, else the nightly price) + 5 % service fee + the city's country's taxes, stored as named lines with it (the security deposit is paid on arrival, not online); free cancellation until the chalet's days before check-in, then the first night. 404 CHALET_NOT_FOUND; 400 TOO_MANY_GUESTS; 409 CHALET_UNAVAILABLE (taken), CHALET_CLOSED (a night closed by the admin)",
      access: "user",
      body: createChaletReservationRequest,
      response: stayReservationResponse,
      status: 201,
    },
    ({ body, user, locale }) => countedBooking("chalet", () => createChaletReservation({ userId: user.id, locale }, body)),
  );
  registerReservationRoutes(svc, {
    kind: "chalet",
    label: "chalet",
    response: stayReservationResponse,
    document: { path: "Voucher", response: stayVoucherResponse, unavailable: "VOUCHER_NOT_AVAILABLE" },
    read: toStayResponses,
  });
}
