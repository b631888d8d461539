// One clock on every page (issue 22, point 10): cards said "3:00 م" or "4:00 PM", the admin "2:48 ص", while the flight
// pages print "15:00". Every component that shows a time of day is rendered here in both languages with an afternoon
// time, and must print it on the 24-hour clock with no AM/PM (ص/م) marker; the taxi's pickup time is a list of 24-hour
// slots instead of a native time input (which reads "08:00 AM" in an English browser).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createElement, type ComponentProps, type ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import type { FlightView } from "@/lib/flights/booking/types";
import { mapOfferVoucher } from "@/lib/reservations/offer-reservations-map";
import { offerWire } from "@/lib/reservations/offer-reservations.fixture";
import { mapReservation, mapTicket } from "@/lib/reservations/reservations-map";
import { flightWire, ticketWire } from "@/lib/reservations/reservations.fixture";
import { mapStayVoucher, mapTaxiReservation, mapTaxiVoucher } from "@/lib/reservations/stay-or-taxi-reservations-map";
import { hotelWire, taxiWire } from "@/lib/reservations/stay-or-taxi-reservations.fixture";
import type { TaxiResults, TaxiVehicle } from "@/lib/provider/taxis";
import { AuditEntry } from "@/components/admin/audit-entry";
import { PageEditorHeading } from "@/components/admin/content/page-editor";
import { DepartingFlights } from "@/components/admin/dashboard/departing-flights";
import { RecentReservations } from "@/components/admin/dashboard/recent-reservations";
import { BookingFlightStrip } from "@/components/flights/booking/booking-flight-strip";
import { ExtrasPicker } from "@/components/flights/booking/extras-picker";
import { FlightRules } from "@/components/flights/details/extras-and-rules";
import { Itinerary } from "@/components/flights/details/itinerary";
import { getCardText, type CardText } from "@/components/flights/results/card-text";
import { FlightCard } from "@/components/flights/results/flight-card";
import { OfferVoucher } from "@/components/offers/offer-voucher";
import { CancelledFacts } from "@/components/reservations/cancelled-facts";
import { ReservationCard } from "@/components/reservations/reservation-card";
import { ReservationSummary } from "@/components/reservations/reservation-summary";
import { TermsSection } from "@/components/reservations/stay-or-taxi-terms";
import { StayOrTaxiVoucher } from "@/components/reservations/stay-or-taxi-voucher";
import { HouseRules } from "@/components/stays/details/house-rules";
import { HotelTimes } from "@/components/stays/details/stay-facts";
import { getStayCardText } from "@/components/stays/search/stay-card-text";
import { StayCard } from "@/components/stays/search/stay-cards";
import { TaxiBookingSummary } from "@/components/taxis/taxi-booking-summary";
import { TaxiResultsList } from "@/components/taxis/taxi-results";
import { TaxiSearchForm } from "@/components/taxis/taxi-search-form";
import { ETicket } from "@/components/ticket/e-ticket";

type Locale = "ar" | "en";
const messages = { ar, en };
const ZONE = "Asia/Riyadh";

// The server components' next-intl, in the locale the test renders (the app's comes from i18n/request.ts).
const intl = vi.hoisted(() => ({ locale: "en" as "ar" | "en" }));
vi.mock("next-intl/server", async () => {
  const { createFormatter, createTranslator } = await import("next-intl");
  const catalogues = { ar: (await import("@/messages/ar.json")).default, en: (await import("@/messages/en.json")).default };
  return {
    getTranslations: async (ns?: string | { namespace?: string }) =>
      createTranslator({ locale: intl.locale, messages: catalogues[intl.locale], namespace: (typeof ns === "string" ? ns : ns?.namespace) as never }),
    getFormatter: async () => createFormatter({ locale: intl.locale, timeZone: "Asia/Riyadh" }),
    getLocale: async () => intl.locale,
  };
});

async function render(locale: Locale, element: ReactElement): Promise<string> {
  intl.locale = locale;
  const tree = createElement(
    NextIntlClientProvider,
    { locale, messages: messages[locale], timeZone: ZONE } as ComponentProps<typeof NextIntlClientProvider>,
    element,
  );
  const stream = await renderToReadableStream(tree, { onError: (error) => void console.error(error) });
  await stream.allReady;
  return await new Response(stream).text();
}

/** What a reader sees: tags dropped, entities and bidi marks read. */
const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/[\u200e\u200f\u2066-\u2069\u061c]/g, "")
    .replace(/\s+/g, " ");

