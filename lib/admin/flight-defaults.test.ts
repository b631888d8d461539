// The flight form starts from values the provider's schema reads back: a saved flight round-trips unchanged, and a new
// one is refused only for what the admin has yet to fill in.
import { describe, expect, it } from "vitest";
import { flightRequest, type AdminFlight } from "@/provider/contracts/admin-flights";
import { flightFormValues, newFlightValues } from "./flight-defaults";

const saved: AdminFlight = {
  id: "6f1c2a8e-0000-4000-8000-000000000001",
  flightNumber: "SV1020",
  date: "2027-01-10",
  departureTime: "09:35",
  arrivalDate: "2027-01-10",
  arrivalTime: "11:20",
  companyId: 1,
  planeId: 2,
  departureAirportId: 3,
  arrivalAirportId: 4,
  departureTerminalAr: "الصالة 5",
  departureTerminalEn: "Terminal 5",
  departureGate: "A12",
  arrivalTerminalAr: null,
  arrivalTerminalEn: null,
  arrivalGate: null,
  seatSelectionPrice: 2500,
  status: "scheduled",
  tax: 5000,
  serviceFees: 2000,
  discount: 0,
  profit: 3000,
  termsAr: "",
  termsEn: "",
  notesAr: "",
  notesEn: "",
  bookingTicketPrice: 52000,
  computedBookingTicketPrice: 52000,
  classes: [{ class: "economy", price: 45000, seatCapacity: 156, inUse: true }],
  stops: [{ airportId: 5, durationMinutes: 60 }],
  tickets: [
    { id: 9, nameAr: "أساسية", nameEn: "Basic", price: 0, descriptionAr: "", descriptionEn: "", editable: false, editFees: 0, refundable: false, inUse: true },
  ],
  bags: [{ id: 4, weightKg: 23, price: 15000, inUse: false }],
  mealIds: [1, 2],
  activeReservations: 1,
};

describe("flight form values", () => {
  it("round-trip a saved flight through the schema, ids kept and a computed price left to compute", () => {
    const values = flightFormValues(saved);
    expect(values.bookingTicketPrice).toBeNull();
    const parsed = flightRequest.parse(values);
    expect(parsed.tickets[0]!.id).toBe(9);
    expect(parsed.bags[0]!.id).toBe(4);
    expect(parsed.arrivalTerminalEn).toBeNull();
    expect(parsed.classes).toEqual([{ class: "economy", price: 45000 }]);
  });

  it("keep an entered booking ticket price", () => {
    expect(flightFormValues({ ...saved, bookingTicketPrice: 49900 }).bookingTicketPrice).toBe(49900);
  });

  it("start a new flight that asks for its number, times, records, class price and ticket names", () => {
    const result = flightRequest.safeParse(newFlightValues("2027-01-10"));
    expect(result.success).toBe(false);
    const paths = new Set(result.error!.issues.map((issue) => issue.path.join(".")));
    expect([...paths].sort()).toEqual(
      [
        "flightNumber",
        "departureTime",
        "arrivalTime",
        "companyId",
        "planeId",
        "departureAirportId",
        "arrivalAirportId",
        "classes.0.price",
        "tickets.0.nameAr",
        "tickets.0.nameEn",
      ].sort(),
    );
  });
});
