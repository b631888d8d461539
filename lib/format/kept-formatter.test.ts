// The kept formatter says exactly what next-intl's server formatter says for the same calls (the results pages moved to it).
import { createFormatter, type DateTimeFormatOptions } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CLOCK } from "./clock";
import { keptFormatter, SITE_TIME_ZONE } from "./kept-formatter";

const instants = ["2026-12-05T06:40:00Z", "2026-12-05T21:05:00Z", "2027-03-01T00:00:00Z"].map((iso) => new Date(iso));

describe.each(["ar", "en"] as const)("keptFormatter (%s)", (locale) => {
  const intl = createFormatter({ locale, timeZone: SITE_TIME_ZONE });
  const kept = keptFormatter(locale);
  afterEach(() => vi.restoreAllMocks());

  it("formats dates and times as next-intl does, in the given zone or the site's", () => {
    const options: DateTimeFormatOptions[] = [
      { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" },
      { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" },
      { ...CLOCK, timeZone: "Africa/Cairo" },
      { ...CLOCK },
      { day: "numeric", month: "short", ...CLOCK, timeZone: "Asia/Riyadh" },
    ];
    for (const option of options) for (const instant of instants) expect(kept.dateTime(instant, option)).toBe(intl.dateTime(instant, option));
  });

  it("formats numbers and lists as next-intl does", () => {
    for (const n of [0, 5, 12, 1234.5]) {
      expect(kept.number(n)).toBe(intl.number(n));
      expect(kept.number(n, { minimumIntegerDigits: 2 })).toBe(intl.number(n, { minimumIntegerDigits: 2 }));
    }
    for (const items of [[], ["عمّان (AMM)"], ["Amman (AMM)", "Cairo (CAI)"], ["a", "b", "c"]]) expect(kept.list(items)).toBe(intl.list(items));
  });

  it("answers an invalid date with its text, after logging, as next-intl does", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(kept.dateTime(new Date("nope"), { ...CLOCK })).toBe("Invalid Date");
    expect(log).toHaveBeenCalledOnce();
  });

  it("is one formatter per locale", () => {
    expect(keptFormatter(locale)).toBe(kept);
  });
});