/** A 12-hour time: "4:00 PM", "04:00 pm", "3:00 م", "2:48 ص", or a day-period word anywhere. */
const TWELVE_HOUR = /\d{1,2}:\d{2}(?::\d{2})?\s*(?:AM|PM|a\.m\.|p\.m\.|ص|م)(?![\p{L}])|\b(?:AM|PM)\b|(?<![\p{L}])(?:صباحًا|مساءً)(?![\p{L}])/iu;

function expectTwentyFourHour(html: string, time: string) {
  const seen = text(html);
  expect(seen).not.toMatch(TWELVE_HOUR);
  expect(seen).toContain(time);
}

// Every instant below is 13:00 UTC, 16:00 in Riyadh (the zone of the pages, the stays and the airports here).
const AFTERNOON = "2030-02-01T13:00:00.000Z";
const airport = (code: string, city: string) => ({ code, name: `${city} Airport`, city, country: "Saudi Arabia", timezone: ZONE, terminal: null, gate: null });
/** A results card's props as the results list makes them: texts formatted by the server, a party of one. */
async function cardProps(card: Parameters<CardText["model"]>[0]) {
  const text = await getCardText();
  return { card: text.model(card, 1, "/flight/f1"), labels: text.labels() };
}

const flight: FlightView = {
  id: "f1",
  flightNumber: "SV1020",
  date: "2030-02-01",
  status: "scheduled",
  departureAt: AFTERNOON,
  arrivalAt: "2030-02-01T14:45:00.000Z",
  durationMinutes: 105,
  airline: { code: "SV", name: "Saudia", logo: null, location: "Jeddah" },
  planeModel: "A320",
  from: airport("RUH", "Riyadh"),
  to: airport("JED", "Jeddah"),
  stops: [],
  classes: [],
  fareTypes: [],
  bags: [],
  meals: [{ id: 1, name: "Kabsa", kind: "standard", price: 4000, image: null, requestDeadline: "2030-01-30T13:00:00.000Z" }],
  seatSelectionPrice: 0,
  tax: 0,
  serviceFees: 0,
  discount: 0,
  terms: "",
  notes: "",
  cancellationDeadline: "2030-01-31T13:00:00.000Z",
};
const taxiAirport = {
  code: "JED",
  name: "King Abdulaziz International Airport",
  city: "Jeddah",
  timezone: ZONE,
  areas: [{ slug: "corniche", name: "Corniche" }],
};
const vehicle = {
  id: 1,
  airport: { code: "JED", name: taxiAirport.name },
  area: { slug: "corniche", name: "Corniche" },
  vehicleClass: "sedan",
  passengerGroup: "1-3",
  model: "Toyota Camry",
  photo: null,
  maxPassengers: 3,
  maxBags: 2,
  distanceKm: 20,
  durationMinutes: 30,
  freeWaitingMinutes: 60,
  meetAndGreet: true,
  childSeats: 1,
  vehiclesLeft: 2,
  closed: false,
  price: { base: 10000, serviceFee: 500, tax: 1575, taxes: [{ code: "vat", percent: 15, amount: 1575 }], total: 12075 },
} satisfies TaxiVehicle;
const taxiTerms = { deadline: "2030-02-06T13:00:00.000Z", freeUntil: "2030-02-05T13:00:00.000Z", feeAmount: null, feePercent: 100 };
const taxiResults: TaxiResults = {
  pickupAt: "2030-02-06T13:00:00.000Z",
  freeCancellationUntil: "2030-02-05T13:00:00.000Z",
  cancellationTerms: taxiTerms,
  vehicles: [vehicle],
};
const taxiQuery = { airport: "JED", area: "corniche", date: "2030-02-06", time: "16:00", passengers: 2, bags: 1 };
/** An hour past a booking's stored deadline: the card shows when cancelling closed (no dialog, which needs the router). */
const closedNow = Date.parse("2030-03-01T00:00:00Z");
const paid = { status: "confirmed", paymentStatus: "paid", createdAt: AFTERNOON, paidAt: AFTERNOON } as const;

