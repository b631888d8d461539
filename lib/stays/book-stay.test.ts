import { describe, expect, it } from "vitest";
import { createChaletReservationRequest, createHotelReservationRequest } from "@/provider/contracts/stays";
import { addDays } from "@/provider/contracts/flight-rules";
import { todayInRiyadh } from "@/provider/contracts/stay-rules";
import { splitFieldErrors, stayBookingRequest } from "./book-stay";

const stay = { checkIn: addDays(todayInRiyadh(), 30), checkOut: addDays(todayInRiyadh(), 32), guests: 2 };
const values = { "leadGuest.fullName": "سارة أحمد", "leadGuest.email": "sara@example.com", "leadGuest.phone": "+966500000001", specialRequests: "  " };

describe("stayBookingRequest", () => {
  it("builds a hotel request the contract accepts, without an empty special request", () => {
    const body = stayBookingRequest({ kind: "hotel", roomTypeId: 5 }, stay, values);
    expect(body).toMatchObject({ roomTypeId: 5, ...stay, leadGuest: { fullName: "سارة أحمد" } });
    expect(body.specialRequests).toBeUndefined();
    expect(createHotelReservationRequest.safeParse(body).success).toBe(true);
  });

  it("builds a chalet request; the contract's messages land on their fields", () => {
    const body = stayBookingRequest({ kind: "chalet", chaletId: 3 }, stay, { ...values, "leadGuest.email": "nope", specialRequests: "Late arrival" });
    expect(body).toMatchObject({ chaletId: 3, specialRequests: "Late arrival" });
    const parsed = createChaletReservationRequest.safeParse(body);
    expect(parsed.success).toBe(false);
    const { fields, other } = splitFieldErrors(parsed.error!.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
    expect(fields).toEqual({ "leadGuest.email": "emailInvalid" });
    expect(other).toEqual([]);
  });

  it("dates and guests have no field in the form: they go apart", () => {
    const body = stayBookingRequest({ kind: "hotel", roomTypeId: 5 }, { ...stay, checkOut: stay.checkIn }, values);
    const parsed = createHotelReservationRequest.safeParse(body);
    const { other } = splitFieldErrors(parsed.error!.issues.map((i) => ({ path: i.path.join("."), message: i.message })));
    expect(other).toEqual(["checkOutBeforeCheckIn"]);
  });
});
