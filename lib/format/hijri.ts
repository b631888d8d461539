// The Umm al-Qura Hijri form of a calendar day (yyyy-mm-dd), by the browser's or Node's own Intl — no library. Days
// are read at noon UTC in UTC, as lib/format's Gregorian days, so no time zone moves one to another day.

type Style = "day" | "date" | "month" | "monthYear" | "parts";

const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  day: { day: "numeric" },
  date: { day: "numeric", month: "long", year: "numeric" },
  month: { month: "long" },
  monthYear: { month: "long", year: "numeric" },
  parts: { day: "numeric", month: "numeric", year: "numeric" },
};

// A formatter costs far more than a format; the grid asks for ~40 days a month. Digits are the locale's own, as the
// Gregorian dates beside them.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, style: Style): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(`${locale}-u-ca-islamic-umalqura`, { ...OPTIONS[style], timeZone: "UTC" });
    formatters.set(key, f);
  }
  return f;
}

const noon = (isoDay: string) => new Date(`${isoDay.slice(0, 10)}T12:00:00Z`);

/** The Hijri day, month (1 = Muharram … 9 = Ramadan … 12 = Dhu al-Hijjah) and year of a day. */
export function hijriParts(isoDay: string): { day: number; month: number; year: number } {
  const parts = formatter("en", "parts").formatToParts(noon(isoDay));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { day: part("day"), month: part("month"), year: part("year") };
}

/** "3" — the Hijri day number, small under the Gregorian one in the grid. */
export const hijriDay = (locale: string, isoDay: string) => formatter(locale, "day").format(noon(isoDay));

/** "3 رمضان 1448 هـ" / "Ramadan 3, 1448 AH". */
export const hijriDate = (locale: string, isoDay: string) => formatter(locale, "date").format(noon(isoDay));

/** The days of the Hijri calendar the grid marks: all of Ramadan, and the Hajj days, 8–13 Dhu al-Hijjah. */
export type HolyDays = "ramadan" | "hajj";
export function holyDays(isoDay: string): HolyDays | undefined {
  const { day, month } = hijriParts(isoDay);
  if (month === 9) return "ramadan";
  if (month === 12 && day >= 8 && day <= 13) return "hajj";
  return undefined;
}

/**
 * The Hijri month(s) a span of days covers, for a month grid's header or a range of dates: "رمضان 1448 هـ",
 * "Shaʻban – Ramadan 1448 AH", "Dhuʻl-Hijjah 1447 AH – Muharram 1448 AH".
 */
export function hijriSpan(locale: string, first: string, last: string): string {
  const a = hijriParts(first);
  const b = hijriParts(last);
  const end = formatter(locale, "monthYear").format(noon(last));
  if (a.month === b.month && a.year === b.year) return end;
  const start = formatter(locale, a.year === b.year ? "month" : "monthYear").format(noon(first));
  return `${start} – ${end}`;
}

/** The first and last days (yyyy-mm-dd) of the Gregorian month of `year` and `month` (1–12). */
export function monthBounds(year: number, month: number): [string, string] {
  const pad = (n: number) => String(n).padStart(2, "0");
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return [`${year}-${pad(month)}-01`, `${year}-${pad(month)}-${pad(lastDay)}`];
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
/** The calendar day (yyyy-mm-dd) an instant falls on at a place: a flight's day at its departure airport. */
export function dayIn(instant: string, timeZone: string): string {
  let f = dayFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormatters.set(timeZone, f);
  }
  return f.format(new Date(instant));
}
