// Local wall-clock time ↔ UTC for IANA zones, without a date library (the seed and the search share it).

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Minutes the zone is ahead of UTC at an instant. */
export function zoneOffsetMinutes(timeZone: string, instant: Date): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of `minute` minutes after local midnight of `isoDate` in `timeZone`. */
export function localToUtc(isoDate: string, minute: number, timeZone: string): Date {
  const key = `${timeZone}|${isoDate}|${Math.floor(minute / 60)}`;
  const naive = Date.parse(`${isoDate}T00:00:00Z`) + minute * 60_000;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = zoneOffsetMinutes(timeZone, new Date(naive));
    // One correction step lands on the right side of a DST change.
    offset = zoneOffsetMinutes(timeZone, new Date(naive - offset * 60_000));
    offsets.set(key, offset);
  }
  return new Date(naive - offset * 60_000);
}

/** Local date (YYYY-MM-DD) of an instant in a zone. */
export function localDate(instant: Date, timeZone: string): string {
  const offset = zoneOffsetMinutes(timeZone, instant);
  return new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 10);
}