/** Each time-bearing component, with an afternoon time, and the 24-hour text it must show. */
const COMPONENTS: [name: string, element: (locale: Locale) => ReactElement, shows: string][] = [
  // Stays
  [
    "stay card: free cancellation until",
    () =>
      createElement(async () =>
        createElement(StayCard, {
          card: (await getStayCardText()).chalet(
            {
              kind: "chalet",
              id: 1,
              name: "Palm",
              city: "Riyadh",
              district: "Al Nakheel",
              capacity: 4,
              bedrooms: 2,
              privatePool: false,
              amenities: [],
              rating: 0,
              photo: null,
              nightlyPrice: 1000,
              weekendPrice: 1000,
              freeCancellationUntil: AFTERNOON,
              price: null,
            },
            "/chalet/1",
            false,
          ),
        }),
      ),
    "16:00",
  ],
  ["hotel page: check-in and check-out", () => createElement(HotelTimes, { hotel: { checkInTime: "16:00", checkOutTime: "12:00", policies: "" } }), "16:00"],
  [
    "chalet page: house rules",
    () =>
      createElement(HouseRules, {
        rules: {
          familiesOnly: true,
          noParties: true,
          quietHours: { from: "23:00", to: "07:00" },
          securityDeposit: 0,
          checkIn: { from: "16:00", until: "22:00" },
          checkOut: { from: "08:00", until: "12:00" },
        },
      }),
    "16:00",
  ],
  // Taxis
  [
    "taxi search form: pickup time",
    (locale) =>
      createElement(TaxiSearchForm, {
        airports: [taxiAirport],
        draft: { ...taxiQuery, flight: "" },
        errors: {},
        locale,
        minDate: "2030-01-01",
        maxDate: "2030-12-31",
      }),
    "16:00",
  ],
  [
    "taxi results: pickup and free cancellation",
    () => createElement(TaxiResultsList, { results: taxiResults, query: taxiQuery, airport: taxiAirport, flight: "" }),
    "16:00",
  ],
  [
    "taxi booking step: summary and terms",
    () => createElement(TaxiBookingSummary, { vehicle, airport: taxiAirport, query: taxiQuery, results: taxiResults }),
    "16:00",
  ],
  ["taxi terms", () => createElement(TermsSection, { view: { kind: "taxi", terms: taxiTerms, clock: { timeZone: ZONE } }, id: "terms" }), "16:00"],
  // Flights
  [
    "flight results: card",
    () => createElement(async () => createElement(FlightCard, await cardProps({ ...flight, dayOffset: 0, price: 50000, totalPrice: 50000, seatsLeft: null }))),
    "16:00",
  ],
  ["flight details: itinerary", () => createElement(Itinerary, { flight }), "16:00"],
  ["flight details: rules and deadlines", () => createElement(FlightRules, { flight }), "16:00"],
  ["flight booking: strip", () => createElement(BookingFlightStrip, { flight }), "16:00"],
  [
    "flight booking: meals' request deadline",
    () =>
      createElement(ExtrasPicker, {
        bags: [],
        meals: flight.meals,
        bagQty: {},
        mealQty: {},
        onBag: () => {},
        onMeal: () => {},
        now: Date.parse("2030-01-01T00:00:00Z"),
        timeZone: ZONE,
      }),
    "16:00",
  ],
  [
    "flight reservation: summary",
    (locale) =>
      createElement(ReservationSummary, {
        reservation: mapReservation(flightWire({ ...paid, flight: { ...flightWire().flight, departureAt: AFTERNOON } }), locale),
      }),
    "16:00",
  ],
  ["e-ticket", (locale) => createElement(ETicket, { ticket: mapTicket({ ...ticketWire(paid), issuedAt: AFTERNOON }, locale), brand: "Rahhal" }), "16:00"],
  // The reservation cards that print a time (a flight's departure and deadline, a taxi's pickup; a stay's and an offer's
  // card print days only), and every kind's voucher
  [
    "reservation card: flight",
    (locale) =>
      createElement(ReservationCard, {
        reservation: mapReservation(flightWire({ ...paid, flight: { ...flightWire().flight, departureAt: AFTERNOON } }), locale),
        now: closedNow,
      }),
    "16:00",
  ],
  ["reservation card: taxi", (locale) => createElement(ReservationCard, { reservation: mapTaxiReservation(taxiWire(paid), locale), now: closedNow }), "20:30"],
  [
    "hotel voucher",
    (locale) => createElement(StayOrTaxiVoucher, { voucher: mapStayVoucher({ ...hotelWire(paid), issuedAt: AFTERNOON }, locale), brand: "Rahhal" }),
    "16:00",
  ],
  [
    "taxi voucher",
    (locale) => createElement(StayOrTaxiVoucher, { voucher: mapTaxiVoucher({ ...taxiWire(paid), issuedAt: AFTERNOON }, locale), brand: "Rahhal" }),
    "16:00",
  ],
  [
    "offer voucher",
    (locale) => createElement(OfferVoucher, { voucher: mapOfferVoucher({ ...offerWire(paid), issuedAt: AFTERNOON }, locale), brand: "Rahhal" }),
    "16:00",
  ],
  ["cancelled booking", () => createElement(CancelledFacts, { cancelledAt: AFTERNOON, cancellationFee: 1000, refundAmount: 9000 }), "16:00"],
  // Admin
  [
    "admin dashboard: latest reservations",
    () =>
      createElement(RecentReservations, {
        rows: [
          {
            id: "r1",
            kind: "hotel",
            reference: "RH7K2P",
            title: "Hilton",
            customer: "Sara",
            total: 50000,
            status: "confirmed",
            paymentStatus: "paid",
            createdAt: new Date(AFTERNOON),
          },
        ],
      }),
    "16:00",
  ],
  [
    "admin dashboard: departing flights",
    () =>
      createElement(DepartingFlights, {
        rows: [
          {
            id: "f1",
            flightNumber: "SV1020",
            from: "RUH",
            to: "JED",
            departureAt: new Date(AFTERNOON),
            timezone: ZONE,
            seatsSold: 10,
            capacity: 100,
            loadPercent: 10,
          },
        ],
      }),
    "16:00",
  ],
  [
    "admin audit trail: the change's moment and an instant changed",
    () =>
      createElement(AuditEntry, {
        row: {
          id: "a1",
          action: "update",
          entity: "flight",
          entityId: "f1",
          label: "SV1020",
          userEmail: "admin@example.com",
          at: new Date(AFTERNOON),
          lines: [{ path: ["departureAt"], before: { kind: "instant", iso: "2030-02-01T10:00:00.000Z" }, after: { kind: "instant", iso: AFTERNOON } }],
        } as never,
      }),
    "16:00:00",
  ],
  ["admin page editor: last saved", () => createElement(PageEditorHeading, { id: "h", pageLocale: "en", updatedAt: AFTERNOON }), "16:00"],
];

