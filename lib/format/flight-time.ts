// The one clock of the flight pages: 24-hour times ("13:05") in both languages, as airline schedules, departure
// boards and e-tickets of the region print them. Results, details, booking, payment, ticket and reservations all
// format through here, with the airport's own time zone.

const CLOCK = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } as const;

type ClockOptions = typeof CLOCK & { day?: "numeric"; month?: "short"; year?: "numeric"; timeZone?: string };

/** What both next-intl formatters (`useFormatter()` and `await getFormatter()`) offer, and `Intl.DateTimeFormat`. */
type DateTimeFormatter = { dateTime(value: Date, options: ClockOptions): string };

/** "13:05" in the given time zone (an airport's, for departures and arrivals). */
export function flightTime(format: DateTimeFormatter, iso: string | Date, timeZone?: string): string {
  return format.dateTime(new Date(iso), { ...CLOCK, timeZone });
}

/** "1 Mar 2026, 13:05": a moment with its date (issued, paid, deadlines), on the same clock. */
export function flightDateTime(format: DateTimeFormatter, iso: string | Date, timeZone?: string): string {
  return format.dateTime(new Date(iso), { day: "numeric", month: "short", year: "numeric", ...CLOCK, timeZone });
}
