import { describe, expect, it } from "vitest";
import { addDays } from "@/provider/contracts/flights";
import { airportCodeFrom, onDate, parseSearchParams, serializeSearch, toggled, withControls } from "./search-params";
import { allResultsPath, destinationSearchPath, searchPath } from "./search-url";

const today = new Date().toISOString().slice(0, 10);
const day = addDays(today, 7);
const back = addDays(today, 10);

function ok(query: string) {
  const parsed = parseSearchParams(new URLSearchParams(query));
  if (parsed.kind !== "ok") throw new Error(`expected ok, got ${parsed.kind} ${JSON.stringify(parsed)}`);
  return parsed.search;
}

describe("parseSearchParams", () => {
  it("is 'none' on the plain home page", () => {
    const parsed = parseSearchParams(new URLSearchParams("utm=x"));
    expect(parsed.kind).toBe("none");
    expect(parsed.draft).toMatchObject({ adults: 1, children: 0, infants: 0, cabin: "economy", roundTrip: false });
  });

  it("reads a full search with filters, and defaults what is missing", () => {
    const search = ok(`from=ruh&to=JED&date=${day}&adults=2&children=1&stops=0,1&times=morning&airlines=sv,XY&maxPrice=90000`);
    expect(search).toMatchObject({
      from: "RUH",
      to: "JED",
      date: day,
      adults: 2,
      children: 1,
      infants: 0,
      cabin: "economy",
      sort: "price",
      stops: [0, 1],
      times: ["morning"],
      airlines: ["SV", "XY"],
      maxPrice: 90000,
    });
    expect(search.returnDate).toBeUndefined();
    expect(search.minPrice).toBeUndefined();
  });

  it("accepts Next's searchParams object with repeated keys", () => {
    const parsed = parseSearchParams({ from: "RUH", to: "JED", date: day, stops: ["0", "2"], cabin: "business" });
    expect(parsed.kind).toBe("ok");
    if (parsed.kind === "ok") expect(parsed.search).toMatchObject({ stops: [0, 2], cabin: "business" });
  });

  it("takes the code out of an autocomplete label sent by a plain GET form", () => {
    expect(airportCodeFrom("Riyadh (RUH)")).toBe("RUH");
    expect(airportCodeFrom(" الرياض (ruh) ")).toBe("RUH");
    expect(airportCodeFrom("jed")).toBe("JED");
    expect(ok(`from=Riyadh+(RUH)&to=jed&date=${day}`)).toMatchObject({ from: "RUH", to: "JED" });
  });

  it("drops the return date of a one-way trip, and requires it for a round trip", () => {
    expect(ok(`from=RUH&to=JED&date=${day}&returnDate=${back}&trip=oneway`).returnDate).toBeUndefined();
    const missing = parseSearchParams(new URLSearchParams(`from=RUH&to=JED&date=${day}&returnDate=&trip=round`));
    expect(missing.kind).toBe("invalid");
    if (missing.kind === "invalid") expect(missing.errors.returnDate).toBe("required");
  });

  it("reports invalid input with Validation keys per field", () => {
    const cases: [string, string, string][] = [
      [`from=RUH&to=RUH&date=${day}`, "to", "sameAirports"],
      [`from=RUH&to=JED`, "date", "required"],
      [`from=&to=JED&date=${day}`, "from", "required"],
      [`from=RIYADH&to=JED&date=${day}`, "from", "airportInvalid"],
      [`from=RUH&to=JED&date=2020-02-30`, "date", "dateInvalid"],
      [`from=RUH&to=JED&date=2001-01-01`, "date", "dateOutOfRange"],
      [`from=RUH&to=JED&date=${back}&returnDate=${day}`, "returnDate", "returnBeforeDeparture"],
      [`from=RUH&to=JED&date=${day}&adults=1&infants=2`, "infants", "infantsExceedAdults"],
      [`from=RUH&to=JED&date=${day}&adults=6&children=4`, "passengers", "tooManyPassengers"],
      [`from=RUH&to=JED&date=${day}&adults=0`, "adults", "adultsRange"],
      [`from=RUH&to=JED&date=${day}&cabin=premium`, "cabin", "cabinInvalid"],
      [`from=RUH&to=JED&date=${day}&sort=random`, "sort", "sortInvalid"],
      [`from=RUH&to=JED&date=${day}&stops=7`, "stops", "stopsInvalid"],
      [`from=RUH&to=JED&date=${day}&minPrice=500&maxPrice=100`, "maxPrice", "priceRange"],
    ];
    for (const [query, field, key] of cases) {
      const parsed = parseSearchParams(new URLSearchParams(query));
      expect(parsed.kind, query).toBe("invalid");
      if (parsed.kind === "invalid") expect(parsed.errors[field], query).toBe(key);
    }
  });

  it("keeps the draft of an invalid search for the form", () => {
    const parsed = parseSearchParams(new URLSearchParams(`from=RUH&to=RUH&date=${day}&adults=3&cabin=first`));
    expect(parsed.draft).toMatchObject({ from: "RUH", to: "RUH", date: day, adults: 3, cabin: "first" });
  });
});

