// The site's one clock (issue 22, point 10): 24-hour times in both languages, whichever formatter the caller holds.
import { createFormatter } from "next-intl";
import { describe, expect, it } from "vitest";
import { clockDateTime, clockTime, dayTimes, wallClock } from "./clock";

const formatters = (locale: "ar" | "en") =>
  [
    ["next-intl", createFormatter({ locale, timeZone: "Asia/Riyadh" })],
    [
      "Intl",
      {
        dateTime: (value: Date, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { timeZone: "Asia/Riyadh", ...options }).format(value),
      },
    ],
  ] as const;

const TWELVE_HOUR = /AM|PM|ص|م(?![\p{L}])/u;

describe.each(["ar", "en"] as const)("the clock (%s)", (locale) => {
  for (const [name, format] of formatters(locale)) {
    it(`prints an afternoon as 16:05 with ${name}, in the page's zone or another`, () => {
      expect(clockTime(format, "2030-02-01T13:05:00Z")).toBe("16:05");
      expect(clockTime(format, "2030-02-01T13:05:00Z", "Africa/Cairo")).toBe("15:05");
      expect(clockTime(format, new Date("2030-02-01T13:05:00Z"), "UTC")).toBe("13:05");
    });

    it(`prints the minutes after midnight as 00:05, never 24:05 or 12:05 (${name})`, () => {
      expect(clockTime(format, "2030-02-01T21:05:00Z")).toBe("00:05");
    });

    it(`prints a moment with its date on the same clock, seconds when asked (${name})`, () => {
      const moment = clockDateTime(format, "2030-02-01T13:05:09Z");
      expect(moment).toContain("16:05");
      expect(moment).toContain("2030");
      expect(moment).not.toMatch(TWELVE_HOUR);
      expect(clockDateTime(format, "2030-02-01T13:05:09Z", undefined, undefined, true)).toContain("16:05:09");
      const short = clockDateTime(format, "2030-02-01T13:05:00Z", "Asia/Riyadh", { weekday: "short", day: "numeric", month: "short" });
      expect(short).toContain("16:05");
      expect(short).not.toContain("2030");
    });

    it(`prints a stored time of day (check-in, pickup) as it is, in the locale's digits (${name})`, () => {
      expect(wallClock(format, "16:00")).toBe("16:00");
      expect(wallClock(format, "00:30")).toBe("00:30");
      expect(wallClock(format, "23:59")).toBe("23:59");
    });
  }
});

describe("the times of a day", () => {
  it("are every half hour from 00:00 to 23:30", () => {
    const times = dayTimes(30);
    expect(times).toHaveLength(48);
    expect(times.slice(0, 3)).toEqual(["00:00", "00:30", "01:00"]);
    expect(times.at(-1)).toBe("23:30");
  });

  it("keep a valid time off the grid in its place, and drop an invalid one", () => {
    expect(dayTimes(30, "14:10").slice(28, 31)).toEqual(["14:00", "14:10", "14:30"]);
    expect(dayTimes(30, "14:30")).toHaveLength(48);
    expect(dayTimes(30, "25:00")).toHaveLength(48);
    expect(dayTimes(30, "")).toHaveLength(48);
  });
});
