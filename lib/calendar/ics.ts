// iCalendar files (RFC 5545) of a booking: each event on the clock of where it happens (the departure airport's, the
// property's), with that zone's VTIMEZONE so every calendar app shows the right local time. ical-generator writes and
// escapes the file; @date-fns/tz gives it the wall-clock time in the zone; timezones-ical-library the VTIMEZONE blocks.
import { TZDate } from "@date-fns/tz";
import ical from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";

export type CalendarEvent = {
  /** Stable per booking and event: re-importing the file updates the event rather than adding it twice. */
  uid: string;
  summary: string;
  description: string;
  location: string;
  /** Instants (ISO 8601), or YYYY-MM-DD for a whole-day event (end exclusive). */
  start: string;
  end: string;
  /** The IANA zone the event is written in; null for a whole-day event. */
  timeZone: string | null;
  url: string;
};

/** The VTIMEZONE block of a zone, or null when the library does not know it (the event is then written in UTC). */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && block[0]?.startsWith("BEGIN:VTIMEZONE") ? block[0] : null;
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

export function icsCalendar(name: string, events: CalendarEvent[], stamp: Date): string {
  const calendar = ical({ name, prodId: { company: "Rahhal", product: "Bookings" }, timezone: { name: null, generator: vtimezone } });
  for (const event of events) {
    const allDay = isDay(event.start);
    const zone = !allDay && event.timeZone && vtimezone(event.timeZone) ? event.timeZone : null;
    const at = (value: string) => (allDay ? new Date(`${value}T00:00:00Z`) : zone ? new TZDate(value, zone) : new Date(value));
    calendar.createEvent({
      id: event.uid,
      summary: event.summary,
      description: event.description,
      location: event.location,
      start: at(event.start),
      end: at(event.end),
      allDay,
      timezone: zone,
      url: event.url,
      stamp,
    });
  }
  return calendar.toString();
}

/** The instant of a local wall-clock time (YYYY-MM-DD, HH:MM) in a zone. */
export function localInstant(day: string, time: string, zone: string): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, zone).getTime()).toISOString();
}
