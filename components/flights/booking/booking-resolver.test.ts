import { describe, expect, it } from "vitest";
import { bookingResolver } from "./booking-resolver";
import type { BookingFormInput } from "./form-types";

const resolver = bookingResolver({ departureDate: "2026-06-15", today: "2026-05-10", seatClass: () => "economy" });
const resolve = (values: unknown) =>
  resolver(values as BookingFormInput, undefined, { fields: {}, shouldUseNativeValidation: false, criteriaMode: "firstError", names: undefined });

describe("bookingResolver", () => {
  it("asks for the lead traveller's contact while the rest of the form is still empty, and nobody else's", async () => {
    const empty = { fullName: "", passportNumber: "", dateOfBirth: "", luggage: [] };
    const result = await resolve({
      flightId: "0308d97a-ed0d-497e-8d67-c1fe0dc2ca2b",
      fareClass: "economy",
      ticketId: 1,
      travelers: [
        { ...empty, type: "adult", email: "", phone: "" },
        { ...empty, type: "child" },
      ],
      bags: [],
      meals: [],
    });
    const travelers = result.errors.travelers as unknown as Record<string, { message?: string }>[];
    expect(travelers[0]?.email?.message).toBe("required");
    expect(travelers[0]?.phone?.message).toBe("required");
    expect(travelers[1]?.email).toBeUndefined();
    expect(travelers[1]?.phone).toBeUndefined();
    expect(travelers[1]?.gender?.message).toBe("genderRequired");
  });
});
