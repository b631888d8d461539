// The calendar files parsed by a real iCalendar parser (ical.js): the flight's both local times, a stay on the
// property's clock, a transfer's drive, an offer's whole days, Arabic text with commas and line breaks intact.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { mapTicket } from "@/lib/reservations/reservations-map";
import { flightWire } from "@/lib/reservations/reservations.fixture";
import { hotelWire, taxiWire } from "@/lib/reservations/stay-or-taxi-reservations.fixture";
import { mapStayVoucher, mapTaxiVoucher } from "@/lib/reservations/stay-or-taxi-reservations-map";
import { bookingEvents, type CalendarTexts } from "./booking-events";
import { icsCalendar } from "./ics";

const texts: CalendarTexts = (key, values = {}) =>
  Object.entries(values).reduce((s, [k, v]) => s.replace(`{${k}}`, v), (en.Calendar as Record<string, string>)[key]!);
const format = { dateTime: (d: Date, o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("en-GB", o).format(d) };
const context = { t: texts, format, documentUrl: "https://rahhal.example/en/x/ticket" };
const stamp = new Date("2030-01-01T10:05:00Z");

/** The file's events, with every VTIMEZONE it carries registered so TZID times convert. */
function parse(file: string) {
  const calendar = new ICAL.Component(ICAL.parse(file));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
}
const wall = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(date);

const cairo = (code: string, city: string) => ({
  code,
  name: { ar: `مطار ${city}`, en: `${city} International` },
  city: { ar: city, en: city },
  country: { ar: "مصر", en: "Egypt" },
  countryCode: "EG",
  timezone: "Africa/Cairo",
  terminal: { ar: "3", en: "3" },
  gate: null,
});

function riyadhCairo(departureAt: string, arrivalAt: string) {
  const wire = flightWire({ status: "confirmed", paymentStatus: "paid" });
  const ticket = mapTicket({ ...wire, flight: { ...wire.flight, to: cairo("CAI", "Cairo"), departureAt, arrivalAt }, issuedAt: "2030-01-01T10:05:00Z" }, "en");
  return parse(icsCalendar("Rahhal bookings", bookingEvents(ticket, context), stamp));
}

describe("the calendar file of a Riyadh–Cairo flight", () => {
  it("departs on Riyadh's clock and lands on Cairo's, in winter", () => {
    // 08:30 in Riyadh (UTC+3) → 10:15 in Cairo (UTC+2 in December).
    const [event] = riyadhCairo("2030-12-10T05:30:00.000Z", "2030-12-10T08:15:00.000Z");
    expect(event!.startDate.zone.tzid).toBe("Asia/Riyadh");
    expect([event!.startDate.hour, event!.startDate.minute]).toEqual([8, 30]);
    expect(event!.startDate.toJSDate().toISOString()).toBe("2030-12-10T05:30:00.000Z");
    expect(event!.endDate.toJSDate().toISOString()).toBe("2030-12-10T08:15:00.000Z");
    expect(wall(event!.endDate.toJSDate(), "Africa/Cairo")).toBe("10:15");
    expect(event!.summary).toBe("Flight SV1020 RUH → CAI");
    expect(event!.description).toContain("Arrives Tue 10 Dec, 10:15 (Cairo time) at Cairo International (CAI)");
    expect(event!.description).toContain("Booking reference: RH7K2P");
    expect(event!.uid).toBe("0b7f6f7e-1c7e-4d55-9b1e-2f6f2b9b7a11-1@rahhal");
  });

  it("keeps Cairo's summer time (UTC+3) in the landing time", () => {
    const [event] = riyadhCairo("2030-07-10T05:30:00.000Z", "2030-07-10T08:15:00.000Z");
    expect(event!.endDate.toJSDate().toISOString()).toBe("2030-07-10T08:15:00.000Z");
    expect(wall(event!.endDate.toJSDate(), "Africa/Cairo")).toBe("11:15");
    expect(event!.description).toContain("Arrives Wed 10 Jul, 11:15 (Cairo time)");
  });
});

describe("the calendar file of a round trip", () => {
  it("carries both legs of the one booking, each on its own departure clock", () => {
    const wire = flightWire({ status: "confirmed", paymentStatus: "paid" });
    const back = {
      ...wire.flight,
      id: "a3c1e2d4-0000-4000-8000-000000000002",
      flightNumber: "SV1021",
      from: { ...wire.flight.to, terminal: null },
      to: { ...wire.flight.from, terminal: null },
      departureAt: "2030-12-15T16:00:00.000Z",
      arrivalAt: "2030-12-15T17:50:00.000Z",
    };
    const ticket = mapTicket(
      {
        ...wire,
        returnLeg: {
          flight: back,
          fareClass: "economy",
          ticket: wire.ticket,
          outbound: { fare: 1000, feePercent: 100 },
          inbound: { fare: 1000, feePercent: 100 },
        },
        issuedAt: "2030-01-01T10:05:00Z",
      },
      "en",
    );
    const events = parse(icsCalendar("Rahhal bookings", bookingEvents(ticket, context), stamp));
    expect(events.map((e) => e.summary)).toEqual([
      `Flight ${wire.flight.flightNumber} ${wire.flight.from.code} → ${wire.flight.to.code}`,
      `Flight SV1021 ${wire.flight.to.code} → ${wire.flight.from.code}`,
    ]);
    expect(events[1]!.startDate.toJSDate().toISOString()).toBe("2030-12-15T16:00:00.000Z");
    expect(events.map((e) => e.uid)).toEqual(["0b7f6f7e-1c7e-4d55-9b1e-2f6f2b9b7a11-1@rahhal", "0b7f6f7e-1c7e-4d55-9b1e-2f6f2b9b7a11-2@rahhal"]);
  });
});

describe("the calendar file of a stay, a transfer and Arabic text", () => {
  it("runs a stay from check-in to check-out on the property's clock", () => {
    const stay = mapStayVoucher({ ...hotelWire({ status: "confirmed", paymentStatus: "paid" }), issuedAt: "2030-01-01T10:05:00Z" }, "en");
    const [event] = parse(icsCalendar("Rahhal", bookingEvents(stay, context), stamp));
    expect(event!.startDate.zone.tzid).toBe("Asia/Riyadh");
    expect(event!.startDate.toString()).toBe("2030-02-06T15:00:00");
    expect(event!.endDate.toString()).toBe("2030-02-08T12:00:00");
    expect(event!.startDate.toJSDate().toISOString()).toBe("2030-02-06T12:00:00.000Z");
    expect(event!.location).toBe("Al Marjan Hotel, Corniche Road, Jeddah");
    expect(event!.summary).toBe("Stay at Al Marjan Hotel");
  });

  it("runs a transfer from pickup for its drive time", () => {
    const taxi = mapTaxiVoucher({ ...taxiWire({ status: "confirmed", paymentStatus: "paid" }), issuedAt: "2030-01-01T10:05:00Z" }, "en");
    const [event] = parse(icsCalendar("Rahhal", bookingEvents(taxi, context), stamp));
    expect(event!.startDate.toJSDate().toISOString()).toBe(new Date(taxi.pickupAt).toISOString());
    expect(event!.endDate.toJSDate().getTime() - event!.startDate.toJSDate().getTime()).toBe(taxi.transfer.durationMinutes * 60_000);
    expect(event!.startDate.zone.tzid).toBe(taxi.transfer.airport.timezone);
  });

  it("keeps Arabic text, commas, semicolons and line breaks through escaping and folding", () => {
    const description = "رقم الحجز: ABC123\nالإقامة في فندق المرجان، طريق الكورنيش; جدة, السعودية — ".repeat(4);
    const file = icsCalendar(
      "حجوزات رحّال",
      [
        {
          uid: "u1@rahhal",
          summary: "الإقامة في فندق المرجان",
          description,
          location: "جدة, السعودية",
          start: "2030-02-06",
          end: "2030-02-09",
          timeZone: null,
          url: "https://x.example/",
        },
      ],
      stamp,
    );
    expect(file.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const [event] = parse(file);
    expect(event!.description).toBe(description);
    expect(event!.location).toBe("جدة, السعودية");
    expect(event!.startDate.isDate).toBe(true);
    expect([event!.startDate.toString(), event!.endDate.toString()]).toEqual(["2030-02-06", "2030-02-09"]);
  });
});
