// Offer days (YYYY-MM-DD, by the calendar of Riyadh) and moments of an offer booking, in the page's language. Moments
// go through lib/format/flight-time.ts so the whole site keeps one 24-hour clock.
import { useFormatter } from "next-intl";
import { flightDateTime } from "@/lib/format/flight-time";
import { OFFER_TIME_ZONE } from "@/lib/provider/offer-reservations-map";

export function useOfferFormat() {
  const format = useFormatter();
  // A calendar day is formatted at noon UTC in UTC: the same day in every time zone.
  const day = (isoDay: string, long = false) =>
    format.dateTime(new Date(`${isoDay}T12:00:00Z`), { timeZone: "UTC", day: "numeric", month: long ? "long" : "short", year: "numeric" });
  return {
    day,
    /** "1 Mar 2026, 23:59" in Riyadh: the free period's end, the last moment to cancel. */
    moment: (iso: string) => flightDateTime(format, iso, OFFER_TIME_ZONE),
  };
}
