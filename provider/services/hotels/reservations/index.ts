// hotels' reservation endpoints: POST api/Reservations books a room; reading, paying, cancelling and the voucher are
// the booking core's shared paths (provider/bookings/reservation-routes.ts).
import { registerReservationRoutes } from "../../../bookings/reservation-routes";
import { createHotelReservationRequest, stayReservationResponse, stayVoucherResponse } from "../../../contracts/stays";
import type { Service } from "../../../http/service";
import { countedBooking } from "../../../observe/metrics";
import { createHotelReservation } from "./create";
import { toStayResponses } from "./read";

export function registerHotelReservationRoutes(svc: Service): void {
  svc.post(
    "api/Reservations",
    {
      summary:
        "Book one room of a room type for [checkIn, checkOut) and up to its capacity of guests, with the lead guest's contact: a pending reservation holding a physical room for 15 minutes, priced nights × nightly price + Thursday/Friday nights × weekend price + 5 % service fee + the city's country's taxes (Saudi Arabia VAT 15 %; Egypt service charge 12 % and VAT 14 %; the UAE VAT 5 % and the tourism fee per night; Jordan sales tax 16 %), stored as named lines with it; cancellation terms stored (refundable: free until N days before check-in, then one night; otherwise no refund). 404 ROOM_NOT_FOUND; 400 TOO_MANY_GUESTS; 409 ROOM_SOLD_OUT",
      access: "user",
      body: createHotelReservationRequest,
      response: stayReservationResponse,
      status: 201,
    },
    ({ body, user, locale }) => countedBooking("hotel", () => createHotelReservation({ userId: user.id, locale }, body)),
  );
  registerReservationRoutes(svc, {
    kind: "hotel",
    label: "hotel",
    response: stayReservationResponse,
    document: { path: "Voucher", response: stayVoucherResponse, unavailable: "VOUCHER_NOT_AVAILABLE" },
    read: toStayResponses,
  });
}
