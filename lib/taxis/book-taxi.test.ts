import { describe, expect, it } from "vitest";
import { createTaxiReservationRequest } from "@/provider/contracts/taxis";
import { InvalidForm } from "@/lib/forms/invalid-form";
import { placeFieldErrors, taxiRequestFrom, type TaxiFormValues } from "./book-taxi";

const ride = { transferId: 7, date: "2027-01-05", time: "14:30", passengers: 2, bags: 1 };
const values: TaxiFormValues = {
  "leadPassenger.fullName": "Sara Ahmed",
  "leadPassenger.email": " sara@example.com ",
  "leadPassenger.phone": "+966500000001",
  flightNumber: "sv 1020",
  childSeats: "1",
};

describe("taxiRequestFrom", () => {
  it("builds the contract's request from the form and the ride", () => {
    const parsed = createTaxiReservationRequest.parse(taxiRequestFrom(values, ride));
    expect(parsed).toMatchObject({
      ...ride,
      childSeats: 1,
      flightNumber: "SV1020",
      leadPassenger: { fullName: "Sara Ahmed", email: "sara@example.com", phone: "+966500000001" },
    });
  });

  it("leaves an empty flight number out (it is optional) and refuses a malformed one on its field", () => {
    expect(createTaxiReservationRequest.parse(taxiRequestFrom({ ...values, flightNumber: " " }, ride)).flightNumber).toBeUndefined();
    const refused = createTaxiReservationRequest.safeParse(taxiRequestFrom({ ...values, flightNumber: "1020SV", "leadPassenger.fullName": "" }, ride));
    expect(refused.success).toBe(false);
    if (!refused.success)
      expect(new InvalidForm(refused.error.issues).fields).toMatchObject({ flightNumber: "flightNumberInvalid", "leadPassenger.fullName": "required" });
  });
});

describe("placeFieldErrors", () => {
  it("shows the form's fields beside them and the ride's refusals above", () => {
    expect(
      placeFieldErrors({ "leadPassenger.email": "emailInvalid", time: "pickupTooSoon", passengers: "passengersExceedVehicle", childSeats: "childSeatsRange" }),
    ).toEqual({
      byField: { "leadPassenger.email": "emailInvalid", childSeats: "childSeatsRange" },
      ride: ["pickupTooSoon", "passengersExceedVehicle"],
    });
  });
});