describe("serializeSearch", () => {
  it("round-trips every field", () => {
    const search = ok(
      `from=RUH&to=JED&date=${day}&returnDate=${back}&adults=2&children=1&infants=1&cabin=first&sort=duration&stops=1,0&times=evening,morning&airlines=XY,SV&minPrice=100&maxPrice=900000`,
    );
    const query = serializeSearch(search);
    expect(query.toString()).toBe(
      `from=RUH&to=JED&date=${day}&returnDate=${back}&adults=2&children=1&infants=1&cabin=first&sort=duration&stops=0%2C1&times=morning%2Cevening&airlines=SV%2CXY&minPrice=100&maxPrice=900000`,
    );
    expect(ok(query.toString())).toEqual(search);
  });

  it("leaves default filters out but always writes the party and cabin", () => {
    expect(serializeSearch(ok(`from=RUH&to=JED&date=${day}`)).toString()).toBe(`from=RUH&to=JED&date=${day}&adults=1&children=0&infants=0&cabin=economy`);
  });

  it("changes and clears filters", () => {
    const search = ok(`from=RUH&to=JED&date=${day}&stops=0`);
    const cleared = withControls(search, { stops: toggled(search.stops, 0), sort: "departure" });
    expect(serializeSearch(cleared).toString()).toBe(`from=RUH&to=JED&date=${day}&adults=1&children=0&infants=0&cabin=economy&sort=departure`);
    expect(toggled([0, 1], 2)).toEqual([0, 1, 2]);
  });

  it("moves the return date along with the departure for a nearby date", () => {
    const search = ok(`from=RUH&to=JED&date=${day}&returnDate=${back}`);
    expect(onDate(search, addDays(day, 1))).toMatchObject({ date: addDays(day, 1), returnDate: addDays(back, 1) });
    expect(onDate(search, addDays(back, 2), "inbound")).toMatchObject({ date: day, returnDate: addDays(back, 2) });
  });
});

describe("destinationSearchPath", () => {
  it("opens the canonical one-adult search from the cheapest origin on its day, or a search with only the destination", () => {
    const path = destinationSearchPath("DXB", { origin: "RUH", date: day });
    const query = path.slice("/flight-search?".length);
    expect(serializeSearch(ok(query)).toString()).toBe(query);
    expect(ok(query)).toMatchObject({ from: "RUH", to: "DXB", date: day, adults: 1 });
    expect(destinationSearchPath("CAI", null)).toBe("/flight-search?to=CAI");
    // Only the destination: the form opens with it, no "required" errors yet; the form's own empty fields still are.
    expect(parseSearchParams(new URLSearchParams("to=CAI"))).toEqual({ kind: "none", draft: expect.objectContaining({ from: "", to: "CAI", date: "" }) });
    expect(parseSearchParams(new URLSearchParams("from=&to=CAI&date=")).kind).toBe("invalid");
  });
});

describe("allResultsPath", () => {
  it("adds show=all (and a round trip's chosen departing flight) to the canonical search, which itself never keeps it", () => {
    const query = `from=RUH&to=JED&date=${day}&adults=2&children=0&infants=0&cabin=economy&sort=duration&stops=0`;
    const search = ok(query);
    expect(allResultsPath(search)).toBe(`/flight-search?${query}&show=all`);
    expect(allResultsPath(search, "f-1")).toBe(`/flight-search?${query}&outbound=f-1&show=all`);
    // The parameter is harmless to the parser and left out of every link built from the search (sort, filters, days).
    const shown = ok(`${query}&show=all`);
    expect(shown).toEqual(search);
    expect(searchPath(shown)).toBe(`/flight-search?${query}`);
    expect(searchPath(withControls(shown, { sort: "price" }))).toBe(`/flight-search?${query.replace("&sort=duration", "")}`);
    expect(parseSearchParams(new URLSearchParams(`show=all`)).kind).toBe("none");
  });
});
