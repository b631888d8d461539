import { afterEach, describe, expect, it, vi } from "vitest";
import { offerListQuery, type OfferDetails } from "@/provider/contracts/offers";
import { offerItem as item } from "@/lib/offers/offer-item.fixture";

const providerRequest = vi.fn();
const cacheTag = vi.fn();
const cacheLife = vi.fn();
vi.mock("./client", async (original) => ({ ...(await original<typeof import("./client")>()), providerRequest }));
vi.mock("next/cache", () => ({ cacheTag, cacheLife }));

const { getOffer, getOfferFacets, getOffers, offerListParams, safeImage, toOfferDetailsView, toOfferView } = await import("./offers");
const { ProviderRequestError } = await import("./client");

afterEach(() => {
  providerRequest.mockReset();
  cacheTag.mockReset();
  cacheLife.mockReset();
});

describe("toOfferView", () => {
  it("maps the wire item to the app's offer, bookable while active or upcoming", () => {
    const view = toOfferView(item());
    expect(view).toMatchObject({
      id: 7,
      origin: { code: "RUH", city: "Riyadh" },
      destination: { code: "DXB", city: "Dubai", country: "United Arab Emirates" },
      featured: true,
      bookable: true,
      image: "/images/offers/dubai.jpg",
    });
    expect(view.createdAt).toEqual(new Date("2026-11-10T09:00:00.000Z"));
    expect(toOfferView(item({ status: "upcoming" })).bookable).toBe(true);
    expect(toOfferView(item({ status: "soldOut", availability: 0 })).bookable).toBe(false);
    expect(toOfferView(item({ status: "expired" })).bookable).toBe(false);
    expect(toOfferView(item({ origin: null, originCity: null })).origin).toBeNull();
  });

  it("keeps only images next/image may load and links that are http(s)", () => {
    expect(safeImage("//evil.example/x.jpg")).toBeNull();
    expect(safeImage("javascript:alert(1)")).toBeNull();
    expect(safeImage("http://cdn.example/x.jpg")).toBeNull();
    expect(safeImage("https://cdn.example/x.jpg")).toBe("https://cdn.example/x.jpg");
    expect(toOfferView(item({ bookingLink: "javascript:alert(1)" })).bookingLink).toBeNull();
    expect(toOfferView(item({ bookingLink: "https://www.flynas.com/offers" })).bookingLink).toBe("https://www.flynas.com/offers");
  });

  it("splits the conditions into paragraphs and keeps the cancellation terms a booking would store", () => {
    const details: OfferDetails = {
      ...item(),
      terms: "Price per person.\n\n  Breakfast included.\n",
      cancellation: { freeHours: 24, feePercent: 10 },
    };
    const view = toOfferDetailsView(details);
    expect(view.terms).toEqual(["Price per person.", "Breakfast included."]);
    // Before a day is chosen, cancelling closes as the trip begins (the booking names that day).
    expect(view.cancellation).toEqual({ freeHours: 24, feePercent: 10, closes: { by: "trip", day: null } });
  });
});

describe("offerListParams", () => {
  it("sends lists sorted and leaves defaults out, so equal searches share one cache entry", () => {
    const a = offerListParams(offerListQuery.parse({ type: "hotel,package", destination: "dxb,JED" }));
    const b = offerListParams(offerListQuery.parse({ type: "package,hotel", destination: "JED,DXB", sort: "featured", page: "1" }));
    expect(a).toEqual(b);
    expect(a).toMatchObject({ type: "hotel,package", destination: "DXB,JED", sort: undefined, page: undefined, includeExpired: undefined });
    expect(offerListParams(offerListQuery.parse({ sort: "price-asc", page: "3", includeExpired: "true", minPrice: "100" }))).toMatchObject({
      sort: "price-asc",
      page: 3,
      includeExpired: "true",
      minPrice: 100,
    });
  });
});

describe("cached reads", () => {
  it("asks the provider for a page of offers in the page's language, tagged with the offers tag", async () => {
    providerRequest.mockResolvedValue({ items: [item()], total: 1, page: 1, pageSize: 12, pageCount: 1 });
    const list = await getOffers(offerListQuery.parse({ tags: "city" }), "ar");
    expect(list).toMatchObject({ total: 1, items: [{ id: 7 }] });
    expect(providerRequest).toHaveBeenCalledWith(
      "offer-backend",
      "api/Offers",
      expect.objectContaining({ locale: "ar", query: expect.objectContaining({ tags: "city" }) }),
    );
    expect(cacheTag).toHaveBeenCalledWith("content:offers");
    // Places left are on it: refreshed within a minute of a hold running out in the provider's sweep.
    expect(cacheLife).toHaveBeenCalledWith("inventory");
  });

  it("reads the facets under the same tag", async () => {
    providerRequest.mockResolvedValue({ types: [{ type: "hotel", count: 2 }], destinations: [], tags: [], price: null });
    expect(await getOfferFacets("en")).toMatchObject({ types: [{ type: "hotel", count: 2 }], price: null });
    expect(providerRequest).toHaveBeenCalledWith("offer-backend", "api/Offers/Facets", expect.objectContaining({ locale: "en" }));
    expect(cacheTag).toHaveBeenCalledWith("content:offers");
  });

  it("answers one offer tagged by its id, and 'missing' for an unknown or malformed id", async () => {
    providerRequest.mockResolvedValue({ ...item(), terms: "Line one.\nLine two.", cancellation: { freeHours: 24, feePercent: 10 } });
    expect(await getOffer("7", "en")).toMatchObject({ id: 7, terms: ["Line one.", "Line two."] });
    expect(cacheTag).toHaveBeenCalledWith("content:offer:7");
    expect(cacheLife).toHaveBeenCalledWith("inventory");

    providerRequest.mockRejectedValue(new ProviderRequestError(404, "Offer not found", "OFFER_NOT_FOUND"));
    expect(await getOffer("999", "en")).toBe("missing");

    providerRequest.mockClear();
    for (const id of ["abc", "0", "../Facets", "1e3"]) expect(await getOffer(id, "en")).toBe("missing");
    expect(providerRequest).not.toHaveBeenCalled();
  });

  it("lets an outage through to the error boundary instead of caching a 'missing' offer", async () => {
    providerRequest.mockRejectedValue(new ProviderRequestError(503, "unavailable", "UNAVAILABLE"));
    await expect(getOffer("7", "en")).rejects.toThrow("unavailable");
  });
});
