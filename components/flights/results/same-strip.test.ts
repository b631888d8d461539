import { describe, expect, it } from "vitest";
import { pickerFaresQuery, type PickerFaresQuery } from "@/lib/api/price-calendar";
import type { PriceCalendarDay } from "@/provider/contracts/flights";
import { sameStrip } from "./same-strip";

const search: PickerFaresQuery = { from: "RUH", to: "JED", date: "2026-12-05", adults: 1, children: 0, infants: 0, cabin: "economy" };
const day = (date: string): PriceCalendarDay => ({ date, status: "available", minPrice: 30000, partyPrice: 30000, cheapest: false });
const days = ["2026-12-04", "2026-12-05", "2026-12-06"].map(day);
const keyOf = (query: PickerFaresQuery) => pickerFaresQuery(query, "ar").queryKey;

describe("sameStrip: what the price strip shows while another search's days load", () => {
  it("keeps the strip for another day of it, same route, cabin and party", () => {
    expect(sameStrip(days, keyOf(search), { ...search, date: "2026-12-06" })).toBe(days);
  });

  it("keeps nothing for another route, cabin or party: those prices would be another search's", () => {
    expect(sameStrip(days, keyOf(search), { ...search, to: "DXB" })).toBeUndefined();
    expect(sameStrip(days, keyOf(search), { ...search, from: "DMM" })).toBeUndefined();
    expect(sameStrip(days, keyOf(search), { ...search, cabin: "business" })).toBeUndefined();
    expect(sameStrip(days, keyOf(search), { ...search, adults: 3 })).toBeUndefined();
    expect(sameStrip(days, keyOf(search), { ...search, children: 1 })).toBeUndefined();
  });

  it("keeps nothing for a day outside it, or with nothing shown before", () => {
    expect(sameStrip(days, keyOf(search), { ...search, date: "2027-01-20" })).toBeUndefined();
    expect(sameStrip(undefined, undefined, search)).toBeUndefined();
  });
});
