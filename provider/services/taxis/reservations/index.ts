// taxis' reservation endpoints: POST api/Reservations books a transfer; reading, paying, cancelling and the voucher
// are the booking core's shared paths (provider/bookings/reservation-routes.ts).
import { registerReservationRoutes } from "../../../bookings/reservation-routes";
import { createTaxiReservationRequest, taxiReservationResponse, taxiVoucherResponse } from "../../../contracts/taxis";
import type { Service } from "../../../http/service";
import { countedBooking } from "../../../observe/metrics";
import { createTaxiReservation } from "./create";
import { toTaxiResponses } from "./read";

export function registerTaxiReservationRoutes(svc: Service): void {
  svc.post(
    "api/Reservations",
    {
      summary:
        "Book a transfer at a local date and time (at least 2 h ahead) for passengers and bags the vehicle takes, child seats on request, the arriving flight number, the lead passenger's contact: a pending reservation holding one vehicle of the 30-minute slot for 15 minutes, priced per vehicle + 5 % service fee + the airport's country's taxes (Saudi VAT 15 %, Egyptian VAT 14 %, UAE VAT 5 %, Jordanian sales tax 16 %), stored as named lines with it; free cancellation until 24 h before pickup, then no refund. Each 30-minute slot has the transfer's vehicles per slot, or an admin's override for its date and time (0: closed). 404 TRANSFER_NOT_FOUND; 400 with field messages; 409 TRANSFER_SOLD_OUT, TRANSFER_SLOT_CLOSED (time: transferSlotClosed), TRANSFER_ARCHIVED (off sale)",
      access: "user",
      body: createTaxiReservationRequest,
      response: taxiReservationResponse,
      status: 201,
    },
    ({ body, user, locale }) => countedBooking("taxi", () => createTaxiReservation({ userId: user.id, locale }, body)),
  );
  registerReservationRoutes(svc, {
    kind: "taxi",
    label: "transfer",
    response: taxiReservationResponse,
    document: { path: "Voucher", response: taxiVoucherResponse, unavailable: "VOUCHER_NOT_AVAILABLE" },
    read: toTaxiResponses,
  });
}
