import { describe, expect, it } from "vitest";
import { isoDay, openingMonth, spansYears, validDay } from "./calendar-days";

describe("calendar days", () => {
  it("writes a local date as its yyyy-mm-dd day", () => {
    expect(isoDay(new Date(2026, 11, 5))).toBe("2026-12-05");
  });

  it("opens an empty grid on today, or on the nearer bound when today is outside them", () => {
    expect(openingMonth("2026-01-01", "2026-12-31", "2026-06-15")).toBe("2026-06-15");
    expect(openingMonth("2026-07-01", "2026-12-31", "2026-06-15")).toBe("2026-07-01");
    expect(openingMonth("2025-01-01", "2025-12-31", "2026-06-15")).toBe("2025-12-31");
  });

  it("offers month and year lists only past two years", () => {
    expect(spansYears("2026-11-27", "2027-11-27")).toBe(false);
    expect(spansYears("1900-01-01", "2099-12-31")).toBe(true);
  });

  it("takes only a real yyyy-mm-dd day", () => {
    expect(validDay("2026-02-28")).toBe("2026-02-28");
    expect(validDay("2026-02-30")).toBeUndefined();
    expect(validDay("12/05/2026")).toBeUndefined();
    expect(validDay("")).toBeUndefined();
    expect(validDay(undefined)).toBeUndefined();
  });
});
