import { describe, expect, it } from "vitest";
import { addDays } from "@/provider/contracts/flight-rules";
import { todayInRiyadh } from "@/provider/contracts/stay-rules";
import { partyMisfit } from "./party-fit";
import { parseStaySearch, type StaySearch } from "./search-params";

const checkIn = addDays(todayInRiyadh(), 30);
const search = (fields: Record<string, string>): StaySearch => {
  const parsed = parseStaySearch({ category: "hotel", city: "jeddah", checkIn, checkOut: addDays(checkIn, 2), guests: "2", rooms: "1", ...fields });
  if (parsed.kind !== "ok") throw new Error(JSON.stringify(parsed));
  return parsed.search;
};

describe("partyMisfit", () => {
  it("says how many rooms ten guests need when the largest room takes four", () => {
    expect(partyMisfit(search({ guests: "10", rooms: "1" }), 4)).toEqual({ kind: "more-rooms", guests: 10, rooms: 3, largest: 4 });
    expect(partyMisfit(search({ guests: "10", rooms: "2" }), 4)).toEqual({ kind: "more-rooms", guests: 10, rooms: 3, largest: 4 });
  });

  it("is nothing when the party fits the rooms asked for, or the city has none", () => {
    expect(partyMisfit(search({ guests: "10", rooms: "3" }), 4)).toBeNull();
    expect(partyMisfit(search({ guests: "2" }), 2)).toBeNull();
    expect(partyMisfit(search({ guests: "10" }), null)).toBeNull();
  });

  it("says no room count helps past the most rooms one booking takes, and a chalet too small", () => {
    expect(partyMisfit(search({ guests: "20", rooms: "1" }), 2)).toEqual({ kind: "too-many", guests: 20, largest: 2 });
    const chalet = parseStaySearch({ category: "chalet", city: "jeddah", checkIn, checkOut: addDays(checkIn, 2), guests: "30" });
    if (chalet.kind !== "ok") throw new Error("not a chalet search");
    expect(partyMisfit(chalet.search, 20)).toEqual({ kind: "too-many", guests: 30, largest: 20 });
    expect(partyMisfit(chalet.search, 30)).toBeNull();
  });
});
