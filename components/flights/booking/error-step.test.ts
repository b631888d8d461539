import { describe, expect, it } from "vitest";
import { stepOfPaths } from "./error-step";

describe("stepOfPaths", () => {
  it("sends a provider error to the step that holds the field", () => {
    expect(stepOfPaths(["travelers.1.dateOfBirth"])).toBe("travelers");
    expect(stepOfPaths(["travelers.0.seatId"])).toBe("seats");
    // A round trip's return seat and return fare type are on the seats step too.
    expect(stepOfPaths(["travelers.0.returnSeatId"])).toBe("seats");
    expect(stepOfPaths(["returnTicketId"])).toBe("seats");
    expect(stepOfPaths(["travelers"])).toBe("seats");
    expect(stepOfPaths(["ticketId"])).toBe("seats");
    expect(stepOfPaths(["meals.0.mealId"])).toBe("extras");
    expect(stepOfPaths(["_"])).toBe("review");
  });

  it("prefers the earliest step when several fields are wrong", () => {
    expect(stepOfPaths(["meals.0.mealId", "travelers.2.passportNumber"])).toBe("travelers");
  });
});
