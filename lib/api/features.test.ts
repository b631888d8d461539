// The browser's API layer against a stubbed fetch: the paths and headers it sends, the contracts it checks,
// and the app types it hands to components.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { OfferFavoriteResponse } from "@/provider/contracts/offers";
import { offerItem } from "@/lib/offers/offer-item.fixture";
import type { FavoriteResponse } from "@/provider/contracts/reservations";
import { searchAirports } from "./airports";
import { BAD_RESPONSE_CODE, BffError } from "./bff-client";
import { isSaved, saveFavorite } from "./favorite-marks";
import { listFavorites, removeFavorite } from "./favorites";
import { getSeatMap } from "./flights";
import { payReservation } from "./payments";
import { getReservation } from "./reservations";

function mockFetch(...answers: Response[]) {
  const fn = vi.fn(async (_url: string, _init: RequestInit) => answers.shift() ?? new Response(null, { status: 500 }));
  vi.stubGlobal("fetch", fn);
  return fn;
}
const problem = (status: number, code: string, message = code) => Response.json({ message, code }, { status });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const riyadh = {
  code: "RUH",
  name: { ar: "مطار الملك خالد الدولي", en: "King Khalid International" },
  city: { ar: "الرياض", en: "Riyadh" },
  country: { ar: "السعودية", en: "Saudi Arabia" },
  countryCode: "SA",
  timezone: "Asia/Riyadh",
};
const jeddah = { ...riyadh, code: "JED", city: { ar: "جدة", en: "Jeddah" }, name: { ar: "مطار الملك عبدالعزيز", en: "King Abdulaziz" } };

describe("searchAirports", () => {
  it("asks search-flight with the query and answers options in the page's language", async () => {
    const fetchMock = mockFetch(Response.json([{ ...riyadh, id: 1, image: null }]));
    expect(await searchAirports("ruh", "ar")).toEqual([{ code: "RUH", name: "مطار الملك خالد الدولي", city: "الرياض", country: "السعودية" }]);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/search-flight/api/Airports/Search?q=ruh");
  });

  it("refuses an answer that does not match the contract instead of showing undefined names", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockFetch(Response.json([{ code: "RUH", name: "Riyadh" }]));
    const error = await searchAirports("ruh", "en").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BffError);
    expect(error).toMatchObject({ status: 502, code: BAD_RESPONSE_CODE });
  });
});