describe.each(["ar", "en"] as const)("the 24-hour clock (%s)", (locale) => {
  it.each(COMPONENTS)("%s", async (_name, element, shows) => {
    expectTwentyFourHour(await render(locale, element(locale)), shows);
  });

  it("offers the taxi's pickup time as 24-hour slots, the searched one chosen, not a native time input", async () => {
    const html = await render(locale, COMPONENTS.find(([name]) => name.startsWith("taxi search form"))![1](locale));
    expect(html).not.toMatch(/type="time"/);
    const select = html.match(/<select[^>]*name="time"[^>]*>([\s\S]*?)<\/select>/);
    expect(select).not.toBeNull();
    const options = [...select![1]!.matchAll(/<option([^>]*)>([^<]*)<\/option>/g)].map(([, attrs, label]) => ({ attrs: attrs!, label: label! }));
    expect(options[0]!.label).toBe(messages[locale].Taxis.timePlaceholder);
    expect(options.slice(1).map((o) => o.label)).toEqual(options.slice(1).map((o) => o.attrs.match(/value="([^"]*)"/)![1]));
    expect(options).toHaveLength(49);
    expect(options.find((o) => o.attrs.includes("selected"))?.label).toBe("16:00");
  });
});

// The render above covers the components of today; this keeps the next one on the clock too.
describe("the sources", () => {
  const ROOT = path.resolve(import.meta.dirname, "../..");
  const sources = (dir: string) =>
    (readdirSync(path.join(ROOT, dir), { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.fixture\.ts$/.test(file))
      .map((file) => path.join(dir, file));

  it("format a time of day in the app only through lib/format/clock.ts, and take one as a 24-hour choice", () => {
    const offending = ["app", "components", "lib"]
      .flatMap(sources)
      .filter((file) => file !== path.join("lib", "format", "clock.ts"))
      .flatMap((file) => {
        const source = readFileSync(path.join(ROOT, file), "utf8");
        return [/timeStyle/, /\bhour:/, /hour12/, /toLocaleTimeString/, /toLocaleString\(/, /type="time"/, /type: "time"/]
          .filter((pattern) => pattern.test(source))
          .map((pattern) => `${file}: ${pattern.source}`);
      });
    // The taxi's pickup-time slots and the admin's typed HH:MM are the two time entries; neither is a native time input.
    expect(offending).toEqual([]);
  });

  it("format a time of day in the provider's mails on the 24-hour cycle", () => {
    const offending = sources("provider").filter((file) => {
      const source = readFileSync(path.join(ROOT, file), "utf8");
      return /timeStyle|hour12|toLocaleTimeString/.test(source) || (/\bhour:/.test(source) && !/hourCycle: "h23"/.test(source));
    });
    expect(offending).toEqual([]);
  });
});
