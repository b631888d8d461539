import { describe, expect, it } from "vitest";
import { format, startOfWeek } from "date-fns";
import { dateFnsLocale } from "./date-locales";
import { DATE_PICKER_MAX, DATE_PICKER_MIN, calendarDate, isWithinPickerRange } from "./dates";

describe("date locales", () => {
  // 2025-06-04 is a Wednesday.
  const wednesday = new Date(2025, 5, 4);

  it("starts the Arabic week on Saturday", () => {
    const start = startOfWeek(wednesday, { locale: dateFnsLocale("ar") });
    expect(start.getDay()).toBe(6);
    expect(format(start, "yyyy-MM-dd")).toBe("2025-05-31");
  });

  it("starts the English week on Sunday", () => {
    const start = startOfWeek(wednesday, { locale: dateFnsLocale("en") });
    expect(start.getDay()).toBe(0);
    expect(format(start, "yyyy-MM-dd")).toBe("2025-06-01");
  });

  it("names months in the page language", () => {
    expect(format(wednesday, "MMMM", { locale: dateFnsLocale("en") })).toBe("June");
    expect(format(wednesday, "MMMM", { locale: dateFnsLocale("ar") })).toBe("يونيو");
  });

  it("bounds the picker to 1900-01-01..2099-12-31", () => {
    expect(DATE_PICKER_MIN).toBe("1900-01-01");
    expect(DATE_PICKER_MAX).toBe("2099-12-31");
    expect(isWithinPickerRange(calendarDate("1900-01-01"))).toBe(true);
    expect(isWithinPickerRange(calendarDate("2099-12-31"))).toBe(true);
    expect(isWithinPickerRange(calendarDate("1899-12-31"))).toBe(false);
    expect(isWithinPickerRange(calendarDate("2100-01-01"))).toBe(false);
  });
});