describe("favorites", () => {
  const favorite: FavoriteResponse = {
    flightId: "6a1f2c3d-0000-4000-8000-000000000001",
    createdAt: "2030-01-01T00:00:00.000Z",
    flight: {
      id: "6a1f2c3d-0000-4000-8000-000000000001",
      flightNumber: "SV1020",
      date: "2030-02-01",
      status: "scheduled",
      airline: { code: "SV", name: { ar: "السعودية", en: "Saudia" }, logo: null },
      from: riyadh,
      to: jeddah,
      departureAt: "2030-02-01T05:00:00.000Z",
      arrivalAt: "2030-02-01T06:45:00.000Z",
      durationMinutes: 105,
      stopsCount: 0,
      fromPrice: 45000,
    },
  };

  const offer: OfferFavoriteResponse = {
    offerId: 7,
    createdAt: "2030-01-02T00:00:00.000Z",
    offer: offerItem({ title: "Dubai weekend", image: "javascript:alert(1)" }),
  };

  it("lists flights, offers, hotels and chalets as one list, newest first, as the favorites page shows them", async () => {
    const hotel = {
      kind: "hotel",
      id: 4,
      createdAt: "2000-01-01T00:00:00.000Z",
      name: "Red Sea Corniche Hotel",
      city: "Jeddah",
      photo: null,
      rating: 8.7,
      stars: 5,
      fromPrice: 52000,
    };
    const fetchMock = mockFetch(Response.json([favorite]), Response.json([offer]), Response.json([hotel]), Response.json([]));
    const [first, second, third] = await listFavorites("en");
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      "/api/flight-backend/api/Favorites",
      "/api/offer-backend/api/Favorites",
      "/api/hotels/api/Favorites",
      "/api/chalets/api/Favorites",
    ]);
    expect(third).toMatchObject({ kind: "hotel", id: 4, name: "Red Sea Corniche Hotel", stars: 5, fromPrice: 52000 });
    expect(first).toMatchObject({ kind: "offer", offerId: 7, offer: { title: "Dubai weekend", destination: { city: "Dubai" }, image: null, featured: true } });
    expect(second).toMatchObject({
      kind: "flight",
      flightId: favorite.flightId,
      airline: { name: "Saudia" },
      from: { city: "Riyadh" },
      to: { city: "Jeddah" },
      fromPrice: 45000,
      departed: false,
    });
  });

  it("saves an offer on offer-backend with its numeric id, and tells a heart whether it is saved from the ids alone", async () => {
    const fetchMock = mockFetch(Response.json(offer, { status: 201 }), Response.json([offer]), Response.json([{ offerId: "7" }]), Response.json({}));
    await saveFavorite({ kind: "offer", id: 7 }, "ar");
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/offer-backend/api/Favorites");
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({ offerId: 7 });
    expect(await isSaved({ kind: "offer", id: 7 }, "ar")).toBe(true);
    // A string id is not the offer 7; an answer that is not a list is an error, not "not saved".
    expect(await isSaved({ kind: "offer", id: 7 }, "ar")).toBe(false);
    await expect(isSaved({ kind: "offer", id: 7 }, "ar")).rejects.toThrow();
  });

  it("saves and removes a hotel or a chalet on its own service, by its id", async () => {
    const fetchMock = mockFetch(Response.json({}, { status: 201 }), Response.json([{ kind: "chalet", id: 3 }]), new Response(null, { status: 204 }));
    await saveFavorite({ kind: "hotel", id: 4 }, "ar");
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/hotels/api/Favorites");
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({ id: 4 });
    expect(await isSaved({ kind: "chalet", id: 3 }, "ar")).toBe(true);
    expect(fetchMock.mock.calls[1]![0]).toBe("/api/chalets/api/Favorites");
    await removeFavorite({ kind: "chalet", id: 3 }, "ar");
    expect(fetchMock.mock.calls[2]![0]).toBe("/api/chalets/api/Favorites/3");
  });

  it("removes with DELETE on the flight's own path", async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }));
    await removeFavorite({ kind: "flight", id: "a/b" }, "ar");
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/flight-backend/api/Favorites/a%2Fb");
    expect(fetchMock.mock.calls[0]![1].method).toBe("DELETE");
  });
});

describe("reservations and seats", () => {
  it("a reservation the provider does not show (404) is null; an outage is an error", async () => {
    mockFetch(problem(404, "RESERVATION_NOT_FOUND"), problem(503, "UNAVAILABLE"));
    expect(await getReservation("r1", "ar")).toBeNull();
    await expect(getReservation("r1", "ar")).rejects.toMatchObject({ status: 503 });
  });

  it("an unknown flight has no seat map", async () => {
    mockFetch(problem(404, "FLIGHT_NOT_FOUND"));
    expect(await getSeatMap("nope", "en")).toBeNull();
  });

  it("builds the seat map's cabins from the wire seats", async () => {
    const seats = ["A", "B"].map((column, i) => ({ id: i + 1, seatNumber: `1${column}`, row: 1, column, class: "economy", taken: i === 1 }));
    mockFetch(
      Response.json({ flightId: "f1", planeModel: { ar: "إيرباص A320", en: "Airbus A320" }, seatSelectionPrice: 3000, layout: { economy: "1-1" }, seats }),
    );
    const map = await getSeatMap("f1", "en");
    expect(map).toMatchObject({ planeModel: "Airbus A320", seatSelectionPrice: 3000 });
    expect(map?.cabins[0]?.fareClass).toBe("economy");
  });
});

describe("payReservation", () => {
  it("posts the card with the attempt's Idempotency-Key and passes the provider's refusal on", async () => {
    const fetchMock = mockFetch(problem(402, "PAYMENT_DECLINED", "Card declined"));
    const card = { cardNumber: "4000000000000002", expMonth: 12, expYear: 2039, cvc: "123", holderName: "Omar Ali" };
    await expect(payReservation("flight", "r1", card, "key-12345678", "en")).rejects.toMatchObject({
      status: 402,
      code: "PAYMENT_DECLINED",
      message: "Card declined",
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/flight-backend/api/Reservations/r1/Pay");
    expect(init.headers).toMatchObject({ "Idempotency-Key": "key-12345678", "accept-language": "en" });
    expect(JSON.parse(String(init.body))).toEqual(card);
  });
});
