import { describe, expect, it } from "vitest";
import { isFiltered, offersUrl, parseOffersSearch } from "./search-params";

describe("parseOffersSearch", () => {
  it("reads repeated or comma-separated filters and whole SAR prices from the address", () => {
    const { query, errors } = parseOffersSearch({
      type: ["package", "hotel"],
      tags: "umrah,family",
      destination: "jed",
      minPrice: "500",
      maxPrice: "3000",
      sort: "price-asc",
      page: "2",
    });
    expect(errors).toEqual({});
    expect(query).toMatchObject({
      type: ["package", "hotel"],
      tags: ["umrah", "family"],
      destination: ["JED"],
      minPrice: 50_000,
      maxPrice: 300_000,
      sort: "price-asc",
      page: 2,
    });
    expect(isFiltered(query)).toBe(true);
  });

  it("leaves out each value it cannot read, says which, and keeps the others", () => {
    const { query, errors } = parseOffersSearch({ type: "spaceship", maxPrice: "lots", sort: "price-asc", page: "0" });
    expect(errors).toEqual({ type: "offerTypeInvalid", maxPrice: "priceInvalid", page: "pageInvalid" });
    expect(query).toMatchObject({ sort: "price-asc", page: 1 });
    expect(query.type).toBeUndefined();
    expect(query.maxPrice).toBeUndefined();
  });

  it("refuses a maximum under the minimum without losing the minimum", () => {
    const { query, errors } = parseOffersSearch({ minPrice: "900", maxPrice: "100" });
    expect(errors).toEqual({ maxPrice: "priceRange" });
    expect(query.minPrice).toBe(90_000);
    expect(isFiltered(parseOffersSearch({}).query)).toBe(false);
  });
});

describe("the search words", () => {
  it("are kept, squeezed, and count as a filter", () => {
    const { query, errors } = parseOffersSearch({ q: "  umrah   makkah " });
    expect(errors).toEqual({});
    expect(query.q).toBe("umrah makkah");
    expect(isFiltered(query)).toBe(true);
    expect(offersUrl(query, "en")).toBe("/en/offers/search?q=umrah+makkah");
  });
});

describe("offersUrl", () => {
  it("keeps the search, changes what is asked, and speaks the page's language", () => {
    const { query } = parseOffersSearch({ type: "package", maxPrice: "3000", sort: "price-asc" });
    expect(offersUrl(query, "ar", { page: 2 })).toBe("/offers/search?type=package&maxPrice=3000&sort=price-asc&page=2");
    expect(offersUrl(query, "en", { type: undefined })).toBe("/en/offers/search?maxPrice=3000&sort=price-asc");
    // Nothing left to narrow: the plain, cached list.
    expect(offersUrl(query, "en", { type: undefined, maxPrice: undefined, sort: undefined })).toBe("/en/offers");
  });
});
