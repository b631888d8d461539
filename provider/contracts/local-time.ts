// A local wall-clock time of an IANA zone as an instant, with Intl alone: the admin flight form (in the browser) and
// the provider judge "arrival after departure" the same way. provider/db/seed/time.ts does the same for the seed,
// which the app must not import.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Minutes the zone is ahead of UTC at an instant (ms). */
function offsetMinutes(timeZone: string, instant: number): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/** Milliseconds since the epoch of `time` ("HH:MM") on `date` ("YYYY-MM-DD") in `timeZone`. */
export function localInstant(date: string, time: string, timeZone: string): number {
  const naive = Date.parse(`${date}T${time}:00Z`);
  // The second step lands on the right side of a daylight-saving change.
  const first = offsetMinutes(timeZone, naive);
  return naive - offsetMinutes(timeZone, naive - first * 60_000) * 60_000;
}

/** The local date and time ("YYYY-MM-DD", "HH:MM") of an instant in `timeZone`. */
export function localParts(instant: Date, timeZone: string): { date: string; time: string } {
  const shifted = new Date(instant.getTime() + offsetMinutes(timeZone, instant.getTime()) * 60_000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}
