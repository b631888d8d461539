import { afterEach, describe, expect, it, vi } from "vitest";
import type { FlightSearchResponse, FlightSummary, SearchLeg } from "@/provider/contracts/flights";

const providerRequest = vi.fn();
const cacheTag = vi.fn();
const cacheLife = vi.fn();
vi.mock("./client", async (original) => ({ ...(await original<typeof import("./client")>()), providerRequest }));
vi.mock("next/cache", () => ({ cacheTag, cacheLife }));

const { mapFlight, mapLeg, searchFlights, lookupAirport } = await import("./flight-search");
const { ProviderRequestError } = await import("./client");

const ruh = {
  code: "RUH",
  name: { ar: "مطار الملك خالد الدولي", en: "King Khalid International" },
  city: { ar: "الرياض", en: "Riyadh" },
  country: { ar: "السعودية", en: "Saudi Arabia" },
  countryCode: "SA",
  timezone: "Asia/Riyadh",
};
const lhr = {
  code: "LHR",
  name: { ar: "مطار هيثرو", en: "Heathrow" },
  city: { ar: "لندن", en: "London" },
  country: { ar: "المملكة المتحدة", en: "United Kingdom" },
  countryCode: "GB",
  timezone: "Europe/London",
};
const dxb = { ...ruh, code: "DXB", city: { ar: "دبي", en: "Dubai" }, timezone: "Asia/Dubai" };

function flight(overrides: Partial<FlightSummary> = {}): FlightSummary {
  return {
    id: "f1",
    flightNumber: "SV 1021",
    date: "2026-12-01",
    airline: { code: "SV", name: { ar: "السعودية", en: "Saudia" }, logo: "/airlines/sv.svg" },
    from: ruh,
    to: lhr,
    // 22:30 in Riyadh (19:30Z) → 05:10 in London next day.
    departureAt: "2026-12-01T19:30:00.000Z",
    arrivalAt: "2026-12-02T05:10:00.000Z",
    durationMinutes: 580,
    stops: [{ durationMinutes: 95, airport: dxb }],
    cabin: "economy",
    price: 180000,
    totalPrice: 495000,
    seatsLeft: 4,
    status: "scheduled",
    ...overrides,
  };
}

function leg(flights: FlightSummary[], extra: Partial<SearchLeg> = {}): SearchLeg {
  return {
    date: "2026-12-01",
    from: ruh,
    to: lhr,
    flights,
    total: flights.length,
    facets: {
      airlines: [{ code: "SV", name: { ar: "السعودية", en: "Saudia" }, logo: null, minPrice: 180000 }],
      price: { min: 1, max: 2 },
      stops: { 0: 0, 1: 1, 2: 0 },
    },
    ...extra,
  };
}

afterEach(() => providerRequest.mockReset());

describe("mapFlight", () => {
  it("picks names by locale, lists the stops and marks a next-day arrival in local time", () => {
    expect(mapFlight(flight(), "en")).toMatchObject({
      flightNumber: "SV 1021",
      airline: { code: "SV", name: "Saudia", logo: "/airlines/sv.svg" },
      from: { code: "RUH", city: "Riyadh", timezone: "Asia/Riyadh" },
      to: { code: "LHR", city: "London", timezone: "Europe/London" },
      dayOffset: 1,
      stops: [{ code: "DXB", city: "Dubai", durationMinutes: 95 }],
      price: 180000,
      totalPrice: 495000,
      seatsLeft: 4,
    });
    expect(mapFlight(flight(), "ar")).toMatchObject({ airline: { name: "السعودية" }, from: { city: "الرياض" } });
  });

  it("counts local days, not UTC days", () => {
    // 00:30 in Riyadh is 21:30Z the day before; arriving 02:00 Riyadh-time the same local day.
    const sameDay = flight({ to: ruh, departureAt: "2026-11-30T21:30:00.000Z", arrivalAt: "2026-11-30T23:00:00.000Z" });
    expect(mapFlight(sameDay, "en").dayOffset).toBe(0);
  });
});

