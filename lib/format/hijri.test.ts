import { describe, expect, it } from "vitest";
import { dayIn, hijriDate, hijriDay, hijriParts, hijriSpan, holyDays, monthBounds } from "./hijri";

describe("Hijri (Umm al-Qura) days", () => {
  it("reads a day's Hijri day, month and year", () => {
    expect(hijriParts("2027-02-08")).toEqual({ day: 1, month: 9, year: 1448 });
    expect(hijriParts("2026-11-27")).toEqual({ day: 17, month: 6, year: 1448 });
  });

  it("writes the Hijri date in both languages", () => {
    expect(hijriDate("ar", "2027-02-10")).toBe("3 رمضان 1448 هـ");
    expect(hijriDate("en", "2027-02-10")).toBe("Ramadan 3, 1448 AH");
    expect(hijriDay("ar", "2027-02-10")).toBe("3");
  });

  it("marks Ramadan and the Hajj days (8–13 Dhu al-Hijjah), and no other day", () => {
    expect(holyDays("2027-02-08")).toBe("ramadan"); // 1 Ramadan 1448
    expect(holyDays("2027-03-08")).toBe("ramadan"); // 30 Ramadan
    expect(holyDays("2027-03-09")).toBeUndefined(); // 1 Shawwal
    expect(holyDays("2027-05-13")).toBeUndefined(); // 7 Dhu al-Hijjah
    expect(holyDays("2027-05-14")).toBe("hajj"); // 8 Dhu al-Hijjah
    expect(holyDays("2027-05-15")).toBe("hajj"); // 9, the day of Arafah
    expect(holyDays("2027-05-19")).toBe("hajj"); // 13
    expect(holyDays("2027-05-20")).toBeUndefined(); // 14
  });

  it("names the Hijri month(s) a Gregorian month spans", () => {
    const [first, last] = monthBounds(2027, 2);
    expect([first, last]).toEqual(["2027-02-01", "2027-02-28"]);
    expect(hijriSpan("ar", first, last)).toBe("شعبان – رمضان 1448 هـ");
    expect(hijriSpan("en", first, last)).toBe("Shaʻban – Ramadan 1448 AH");
    // Across a Hijri new year, both years are named.
    expect(hijriSpan("en", ...monthBounds(2027, 6))).toBe("Dhuʻl-Hijjah 1448 AH – Muharram 1449 AH");
    // Within one Hijri month, that month alone.
    expect(hijriSpan("en", "2027-02-08", "2027-02-20")).toBe("Ramadan 1448 AH");
    expect(monthBounds(2028, 2)[1]).toBe("2028-02-29");
  });

  it("reads an instant's day at a place (a night flight's Hijri date is its departure airport's)", () => {
    expect(dayIn("2026-11-27T22:00:00Z", "Asia/Riyadh")).toBe("2026-11-28");
    expect(dayIn("2026-11-27T22:00:00Z", "Africa/Cairo")).toBe("2026-11-28");
    expect(dayIn("2026-11-27T20:00:00Z", "Asia/Riyadh")).toBe("2026-11-27");
  });
});
