import { describe, expect, it } from "vitest";
import {
  cancellationHoursBeforeDeparture,
  effectiveStatus,
  cancellationClosed,
  holdAlive,
  mapCancellationQuote,
  mapReservation,
  mapTicket,
  maskPassport,
  paymentStatusTone,
  reservationStatusTone,
  reservationTab,
  ticketAvailable,
} from "./reservations-map";
import { flightWire as wire } from "./reservations.fixture";

describe("status badges", () => {
  it("gives every reservation and payment status its tone", () => {
    expect(reservationStatusTone("confirmed")).toBe("success");
    expect(reservationStatusTone("pending")).toBe("warning");
    expect(reservationStatusTone("cancelled")).toBe("danger");
    expect(reservationStatusTone("expired")).toBe("neutral");
    expect(paymentStatusTone("paid")).toBe("success");
    expect(paymentStatusTone("pending")).toBe("warning");
    expect(paymentStatusTone("refunded")).toBe("info");
  });
});

describe("maskPassport", () => {
  it("keeps only the last four characters", () => {
    expect(maskPassport("A12345678")).toBe("•••••5678");
    expect(maskPassport(" B7654321 ")).toBe("••••4321");
    expect(maskPassport("1234")).toBe("••••");
  });
});

describe("mapReservation", () => {
  it("picks names in the page language and never carries a full passport number", () => {
    const en = mapReservation(wire(), "en");
    expect(en.flight.airline.name).toBe("Saudia");
    expect(en.flight.from).toMatchObject({ code: "RUH", city: "Riyadh", terminal: "5", gate: null, timezone: "Asia/Riyadh" });
    expect(en.fareType).toEqual({ name: "Basic", refundable: false, editable: true, editFees: 5000 });
    expect(en.meals).toEqual([{ name: "Vegetarian meal", quantity: 1, total: 1500 }]);
    expect(en.travelers.map((t) => [t.fullName, t.seatNumber, t.passportMasked])).toEqual([
      ["Omar Ali", "12A", "•••••5678"],
      ["Sara Ali", null, "••••4321"],
    ]);
    expect(JSON.stringify(en)).not.toContain("A12345678");
    expect(JSON.stringify(en)).not.toContain("omar@example.com");

    const ar = mapReservation(wire(), "ar");
    expect(ar.flight.airline.name).toBe("السعودية");
    expect(ar.flight.to.city).toBe("مدينة Jeddah");
    expect(ar.travelers.map((t) => t.gender)).toEqual(["Mr", "Miss"]);
  });

  it("names the plane in the page language (issue 22 point 12)", () => {
    expect(mapReservation(wire(), "ar").flight.planeModel).toBe("إيرباص A320");
    expect(mapReservation(wire(), "en").flight.planeModel).toBe("Airbus A320");
  });

  it("names terminals in the page language: North is الشمالية on an Arabic page, numbers stay numbers", () => {
    const ar = mapReservation(wire(), "ar");
    expect([ar.flight.from.terminal, ar.flight.to.terminal]).toEqual(["5", "الشمالية"]);
    const en = mapReservation(wire(), "en");
    expect([en.flight.from.terminal, en.flight.to.terminal]).toEqual(["5", "North"]);
    const unnamed = wire();
    unnamed.flight.from.terminal = null;
    expect(mapReservation(unnamed, "ar").flight.from.terminal).toBeNull();
    expect(ar.meals[0]?.name).toBe("وجبة نباتية");
  });
});

describe("mapTicket", () => {
  it("adds the issue date and the card's last four digits", () => {
    const ticket = mapTicket(
      {
        ...wire({
          status: "confirmed",
          paymentStatus: "paid",
          paidAt: "2030-01-01T10:05:00.000Z",
          payment: { provider: "sandbox", last4: "4242", amount: 50500, paidAt: "2030-01-01T10:05:00.000Z" },
        }),
        issuedAt: "2030-01-01T10:05:00.000Z",
      },
      "en",
    );
    expect(ticket.issuedAt).toBe("2030-01-01T10:05:00.000Z");
    expect(ticket.payment).toEqual({ last4: "4242", amount: 50500, paidAt: "2030-01-01T10:05:00.000Z", provider: "sandbox" });
    expect(ticketAvailable(ticket)).toBe(true);
    expect(ticketAvailable(mapReservation(wire(), "en"))).toBe(false);
  });
});

describe("hold and tabs", () => {
  const view = mapReservation(wire(), "en");
  const before = Date.parse("2030-01-01T10:10:00Z");
  const after = Date.parse("2030-01-01T10:16:00Z");

  it("treats a pending reservation past its hold as expired", () => {
    expect(holdAlive(view, before)).toBe(true);
    expect(effectiveStatus(view, before)).toBe("pending");
    expect(holdAlive(view, after)).toBe(false);
    expect(effectiveStatus(view, after)).toBe("expired");
    expect(reservationTab(view, after)).toBe("cancelled");
  });

  it("splits live reservations on the departure time", () => {
    const confirmed = mapReservation(wire({ status: "confirmed", paymentStatus: "paid" }), "en");
    expect(reservationTab(confirmed, before)).toBe("upcoming");
    expect(reservationTab(confirmed, Date.parse("2030-03-01T00:00:00Z"))).toBe("past");
  });
});

describe("mapCancellationQuote", () => {
  it("turns the provider's refusal code into a reason", () => {
    const base = { deadline: "2030-01-31T05:00:00.000Z", freeUntil: null, feeAmount: null, feePercent: 10, fee: 4700, refund: 45800, currency: "SAR" as const };
    expect(mapCancellationQuote({ ...base, allowed: true, reason: null })).toMatchObject({ allowed: true, reason: null, fee: 4700, refund: 45800 });
    expect(mapCancellationQuote({ ...base, allowed: false, reason: "CANCELLATION_CLOSED" }).reason).toBe("deadlinePassed");
    expect(mapCancellationQuote({ ...base, allowed: false, reason: "RESERVATION_NOT_CANCELLABLE" }).reason).toBe("notCancellable");
  });
});

describe("a flight's stored cancellation terms", () => {
  // Booked when the rule was 48 h and 25 %: what the card, the dialog and the ticket show comes from these, not
  // from today's CANCELLATION_DEADLINE_HOURS (24) and CANCELLATION_FEE_PERCENT (10).
  const booked = mapReservation(wire({ cancellationTerms: { deadline: "2030-01-30T05:00:00.000Z", freeUntil: null, feeAmount: null, feePercent: 25 } }), "en");

  it("are mapped into the view", () => {
    expect(booked.cancellationTerms).toEqual({ deadline: "2030-01-30T05:00:00.000Z", freeUntil: null, feeAmount: null, feePercent: 25 });
  });

  it("close cancelling at the stored deadline, not 24 h before departure", () => {
    expect(cancellationClosed(booked, Date.parse("2030-01-30T04:59:00Z"))).toBe(false);
    expect(cancellationClosed(booked, Date.parse("2030-01-30T06:00:00Z"))).toBe(true);
  });

  it("give the ticket's hours before departure", () => {
    expect(cancellationHoursBeforeDeparture(booked)).toBe(48);
    expect(cancellationHoursBeforeDeparture(mapReservation(wire(), "en"))).toBe(24);
  });
});
