import { afterEach, describe, expect, it, vi } from "vitest";
import { hotelSearchQuery } from "@/provider/contracts/stays";

const providerRequest = vi.fn();
vi.mock("server-only", () => ({}));
const cacheTag = vi.fn();
const cacheLife = vi.fn();
vi.mock("./client", async (original) => ({ ...(await original<typeof import("./client")>()), providerRequest }));
vi.mock("next/cache", () => ({ cacheTag, cacheLife }));

const { getHotel, hotelSearchParams, searchHotels, toHotelCard } = await import("./stays");
const { ProviderRequestError } = await import("./client");

afterEach(() => providerRequest.mockReset());

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const dates = { checkIn: inDays(10), checkOut: inDays(12) };

const vat = { code: "vat" as const, percent: 15, amount: 15_750 };
const quote = {
  nights: 2,
  weekendNights: 1,
  perNight: 50_000,
  base: 100_000,
  serviceFee: 5_000,
  tax: 15_750,
  taxes: [vat],
  total: 120_750,
  currency: "SAR" as const,
};
const hotel = {
  id: 7,
  name: "Riyadh Palace",
  city: { slug: "riyadh", name: "Riyadh", country: "Saudi Arabia" },
  address: "King Fahd Rd",
  stars: 5,
  rating: 8.9,
  photo: "/images/hotels/7.jpg",
  amenities: ["pool", "wifi"],
  landmark: { key: "city-centre" as const, km: 1.2 },
  airportKm: 30,
  lat: 24.7,
  lng: 46.7,
  cheapestRoom: {
    roomTypeId: 3,
    name: "Deluxe",
    board: "breakfast" as const,
    refundable: true,
    freeCancellationUntil: "2026-12-01T12:00:00Z",
    nightlyPrice: 45_000,
    weekendPrice: 55_000,
    quote,
  },
  roomsLeft: 2,
  freeCancellation: true,
};

describe("stays", () => {
  it("maps a hotel result to a card with the stay's price", () => {
    const card = toHotelCard(hotel);
    expect(card).toMatchObject({ kind: "hotel", id: 7, city: "Riyadh", roomName: "Deluxe", roomsLeft: 2 });
    expect(card.price).toEqual({ nights: 2, weekendNights: 1, perNight: 50_000, base: 100_000, serviceFee: 5_000, tax: 15_750, taxes: [vat], total: 120_750 });
  });

  it("sends only what differs from the defaults, lists sorted", () => {
    const q = hotelSearchQuery.parse({ city: "riyadh", ...dates, stars: "5,3" });
    expect(hotelSearchParams(q)).toMatchObject({ city: "riyadh", stars: "3,5", sort: undefined, page: undefined, freeCancellation: undefined });
  });

  it("turns the provider's field errors into an invalid outcome", async () => {
    providerRequest.mockRejectedValueOnce(new ProviderRequestError(400, "bad", "VALIDATION", { checkOut: "checkOutBeforeCheckIn" }));
    const q = hotelSearchQuery.parse({ city: "riyadh", ...dates });
    await expect(searchHotels(q, "en")).resolves.toEqual({ kind: "invalid", message: "bad", fields: { checkOut: "checkOutBeforeCheckIn" } });
    expect(cacheLife).toHaveBeenLastCalledWith("search");
  });

  it("asks the provider with the normalised query, under the tag an admin's stay write expires; an outage is not kept", async () => {
    providerRequest.mockRejectedValueOnce(new ProviderRequestError(503, "unavailable", "UNAVAILABLE"));
    const q = hotelSearchQuery.parse({ city: "riyadh", ...dates, stars: "5,3" });
    await expect(searchHotels(q, "en")).resolves.toEqual({ kind: "error", message: "unavailable" });
    expect(providerRequest).toHaveBeenCalledWith(
      "hotels",
      "api/Hotels/Search",
      expect.objectContaining({ query: { city: "riyadh", ...dates, guests: 2, rooms: 1, stars: "3,5" } }),
    );
    expect(cacheTag).toHaveBeenCalledWith("search:stays");
    expect(cacheLife).toHaveBeenLastCalledWith("searchFailure");
  });

  it("answers missing for an unknown or malformed id", async () => {
    await expect(getHotel("abc", {}, "en")).resolves.toBe("missing");
    expect(providerRequest).not.toHaveBeenCalled();
    providerRequest.mockRejectedValueOnce(new ProviderRequestError(404, "not found", "NOT_FOUND"));
    await expect(getHotel("99", {}, "en")).resolves.toBe("missing");
  });
});