describe("mapLeg", () => {
  it("never offers a cancelled flight", () => {
    const mapped = mapLeg(leg([flight({ id: "ok" }), flight({ id: "gone", status: "cancelled" })]), "en");
    expect(mapped.flights.map((f) => f.id)).toEqual(["ok"]);
  });

  it("keeps facets and nearby dates, with an empty list when the provider sent none", () => {
    const empty = mapLeg(
      leg([], {
        total: 0,
        nearbyDates: [
          { date: "2026-12-02", minPrice: 99000 },
          { date: "2026-12-03", minPrice: null },
        ],
      }),
      "ar",
    );
    expect(empty.nearbyDates).toEqual([
      { date: "2026-12-02", minPrice: 99000 },
      { date: "2026-12-03", minPrice: null },
    ]);
    expect(empty.facets.airlines[0]).toEqual({ code: "SV", name: "السعودية", logo: null, minPrice: 180000 });
    expect(mapLeg(leg([flight()]), "en").nearbyDates).toEqual([]);
  });
});

describe("searchFlights", () => {
  const search = {
    from: "RUH",
    to: "LHR",
    date: "2026-12-01",
    returnDate: "2026-12-08",
    adults: 2,
    children: 1,
    infants: 0,
    cabin: "economy" as const,
    sort: "price" as const,
    stops: [0 as const],
  };

  it("makes one call for both legs with the canonical query and maps the answer", async () => {
    const response: FlightSearchResponse = { outbound: leg([flight()]), inbound: leg([flight({ id: "back" })]) };
    providerRequest.mockResolvedValue(response);
    const outcome = await searchFlights(search, "en");
    expect(providerRequest).toHaveBeenCalledTimes(1);
    const [service, path, options] = providerRequest.mock.calls[0]!;
    expect([service, path]).toEqual(["search-flight", "api/Flights/Search"]);
    expect(options).toMatchObject({ locale: "en", query: { from: "RUH", to: "LHR", returnDate: "2026-12-08", adults: "2", children: "1", stops: "0" } });
    expect(outcome.kind).toBe("ok");
    if (outcome.kind === "ok") expect(outcome.results.inbound?.flights[0]?.id).toBe("back");
    // Kept a minute (never five) under the tag an admin's flight write expires.
    expect(cacheTag).toHaveBeenCalledWith("search:flights");
    expect(cacheLife).toHaveBeenLastCalledWith("search");
  });

  it("turns a provider validation error into field messages, and other failures into an error", async () => {
    providerRequest.mockRejectedValueOnce(new ProviderRequestError(400, "Some fields are invalid.", "VALIDATION", { from: "airportUnknown" }));
    expect(await searchFlights({ ...search, from: "XXX" }, "en")).toEqual({
      kind: "invalid",
      message: "Some fields are invalid.",
      fields: { from: "airportUnknown" },
    });
    providerRequest.mockRejectedValueOnce(new ProviderRequestError(504, "timeout", "TIMEOUT"));
    expect(await searchFlights({ ...search, from: "YYY" }, "en")).toEqual({ kind: "error", message: "timeout" });
    // An outage is not kept for the next visitor.
    expect(cacheLife).toHaveBeenLastCalledWith("searchFailure");
  });
});

describe("lookupAirport", () => {
  it("finds the exact code among the matches", async () => {
    providerRequest.mockResolvedValue([
      { ...dxb, id: 2, image: null },
      { ...ruh, id: 1, image: null },
    ]);
    expect(await lookupAirport("RUH", "ar")).toEqual({ code: "RUH", name: "مطار الملك خالد الدولي", city: "الرياض", country: "السعودية" });
    expect(cacheLife).toHaveBeenLastCalledWith("vocabulary");
    expect(await lookupAirport("bad", "ar")).toBeNull();
  });
});
