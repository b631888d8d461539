import { describe, expect, it } from "vitest";
import { parseTaxiSearch, taxiBookingHref, taxiSearchFromArrival, taxiSearchHref, transferIdFrom } from "./search-params";

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const full = { airport: "jed", area: "corniche", date: inDays(20), time: "14:30", passengers: "3", bags: "2" };

describe("parseTaxiSearch", () => {
  it("is not a search without the area parameter: a first visit or the e-ticket's link opens the form prefilled", () => {
    expect(parseTaxiSearch({}).kind).toBe("none");
    const link = parseTaxiSearch({ airport: "JED", date: full.date, time: "14:30", passengers: "2" });
    expect(link).toEqual({ kind: "none", draft: { airport: "JED", area: "", date: full.date, time: "14:30", passengers: 2, bags: 0, flight: "" } });
  });

  it("reads a whole search with the contract (airport upper-cased, counts as numbers)", () => {
    const parsed = parseTaxiSearch(full);
    expect(parsed.kind).toBe("ok");
    if (parsed.kind === "ok") expect(parsed.query).toEqual({ airport: "JED", area: "corniche", date: full.date, time: "14:30", passengers: 3, bags: 2 });
  });

  it("refuses a search without a time (SPEC §5) or a date, each on its field", () => {
    expect(parseTaxiSearch({ ...full, time: "" })).toMatchObject({ kind: "invalid", errors: { time: "timeRequired" } });
    expect(parseTaxiSearch({ ...full, date: "", time: "" })).toMatchObject({ kind: "invalid", errors: { date: "dateRequired", time: "timeRequired" } });
    expect(parseTaxiSearch({ ...full, area: "" })).toMatchObject({ kind: "invalid", errors: { area: "areaRequired" } });
    expect(parseTaxiSearch({ ...full, time: "25:00", passengers: "40" })).toMatchObject({
      kind: "invalid",
      errors: { time: "timeInvalid", passengers: "passengersRange" },
    });
  });

  it("takes the first of repeated values, from an object or URLSearchParams alike", () => {
    const parsed = parseTaxiSearch(new URLSearchParams(`airport=JED&area=obhur&area=balad&date=${full.date}&time=09:00`));
    expect(parsed.kind === "ok" && parsed.query.area).toBe("obhur");
    expect(parseTaxiSearch({ ...full, area: ["balad", "obhur"] }).draft.area).toBe("balad");
  });
});

describe("addresses", () => {
  it("serializes a search in the form's order and back", () => {
    const href = taxiSearchHref({ airport: "JED", area: "corniche", date: "2027-01-05", time: "14:30", passengers: 3, bags: 2 });
    expect(href).toBe("/search/airport-taxi?airport=JED&area=corniche&date=2027-01-05&time=14%3A30&passengers=3&bags=2");
    expect(taxiSearchHref({})).toBe("/search/airport-taxi");
    const parsed = parseTaxiSearch(new URLSearchParams(String(href).split("?")[1]));
    expect(parsed.draft).toEqual({ airport: "JED", area: "corniche", date: "2027-01-05", time: "14:30", passengers: 3, bags: 2, flight: "" });
  });

  it("names the vehicle and the search in the booking step", () => {
    const query = { airport: "JED", area: "corniche", date: "2027-01-05", time: "14:30", passengers: 3, bags: 0 };
    const href = String(taxiBookingHref(12, query));
    expect(href).toBe("/search/airport-taxi/book?transfer=12&airport=JED&area=corniche&date=2027-01-05&time=14%3A30&passengers=3&bags=0");
    expect(transferIdFrom(new URLSearchParams(href.split("?")[1]))).toBe(12);
    // The flight an e-ticket's link brought travels to the booking step.
    expect(String(taxiBookingHref(12, query, "SV1020"))).toBe(`${href}&flight=SV1020`);
    expect(transferIdFrom({ transfer: "0" })).toBeNull();
    expect(transferIdFrom({ transfer: "12abc" })).toBeNull();
  });
});

describe("taxiSearchFromArrival", () => {
  const riyadh = "Asia/Riyadh";
  it("rounds the local landing time up to the next half hour", () => {
    expect(taxiSearchFromArrival({ airport: "JED", at: "2027-01-05T11:10:00Z", timezone: riyadh }, 2)).toEqual({
      airport: "JED",
      date: "2027-01-05",
      time: "14:30",
      passengers: 2,
      bags: 0,
      flight: "",
    });
    expect(taxiSearchFromArrival({ airport: "JED", at: "2027-01-05T11:30:00Z", timezone: riyadh }, 1).time).toBe("14:30");
    expect(taxiSearchFromArrival({ airport: "JED", at: "2027-01-05T11:30:01Z", timezone: riyadh }, 1).time).toBe("15:00");
  });

  it("rolls over midnight into the next local day", () => {
    expect(taxiSearchFromArrival({ airport: "DXB", at: "2027-01-05T19:50:00Z", timezone: "Asia/Dubai" }, 1)).toMatchObject({
      date: "2027-01-06",
      time: "00:00",
    });
  });

  it("carries the flight number (as the booking takes it) and the bags, within the search's limits", () => {
    const arrival = { airport: "JED", at: "2027-01-05T11:00:00Z", timezone: riyadh };
    expect(taxiSearchFromArrival({ ...arrival, flight: "sv 1020" }, 2, 5)).toMatchObject({ flight: "SV1020", bags: 5 });
    expect(taxiSearchFromArrival({ ...arrival, flight: "not a flight" }, 2, 99)).toMatchObject({ flight: "", bags: 20 });
  });

  it("keeps the passengers within 1..16", () => {
    expect(taxiSearchFromArrival({ airport: "JED", at: "2027-01-05T11:00:00Z", timezone: riyadh }, 0).passengers).toBe(1);
    expect(taxiSearchFromArrival({ airport: "JED", at: "2027-01-05T11:00:00Z", timezone: riyadh }, 30).passengers).toBe(16);
  });
});
