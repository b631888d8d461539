import { afterEach, describe, expect, it, vi } from "vitest";
import type { DestinationItem } from "@/provider/contracts/offers";

const providerRequest = vi.fn();
const cacheTag = vi.fn();
const cacheLife = vi.fn();
vi.mock("./client", async (original) => ({ ...(await original<typeof import("./client")>()), providerRequest }));
vi.mock("next/cache", () => ({ cacheTag, cacheLife }));

const { getDestinations, toDestinationView } = await import("./destinations");
const { ProviderRequestError } = await import("./client");

const jeddah: DestinationItem = {
  id: 1,
  code: "JED",
  city: "جدة",
  country: "السعودية",
  image: "/images/destinations/jeddah.jpg",
  sortOrder: 1,
  fromPrice: 32_900,
  origin: "RUH",
  originCity: "الرياض",
  date: "2026-11-26",
};

afterEach(() => {
  providerRequest.mockReset();
  cacheTag.mockReset();
  cacheLife.mockReset();
});

describe("toDestinationView", () => {
  it("gives the from price with the origin and date that prefill the search, or none", () => {
    expect(toDestinationView(jeddah)).toEqual({
      id: 1,
      code: "JED",
      city: "جدة",
      country: "السعودية",
      image: "/images/destinations/jeddah.jpg",
      from: { price: 32_900, origin: "RUH", originCity: "الرياض", date: "2026-11-26" },
    });
    expect(toDestinationView({ ...jeddah, fromPrice: null, origin: null, originCity: null, date: null }).from).toBeNull();
    expect(toDestinationView({ ...jeddah, image: "//elsewhere.example/a.jpg" }).image).toBeNull();
  });
});

describe("getDestinations", () => {
  it("reads them in the page's language under the destinations tag", async () => {
    providerRequest.mockResolvedValue([jeddah]);
    expect(await getDestinations("ar")).toEqual({ destinations: [toDestinationView(jeddah)], fromBuild: false });
    expect(providerRequest).toHaveBeenCalledWith("offer-backend", "api/Destinations", expect.objectContaining({ locale: "ar" }));
    expect(cacheTag).toHaveBeenCalledWith("content:destinations");
    expect(cacheLife).toHaveBeenCalledWith("content");
  });

  it("answers none, kept only briefly, when the provider fails: the home page never breaks for them", async () => {
    providerRequest.mockRejectedValue(new ProviderRequestError(503, "unavailable", "UNAVAILABLE"));
    expect(await getDestinations("en")).toEqual({ destinations: [], fromBuild: false });
    expect(cacheLife).toHaveBeenCalledWith("failure");
  });
});
