import { describe, expect, it } from "vitest";
import type { FlightDetails } from "@/provider/contracts/flights";
import { toFlightView } from "./flight-details";

const airport = (code: string, en: string, ar: string, terminal: FlightDetails["from"]["terminal"]) => ({
  id: code === "RUH" ? 1 : 2,
  code,
  name: { ar: `مطار ${ar}`, en: `${en} Airport` },
  city: { ar, en },
  country: { ar: "السعودية", en: "Saudi Arabia" },
  countryCode: "SA",
  timezone: "Asia/Riyadh",
  image: null,
  terminal,
  gate: null,
});

const details: FlightDetails = {
  id: "f1",
  flightNumber: "SV1020",
  date: "2030-02-01",
  status: "scheduled",
  departureAt: "2030-02-01T05:00:00.000Z",
  arrivalAt: "2030-02-01T06:45:00.000Z",
  durationMinutes: 105,
  airline: { id: 1, code: "SV", name: { ar: "السعودية", en: "Saudia" }, logo: null, location: { ar: "جدة", en: "Jeddah" } },
  plane: { id: 1, model: { ar: "إيرباص A320", en: "Airbus A320" } },
  from: airport("RUH", "Riyadh", "الرياض", null),
  to: airport("JED", "Jeddah", "جدة", { ar: "الشمالية", en: "North" }),
  stops: [],
  classes: [],
  tickets: [],
  bags: [],
  meals: [],
  seatSelectionPrice: 0,
  tax: 0,
  serviceFees: 0,
  discount: 0,
  bookingTicketPrice: 0,
  terms: { ar: "", en: "" },
  notes: { ar: "", en: "" },
  cancellation: { deadline: "2030-01-31T05:00:00.000Z", feePercent: 10 },
};

describe("toFlightView", () => {
  it("gives the terminal in the page's language (no English on an Arabic page)", () => {
    expect(toFlightView(details, "ar").to.terminal).toBe("الشمالية");
    expect(toFlightView(details, "en").to.terminal).toBe("North");
    expect(toFlightView(details, "ar").from.terminal).toBeNull();
  });

  it("names the plane in the page's language (issue 22 point 12)", () => {
    expect(toFlightView(details, "ar").planeModel).toBe("إيرباص A320");
    expect(toFlightView(details, "en").planeModel).toBe("Airbus A320");
  });
});
