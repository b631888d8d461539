import { afterEach, describe, expect, it, vi } from "vitest";
import { lookupFor, missingResource } from "./missing-resource";

describe("lookupFor", () => {
  it("asks for the reservation on reservation and ticket pages, for the flight on flight pages", () => {
    expect(lookupFor("/flight/f1")).toEqual({ kind: "flight", path: "api/Flights/f1" });
    expect(lookupFor("/flight/f1/booking")).toEqual({ kind: "flight", path: "api/Flights/f1" });
    expect(lookupFor("/flight/f1/booking/reservation/r9")).toEqual({ kind: "reservation", path: "api/Reservations/r9" });
    expect(lookupFor("/flight/f1/booking/reservation/r9/ticket")).toEqual({ kind: "reservation", path: "api/Reservations/r9" });
  });

  it("asks offer-backend for an offer's reservation and its voucher", () => {
    const lookup = { kind: "reservation", service: "offer-backend", path: "api/Reservations/r9" };
    expect(lookupFor("/offer/3/reservation/r9")).toEqual(lookup);
    expect(lookupFor("/offer/3/reservation/r9/ticket")).toEqual(lookup);
  });

  it("asks the hotels, chalets and taxis services for their reservations and vouchers", () => {
    expect(lookupFor("/hotel/12/reservation/r9")).toEqual({ kind: "reservation", service: "hotels", path: "api/Reservations/r9" });
    expect(lookupFor("/chalet/5/reservation/r9/voucher")).toEqual({ kind: "reservation", service: "chalets", path: "api/Reservations/r9" });
    expect(lookupFor("/airport-taxi/reservation/r9")).toEqual({ kind: "reservation", service: "taxis", path: "api/Reservations/r9" });
    expect(lookupFor("/airport-taxi/reservation/r9/voucher")).toEqual({ kind: "reservation", service: "taxis", path: "api/Reservations/r9" });
    // The tax invoice and the credit note of a booking (issue 26) are 404 with it.
    expect(lookupFor("/airport-taxi/reservation/r9/invoice")).toEqual({ kind: "reservation", service: "taxis", path: "api/Reservations/r9" });
    expect(lookupFor("/hotel/5/reservation/r9/credit-note")).toEqual({ kind: "reservation", service: "hotels", path: "api/Reservations/r9" });
    expect(lookupFor("/offer/3/reservation/r9/invoice")).toEqual({ kind: "reservation", service: "offer-backend", path: "api/Reservations/r9" });
    expect(lookupFor("/flight/f1/booking/reservation/r9/credit-note")).toEqual({ kind: "reservation", path: "api/Reservations/r9" });
    expect(lookupFor("/hotel/12/reservations/r9")).toBeNull();
  });

  it("asks offer-backend for the offer on an offer's page (a made-up id must never be rendered and stored)", () => {
    expect(lookupFor("/offer/12")).toEqual({ kind: "offer", service: "offer-backend", path: "api/Offers/12" });
    expect(lookupFor("/offers")).toBeNull();
  });

  it("asks hotels and chalets for a stay's page", () => {
    expect(lookupFor("/hotel/4")).toEqual({ kind: "stay", service: "hotels", path: "api/Hotels/4" });
    expect(lookupFor("/chalet/9/")).toMatchObject({ kind: "stay", service: "chalets", path: "api/Chalets/9" });
    expect(lookupFor("/hotel/4/photos")).toBeNull();
  });

  it("asks nothing for other pages and keeps ids from climbing paths", () => {
    expect(lookupFor("/")).toBeNull();
    expect(lookupFor("/flight-search")).toBeNull();
    expect(lookupFor("/flight/a%2F..%2Fb")).toEqual({ kind: "flight", path: "api/Flights/a%252F..%252Fb" });
  });
});

describe("missingResource", () => {
  afterEach(() => vi.unstubAllGlobals());
  const answer = (status: number, body: unknown) =>
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(body, { status })),
    );
  const request = new Request("http://127.0.0.1:3000/chalet/9");

  it("calls an archived chalet missing (its page answers 404), a chalet on sale found", async () => {
    answer(200, { id: 9, archived: true });
    expect(await missingResource("/chalet/9", request, "3000")).toBe("stay");
    answer(200, { id: 9, archived: false });
    expect(await missingResource("/chalet/9", request, "3000")).toBeNull();
  });

  it("calls an unknown hotel missing, a found one not, whatever its body", async () => {
    answer(404, { message: "Hotel not found" });
    expect(await missingResource("/hotel/4", request, "3000")).toBe("stay");
    answer(200, { id: 4, archived: true });
    expect(await missingResource("/hotel/4", request, "3000")).toBeNull();
  });

  it("asks for a found flight once a minute, for a missing one every time", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T10:00:00Z"), toFake: ["Date"] });
    try {
      const page = new Request("http://127.0.0.1:3000/flight/f7/booking");
      answer(404, { message: "Flight not found" });
      expect(await missingResource("/flight/f7/booking", page, "3000")).toBe("flight");
      expect(await missingResource("/flight/f7/booking", page, "3000")).toBe("flight");
      expect(fetch).toHaveBeenCalledTimes(2);

      answer(200, { id: "f7" });
      expect(await missingResource("/flight/f7/booking", page, "3000")).toBeNull();
      // Its page and booking form within the minute: not asked again, even were it gone since.
      answer(404, { message: "Flight not found" });
      expect(await missingResource("/flight/f7", page, "3000")).toBeNull();
      expect(await missingResource("/flight/f7/booking", page, "3000")).toBeNull();
      expect(fetch).not.toHaveBeenCalled();

      // After it, asked again: removed meanwhile, it is missing.
      vi.setSystemTime(new Date("2026-11-28T10:01:01Z"));
      expect(await missingResource("/flight/f7/booking", page, "3000")).toBe("flight");
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("asks for a reservation every time, found or not (its answer is the visitor's)", async () => {
    const page = new Request("http://127.0.0.1:3000/flight/f1/booking/reservation/r9");
    answer(200, { id: "r9" });
    expect(await missingResource("/flight/f1/booking/reservation/r9", page, "3000")).toBeNull();
    expect(await missingResource("/flight/f1/booking/reservation/r9", page, "3000")).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
