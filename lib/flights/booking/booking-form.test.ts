import { describe, expect, it } from "vitest";
import { bookingFormSchema, defaultBookingValues, flightRuleIssues, formFieldForProviderPath, type BookingFormContext } from "./booking-form";
import { travelerSlots } from "./party";

const ctx: BookingFormContext = {
  departureDate: "2026-06-15",
  today: "2026-05-10",
  seatClass: (id) => (id < 100 ? "business" : "economy"),
};

const traveler = (over: Record<string, unknown> = {}) => ({
  gender: "Mr",
  fullName: "Omar Ahmed",
  email: "omar@example.com",
  phone: "+966500000002",
  passportNumber: "B1234567",
  dateOfBirth: "1986-09-30",
  type: "adult",
  seatId: null,
  luggage: [],
  ...over,
});

describe("booking form rules", () => {
  it("refuses a birth date outside the passenger's group even while other fields are empty", () => {
    const issues = flightRuleIssues(
      {
        fareClass: "economy",
        travelers: [
          { type: "adult", dateOfBirth: "" },
          { type: "child", dateOfBirth: "1990-01-01" },
        ],
      },
      ctx,
    );
    expect(issues).toEqual([{ path: "travelers.1.dateOfBirth", message: "dateOfBirthMismatch" }]);
  });

  it("refuses a seat of another class than the fare class", () => {
    const issues = flightRuleIssues(
      {
        fareClass: "economy",
        travelers: [
          { type: "adult", dateOfBirth: "1986-09-30", seatId: 5 },
          { type: "adult", seatId: 150 },
        ],
      },
      ctx,
    );
    expect(issues).toEqual([{ path: "travelers.0.seatId", message: "seatClassMismatch" }]);
  });

  it("accepts a valid party and reports the contract's own rules", () => {
    const schema = bookingFormSchema(ctx);
    const base = { flightId: "0308d97a-ed0d-497e-8d67-c1fe0dc2ca2b", fareClass: "economy", ticketId: 1, bags: [], meals: [] };
    expect(
      schema.safeParse({ ...base, travelers: [traveler({ seatId: 150 }), traveler({ gender: "Mstr", type: "child", dateOfBirth: "2018-01-15", seatId: 151 })] })
        .success,
    ).toBe(true);
    const infantsOnly = schema.safeParse({ ...base, travelers: [traveler({ gender: "Miss", type: "infant", dateOfBirth: "2025-12-01" })] });
    expect(infantsOnly.error?.issues.map((i) => i.message)).toContain("adultRequired");
    const duplicate = schema.safeParse({ ...base, travelers: [traveler({ seatId: 150 }), traveler({ seatId: 150 })] });
    expect(duplicate.error?.issues.map((i) => i.message)).toContain("seatDuplicate");
  });

  it("prefills the account's contact for the lead traveller only", () => {
    const values = defaultBookingValues({
      flightId: "f",
      fareClass: "economy",
      ticketId: 1,
      slots: travelerSlots({ adults: 2, children: 1, infants: 0 }),
      contact: { email: "sara@example.com", phone: "+966500000001" },
    });
    expect(values.travelers?.map((t) => [t?.type, t?.email, t?.phone])).toEqual([
      ["adult", "sara@example.com", "+966500000001"],
      ["adult", undefined, undefined],
      ["child", undefined, undefined],
    ]);
  });

  it("maps the provider's field paths onto form fields", () => {
    expect(formFieldForProviderPath("travelers.1.dateOfBirth")).toBe("travelers.1.dateOfBirth");
    expect(formFieldForProviderPath("bags.0.bagId")).toBe("bags");
  });
});

describe("round trip rules", () => {
  const roundTrip: BookingFormContext = { ...ctx, returnDate: "2026-06-25", returnSeatClass: (id) => (id < 500 ? "business" : "economy") };

  it("measures the passport against the return date, with the return's own message", () => {
    // Six months after the departure but not after the return.
    const travelers = [{ type: "adult", dateOfBirth: "1986-09-30", passportExpiry: "2026-12-20" }];
    expect(flightRuleIssues({ fareClass: "economy", travelers }, ctx)).toEqual([]);
    expect(flightRuleIssues({ fareClass: "economy", travelers }, roundTrip)).toEqual([
      { path: "travelers.0.passportExpiry", message: "passportExpiresBeforeReturn" },
    ]);
    expect(flightRuleIssues({ fareClass: "economy", travelers: [{ ...travelers[0], passportExpiry: "2026-12-25" }] }, roundTrip)).toEqual([]);
  });

  it("checks each leg's seat against the fare class on that leg's plane", () => {
    const issues = flightRuleIssues({ fareClass: "economy", travelers: [{ type: "adult", seatId: 200, returnSeatId: 300 }] }, roundTrip);
    expect(issues).toEqual([{ path: "travelers.0.returnSeatId", message: "seatClassMismatch" }]);
  });

  it("starts a round trip with the return flight, its cheapest fare and no return seat", () => {
    const values = defaultBookingValues({
      flightId: "f1",
      fareClass: "economy",
      ticketId: 1,
      returnLeg: { flightId: "f2", ticketId: 7 },
      slots: travelerSlots({ adults: 1, children: 0, infants: 0 }),
      contact: { email: "a@example.com", phone: "+966500000001" },
    });
    expect(values).toMatchObject({ returnFlightId: "f2", returnTicketId: 7, travelers: [{ seatId: null, returnSeatId: null }] });
  });
});
