// Days, times and moments of hotel, chalet and taxi bookings, in the page's language on the 24-hour clock of
// lib/format/clock.ts: a stay's on the property's clock, a ride's on the airport's.
import { useFormatter } from "next-intl";
import { clockDateTime } from "@/lib/format/clock";
import { propertyWallClock, type StayOrTaxiReservationView } from "@/lib/reservations/stay-or-taxi-reservations-map";

export function useStayOrTaxiFormat() {
  const format = useFormatter();
  return {
    /** "Thu, 6 Feb 2030": a local calendar day (YYYY-MM-DD), formatted at noon UTC in UTC so no zone shifts it. */
    day: (isoDay: string) =>
      format.dateTime(new Date(`${isoDay.slice(0, 10)}T12:00:00Z`), { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" }),
    /** An instant of the booking (free until, deadline, cancelled at) on the property's or the airport's clock. */
    moment: (iso: string, view: StayOrTaxiReservationView) =>
      view.kind === "taxi"
        ? clockDateTime(format, iso, view.transfer.airport.timezone)
        : clockDateTime(format, propertyWallClock(iso, view.stay.utcOffsetMinutes), "UTC"),
    /** An instant on the visitor's clock (issued, paid). */
    dateTime: (iso: string) => clockDateTime(format, iso),
  };
}
