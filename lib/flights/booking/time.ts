// Small time helpers for flight pages: durations as "2h 05m" parts and day offsets between airports.

export function durationParts(totalMinutes: number): { hours: number; minutes: string } {
  const safe = Math.max(0, Math.round(totalMinutes));
  return { hours: Math.floor(safe / 60), minutes: String(safe % 60).padStart(2, "0") };
}

/** The calendar day of an instant in an IANA time zone (YYYY-MM-DD). */
export function localDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(iso));
}

/** Days between the local departure day and the local arrival day (the "+1" next to an arrival time). */
export function dayOffset(departureAt: string, departureZone: string, arrivalAt: string, arrivalZone: string): number {
  const a = Date.parse(`${localDay(departureAt, departureZone)}T00:00:00Z`);
  const b = Date.parse(`${localDay(arrivalAt, arrivalZone)}T00:00:00Z`);
  return Math.round((b - a) / 86_400_000);
}
