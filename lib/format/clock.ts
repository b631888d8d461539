// The site's one clock: 24-hour times ("16:05") in both languages, as airline schedules, hotel check-in times, departure
// boards and e-tickets of the region print them, never "4:05 PM" or "4:05 م". Every page and the admin format a time
// of day through here (the provider's mails use the same options: provider/bookings/mails/format.ts); the digits are
// the locale's own (next-intl's formatter or Intl.DateTimeFormat).

/** hourCycle "h23" (00–23): `hour12: false` alone gives "24:05" after midnight in some engines. */
export const CLOCK = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;

/** The date part of a moment: "1 Mar 2026" by default; a page may ask for the weekday or leave the year out. */
export type DayParts = { weekday?: "short" | "long"; day?: "numeric" | "2-digit"; month?: "short" | "long" | "numeric"; year?: "numeric" };

type ClockOptions = DayParts & { hour: "2-digit"; minute: "2-digit"; second?: "2-digit"; hourCycle: "h23"; timeZone?: string };

/** What both next-intl formatters (`useFormatter()` and `await getFormatter()`) offer, and `Intl.DateTimeFormat`. */
export type DateTimeFormatter = { dateTime(value: Date, options: ClockOptions): string };

/** No zone named: the formatter's own (the page's), not an explicit `undefined` that would override it. */
const zone = (timeZone: string | undefined) => (timeZone ? { timeZone } : {});

const DAY = { day: "numeric", month: "short", year: "numeric" } as const satisfies DayParts;

/** "16:05" in the given time zone (an airport's, a property's; the page's when none). */
export function clockTime(format: DateTimeFormatter, iso: string | Date, timeZone?: string): string {
  return format.dateTime(new Date(iso), { ...CLOCK, ...zone(timeZone) });
}

/**
 * "1 Mar 2026, 16:05": a moment with its date (issued, paid, deadlines, updated), on the same clock. `day` picks the
 * date's parts; `seconds` is for a log where the order of events within a minute matters (the admin's audit trail).
 */
export function clockDateTime(format: DateTimeFormatter, iso: string | Date, timeZone?: string, day: DayParts = DAY, seconds = false): string {
  return format.dateTime(new Date(iso), { ...day, ...CLOCK, ...(seconds ? { second: "2-digit" as const } : {}), ...zone(timeZone) });
}

/** A local time of day stored as text ("16:05", a hotel's check-in, a pickup) on the same clock and in the locale's digits. */
export function wallClock(format: DateTimeFormatter, hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(":").map(Number);
  return format.dateTime(new Date(Date.UTC(2000, 0, 1, hours, minutes)), { ...CLOCK, timeZone: "UTC" });
}

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The times of a day every `step` minutes ("00:00", "00:30" … "23:30"): a 24-hour choice where a native time input
 * would show AM/PM in an English browser. `keep`, a valid time off the grid (an older link's "14:10"), is sorted in.
 */
export function dayTimes(step: number, keep = ""): string[] {
  const pad = (n: number) => String(n).padStart(2, "0");
  const times = Array.from({ length: Math.ceil(1440 / step) }, (_, i) => `${pad(Math.floor((i * step) / 60))}:${pad((i * step) % 60)}`);
  return HH_MM.test(keep) && !times.includes(keep) ? [...times, keep].sort() : times;
}
