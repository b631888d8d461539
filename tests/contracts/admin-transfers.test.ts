// The airport taxis' admin contract (issue 24 point 3) answers every wrong field with a key both languages translate,
// and the refusals only the provider can give (an unknown airport, a clash, a booked route or slot) are translated too.
import { describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { passengerGroupOf, slotCovers, slotsOverlap, transferRequest, transferSlotRequest } from "@/provider/contracts/admin-transfers";

const translated = (messages: typeof en, key: string) => key in messages.Validation || key in messages.AdminValidation;

/** Wrong values of every field, as the form can send them (NaN from an emptied number box). */
const WRONG: Record<string, unknown[]> = {
  airportCode: [undefined, "", "R1", "RUHX"],
  area: [undefined, "", "Al Olaya", "1abc", "a"],
  areaAr: [undefined, "", " ", "x".repeat(81)],
  areaEn: ["", "x".repeat(81)],
  vehicleClass: [undefined, "rickshaw"],
  vehicleAr: [""],
  vehicleEn: ["x".repeat(81)],
  photo: ["https://example.com/a.png", "/uploads/../x.png"],
  maxPassengers: [undefined, Number.NaN, 0, 17, 2.5],
  maxBags: [Number.NaN, -1, 21],
  childSeats: [Number.NaN, 5],
  price: [undefined, Number.NaN, 0, -1, 1.5, 1e12],
  distanceKm: [Number.NaN, 0, 1001],
  durationMinutes: [Number.NaN, 0],
  freeWaitingMinutes: [Number.NaN, 241],
  meetAndGreet: [undefined, "yes"],
  vehiclesPerSlot: [Number.NaN, 0, 51],
};
const PROVIDER_ONLY = [
  "airportNotInCatalogue",
  "airportNoTaxRules",
  "transferExists",
  "transferRouteInUse",
  "vehiclesBelowBooked",
  "slotOverlaps",
  "slotVehiclesBelowBooked",
  "transferSlotClosed",
];

describe("admin transfers contract", () => {
  it("says what is wrong with each field in keys both languages translate", () => {
    const keys = new Set<string>(PROVIDER_ONLY);
    for (const [field, values] of Object.entries(WRONG)) {
      for (const value of values) {
        const issues = transferRequest.safeParse({ [field]: value }).error?.issues.filter((issue) => issue.path[0] === field) ?? [];
        expect(issues.length, `${field} = ${String(value)}`).toBeGreaterThan(0);
        for (const issue of issues) keys.add(issue.message);
      }
    }
    expect([...keys].filter((key) => !translated(en, key))).toEqual([]);
    expect([...keys].filter((key) => !translated(ar, key))).toEqual([]);
  });

  it("groups a vehicle by its seats as the search does (1–3, 4–7, 8 and more)", () => {
    expect([1, 3, 4, 7, 8, 16].map(passengerGroupOf)).toEqual(["1-3", "1-3", "4-7", "4-7", "8+", "8+"]);
  });

  it("refuses a slot override's bad fields with translated keys, and takes a form's typed vehicles", () => {
    const valid = { fromDate: "2026-12-20", toDate: "2026-12-31", fromTime: "22:00", toTime: "06:00", vehicles: "0" };
    expect(transferSlotRequest.parse(valid)).toEqual({ ...valid, vehicles: 0 });
    const wrong: [Record<string, unknown>, string, string][] = [
      [{ fromDate: "" }, "fromDate", "dateRequired"],
      [{ toDate: "2026-02-30" }, "toDate", "dateInvalid"],
      [{ toDate: "2026-12-19" }, "toDate", "dateRangeInvalid"],
      [{ toDate: "2027-12-31" }, "toDate", "rateRangeTooLong"],
      [{ fromTime: "22:15" }, "fromTime", "slotTimeInvalid"],
      [{ toTime: "24:00" }, "toTime", "slotTimeInvalid"],
      [{ toTime: "" }, "toTime", "timeRequired"],
      [{ vehicles: "" }, "vehicles", "slotVehiclesRange"],
      [{ vehicles: 51 }, "vehicles", "slotVehiclesRange"],
      [{ vehicles: -1 }, "vehicles", "slotVehiclesRange"],
      [{ vehicles: 1.5 }, "vehicles", "slotVehiclesRange"],
    ];
    for (const [change, field, key] of wrong) {
      const issues = transferSlotRequest.safeParse({ ...valid, ...change }).error?.issues ?? [];
      expect(
        issues.map((i) => [i.path.join("."), i.message]),
        JSON.stringify(change),
      ).toContainEqual([field, key]);
      expect(translated(en, key) && translated(ar, key), key).toBe(true);
    }
  });

  it("holds a window's slots: same-day windows, windows past midnight (into the day after the range) and whole days", () => {
    const night = { fromDate: "2026-12-20", toDate: "2026-12-31", fromTime: "22:00", toTime: "06:00" };
    expect(slotCovers(night, "2026-12-20", "22:00")).toBe(true);
    expect(slotCovers(night, "2026-12-21", "05:30")).toBe(true);
    expect(slotCovers(night, "2027-01-01", "05:30")).toBe(true);
    expect(slotCovers(night, "2027-01-01", "06:00")).toBe(false);
    expect(slotCovers(night, "2026-12-20", "05:30")).toBe(false);
    expect(slotCovers(night, "2026-12-25", "12:00")).toBe(false);
    expect(slotCovers(night, "2026-12-25", "21:30")).toBe(false);
    const day = { fromDate: "2026-12-20", toDate: "2026-12-20", fromTime: "08:00", toTime: "10:00" };
    expect(["07:30", "08:00", "09:30", "10:00"].map((time) => slotCovers(day, "2026-12-20", time))).toEqual([false, true, true, false]);
    const whole = { fromDate: "2026-12-20", toDate: "2026-12-20", fromTime: "00:00", toTime: "00:00" };
    expect(["00:00", "23:30"].map((time) => slotCovers(whole, "2026-12-20", time))).toEqual([true, true]);
    expect(slotCovers(whole, "2026-12-21", "00:00")).toBe(false);
  });

  it("finds two windows overlapping when they share a slot, and only then", () => {
    const night = { fromDate: "2026-12-20", toDate: "2026-12-31", fromTime: "22:00", toTime: "06:00" };
    const at = (fromDate: string, toDate: string, fromTime: string, toTime: string) => ({ fromDate, toDate, fromTime, toTime });
    expect(slotsOverlap(night, at("2026-12-25", "2026-12-25", "10:00", "12:00"))).toBe(false);
    expect(slotsOverlap(night, at("2026-12-25", "2026-12-25", "05:30", "07:00"))).toBe(true);
    expect(slotsOverlap(night, at("2027-01-01", "2027-01-01", "05:00", "05:30"))).toBe(true);
    expect(slotsOverlap(night, at("2027-01-01", "2027-01-01", "06:00", "22:00"))).toBe(false);
    expect(slotsOverlap(night, at("2026-12-19", "2026-12-19", "21:00", "23:00"))).toBe(false);
    expect(slotsOverlap(night, at("2026-12-19", "2026-12-19", "23:00", "22:30"))).toBe(true);
    expect(slotsOverlap(night, at("2026-12-20", "2026-12-20", "06:00", "22:00"))).toBe(false);
    expect(slotsOverlap(at("2026-12-01", "2026-12-05", "08:00", "10:00"), at("2026-12-06", "2026-12-09", "08:00", "10:00"))).toBe(false);
    expect(slotsOverlap(at("2026-12-01", "2026-12-05", "08:00", "10:00"), at("2026-12-05", "2026-12-09", "09:30", "11:00"))).toBe(true);
    // Symmetric.
    expect(slotsOverlap(at("2027-01-01", "2027-01-01", "05:00", "05:30"), night)).toBe(true);
  });
});
