// The stays' shared rules: nights and Thursday/Friday nights, the price lines, and where a date error belongs.
import { describe, expect, it } from "vitest";
import { countNights, isWeekendNight, stayDateBounds, stayDateErrors, stayPrice } from "@/provider/contracts/stay-rules";
import { priceLines } from "@/provider/contracts/taxes";

describe("stay rules", () => {
  it("counts Thursday and Friday nights as the weekend's", () => {
    // 2026-12-02 is a Wednesday: Wed, Thu, Fri, Sat nights.
    expect(countNights("2026-12-02", "2026-12-06")).toEqual({ nights: 4, weekendNights: 2 });
    expect(isWeekendNight("2026-12-03")).toBe(true);
    expect(isWeekendNight("2026-12-05")).toBe(false);
  });

  it("prices weekday and weekend nights, then a 5 % fee and, in Saudi Arabia, 15 % VAT on both", () => {
    const riyadh = { kind: "hotel", country: "SA" } as const;
    expect(priceLines(100_000, riyadh)).toEqual({
      base: 100_000,
      serviceFee: 5_000,
      taxes: [{ code: "vat", percent: 15, amount: 15_750 }],
      tax: 15_750,
      total: 120_750,
    });
    expect(stayPrice(40_000, 50_000, { nights: 3, weekendNights: 2 }, riyadh)).toMatchObject({ base: 140_000, perNight: 46_667 });
    expect(stayPrice(40_000, null, { nights: 3, weekendNights: 2 }, riyadh).base).toBe(120_000);
  });

  it("puts each date error on its field", () => {
    const now = new Date("2026-12-01T09:00:00Z");
    expect(stayDateErrors("2026-12-05", "2026-12-05", now)).toEqual({ checkOut: "checkOutBeforeCheckIn" });
    expect(stayDateErrors("2026-11-30", "2026-12-02", now)).toEqual({ checkIn: "dateInPast" });
    expect(stayDateErrors("2026-12-01", "2027-01-01", now)).toEqual({ checkOut: "stayTooLong" });
    expect(stayDateErrors("2026-12-01", "2026-12-02", now)).toEqual({});
  });
});

describe("stayDateBounds", () => {
  it("offers check-out from the night after today to MAX_NIGHTS past the last check-in, not the check-in window", () => {
    const now = new Date("2026-03-10T12:00:00Z");
    expect(stayDateBounds(now)).toEqual({
      checkIn: { min: "2026-03-10", max: "2027-03-10" },
      checkOut: { min: "2026-03-11", max: "2027-04-09" },
    });
    // A stay starting on the window's last day can be picked whole, and stayDateErrors accepts it.
    expect(stayDateErrors("2027-03-10", "2027-04-09", now)).toEqual({});
  });
});
