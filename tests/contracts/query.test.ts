// The list filters of the search contracts answer one Validation key on the list's own field, whichever item is
// wrong: the app looks messages up by key, and zod's own English text ("Invalid input") would reach the page.
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { addDays, flightSearchQuery } from "@/provider/contracts/flights";
import { offerListQuery } from "@/provider/contracts/offers";
import { fieldErrors } from "@/provider/http/validate";

const day = addDays(new Date().toISOString().slice(0, 10), 5);

function errorsOf(schema: typeof flightSearchQuery | typeof offerListQuery, query: string) {
  const result = schema.safeParse(Object.fromEntries(new URLSearchParams(query)));
  expect(result.success, query).toBe(false);
  return result.success ? {} : fieldErrors(result.error);
}

describe("list filters", () => {
  it.each([
    ["airlines=SVX", "airlines", "airlinesInvalid"],
    ["stops=7", "stops", "stopsInvalid"],
    ["times=noon", "times", "timesInvalid"],
    ["airlines=SV,XY,QRX", "airlines", "airlinesInvalid"],
  ])("flight search %s → %s: %s", (query, field, key) => {
    expect(errorsOf(flightSearchQuery, `from=RUH&to=JED&date=${day}&${query}`)).toEqual({ [field]: key });
    expect(en.Validation[key as keyof typeof en.Validation]).toBeTruthy();
  });

  it.each([
    ["type=cruise", "type", "offerTypeInvalid"],
    ["type=hotel,cruise", "type", "offerTypeInvalid"],
    ["destination=Dubai", "destination", "destinationInvalid"],
    ["tags=Not a tag", "tags", "tagsInvalid"],
    [`tags=${"a".repeat(31)}`, "tags", "tagsInvalid"],
  ])("offers %s → %s: %s", (query, field, key) => {
    expect(errorsOf(offerListQuery, query)).toEqual({ [field]: key });
  });

  it("still parses good lists: trimmed, de-duplicated, items converted", () => {
    const flights = flightSearchQuery.parse(Object.fromEntries(new URLSearchParams(`from=RUH&to=JED&date=${day}&stops=0, 1,1&airlines=sv`)));
    expect(flights).toMatchObject({ stops: [0, 1], airlines: ["SV"] });
    expect(offerListQuery.parse({ destination: "jed, dxb", type: "hotel,hotel" })).toMatchObject({ destination: ["JED", "DXB"], type: ["hotel"] });
  });
});
