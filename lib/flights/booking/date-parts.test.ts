import { describe, expect, it } from "vitest";
import { changeDatePart, daysInMonth, EMPTY_DATE_PARTS, joinDateParts, splitIsoDate, yearsOf } from "./date-parts";
import { dateOfBirthRange } from "./party";

describe("date of birth parts", () => {
  it("splits and joins YYYY-MM-DD", () => {
    expect(splitIsoDate("1988-04-07")).toEqual({ day: "7", month: "4", year: "1988" });
    expect(joinDateParts({ day: "7", month: "4", year: "1988" })).toBe("1988-04-07");
    expect(splitIsoDate("")).toEqual(EMPTY_DATE_PARTS);
    expect(splitIsoDate("04/07/1988")).toEqual(EMPTY_DATE_PARTS);
  });

  it("writes nothing until day, month and year are all chosen", () => {
    expect(joinDateParts({ day: "7", month: "4", year: "" })).toBe("");
    expect(joinDateParts({ day: "", month: "4", year: "1988" })).toBe("");
  });

  it("offers the days the month has, 29 February only in a leap year", () => {
    expect(daysInMonth("", "")).toBe(31);
    expect(daysInMonth("4", "1988")).toBe(30);
    expect(daysInMonth("2", "")).toBe(29);
    expect(daysInMonth("2", "2023")).toBe(28);
    expect(daysInMonth("2", "2024")).toBe(29);
  });

  it("clears a day the new month or year does not have", () => {
    expect(changeDatePart({ day: "31", month: "1", year: "" }, "month", "4")).toEqual({ day: "", month: "4", year: "" });
    expect(changeDatePart({ day: "29", month: "2", year: "2024" }, "year", "2023")).toEqual({ day: "", month: "2", year: "2023" });
    expect(changeDatePart({ day: "30", month: "1", year: "2024" }, "month", "3")).toEqual({ day: "30", month: "3", year: "2024" });
  });

  it("lists the years of the passenger group's range, youngest first", () => {
    const child = dateOfBirthRange("child", "2026-12-20", "2026-11-23");
    expect(child).toEqual({ min: "2014-12-21", max: "2024-12-20" });
    expect(yearsOf(child)).toEqual([2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015, 2014]);
    expect(yearsOf(dateOfBirthRange("adult", "2026-12-20", "2026-11-23")).at(-1)).toBe(1900);
  });
});
