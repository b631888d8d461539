import { describe, expect, it } from "vitest";
import { addDays } from "@/provider/contracts/flight-rules";
import { todayInRiyadh } from "@/provider/contracts/stay-rules";
import { draftNights, isFiltered, parseStaySearch, stayDetailsUrl, staySearchUrl } from "./search-params";

const checkIn = addDays(todayInRiyadh(), 30);
const checkOut = addDays(checkIn, 2);
const base = { category: "hotel", city: "jeddah", checkIn, checkOut, guests: "2", rooms: "1" };

describe("parseStaySearch", () => {
  it("is no search on a first visit (the form, no errors)", () => {
    expect(parseStaySearch({ category: "hotel" })).toMatchObject({ kind: "none", draft: { category: "hotel", city: "" } });
    expect(parseStaySearch({}).draft.category).toBe("hotel");
    expect(parseStaySearch({ category: "chalet" }).draft.category).toBe("chalet");
  });

  it("refuses an empty form's fields beside them", () => {
    const parsed = parseStaySearch({ category: "hotel", city: "", checkIn: "", checkOut: "", guests: "2", rooms: "1" });
    expect(parsed).toMatchObject({ kind: "invalid", errors: { city: "destinationRequired", checkIn: "dateRequired", checkOut: "dateRequired" } });
  });

  it("refuses check-out before check-in with its message on check-out", () => {
    const parsed = parseStaySearch({ ...base, checkOut: addDays(checkIn, -1) });
    expect(parsed).toMatchObject({ kind: "invalid", errors: { checkOut: "checkOutBeforeCheckIn" } });
  });

  it("reads a hotel search with its filters (prices in SAR, lists repeated or comma-separated)", () => {
    const parsed = parseStaySearch({
      ...base,
      minPrice: "200",
      maxPrice: "900",
      stars: ["4", "5"],
      amenities: "pool,wifi",
      freeCancellation: "true",
      sort: "price-asc",
      page: "2",
    });
    expect(parsed.kind).toBe("ok");
    if (parsed.kind !== "ok" || parsed.search.category !== "hotel") throw new Error("not a hotel search");
    expect(parsed.search.query).toMatchObject({
      city: "jeddah",
      guests: 2,
      rooms: 1,
      minPrice: 20000,
      maxPrice: 90000,
      stars: [4, 5],
      amenities: ["pool", "wifi"],
      freeCancellation: true,
      sort: "price-asc",
      page: 2,
    });
    expect(parsed.ignored).toEqual({});
  });

  it("drops a wrong filter and says so, keeping the search", () => {
    const parsed = parseStaySearch({ ...base, stars: "9", sort: "nonsense", amenities: "wifi" });
    expect(parsed).toMatchObject({ kind: "ok", ignored: { stars: "starsInvalid", sort: "sortInvalid" } });
    if (parsed.kind === "ok") expect(parsed.search.query.amenities).toEqual(["wifi"]);
  });

  it("reads a chalet search without rooms or stars", () => {
    const parsed = parseStaySearch({ ...base, category: "chalet", stars: "5", sort: "capacity" });
    expect(parsed.kind).toBe("ok");
    if (parsed.kind === "ok") {
      expect(parsed.search.category).toBe("chalet");
      expect(parsed.search.query.sort).toBe("capacity");
      expect("stars" in parsed.search.query).toBe(false);
    }
  });
});

describe("addresses", () => {
  const parsed = parseStaySearch({ ...base, stars: "5,4", amenities: "wifi", maxPrice: "900" });
  if (parsed.kind !== "ok") throw new Error("not ok");
  const { search } = parsed;

  it("writes a search back to itself, in each language", () => {
    const url = staySearchUrl(search, "ar");
    expect(url.startsWith("/search?")).toBe(true);
    const again = parseStaySearch(new URL(url, "https://x").searchParams);
    expect(again).toMatchObject({ kind: "ok", search: { query: search.query } });
    expect(staySearchUrl(search, "en").startsWith("/en/search?")).toBe(true);
  });

  it("changes or removes one filter and leaves the page out when it is the first", () => {
    const params = new URL(staySearchUrl(search, "en", { stars: undefined, page: 3 }), "https://x").searchParams;
    expect(params.get("stars")).toBeNull();
    expect(params.get("page")).toBe("3");
    expect(params.get("amenities")).toBe("wifi");
    expect(params.get("maxPrice")).toBe("900");
    expect(isFiltered(search)).toBe(true);
  });

  it("links a card to its details with the dates and party", () => {
    expect(stayDetailsUrl(search, 7, "en")).toBe(`/en/hotel/7?checkIn=${checkIn}&checkOut=${checkOut}&guests=2&rooms=1`);
  });

  it("counts the form's nights only for dates in order", () => {
    expect(draftNights({ checkIn, checkOut })).toBe(2);
    expect(draftNights({ checkIn: checkOut, checkOut: checkIn })).toBeNull();
    expect(draftNights({ checkIn: "", checkOut })).toBeNull();
  });
});
