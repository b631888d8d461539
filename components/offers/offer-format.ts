// Offer days (YYYY-MM-DD, by the calendar of Riyadh) and moments of an offer booking, in the page's language. Moments
// go through lib/format/clock.ts so the whole site keeps one 24-hour clock.
import { useFormatter } from "next-intl";
import { clockDateTime } from "@/lib/format/clock";
import { OFFER_TIME_ZONE } from "@/lib/reservations/offer-reservations-map";

export function useOfferFormat() {
  const format = useFormatter();
  // A calendar day is formatted at noon UTC in UTC: the same day in every time zone.
  const day = (isoDay: string, long = false) =>
    format.dateTime(new Date(`${isoDay}T12:00:00Z`), { timeZone: "UTC", day: "numeric", month: long ? "long" : "short", year: "numeric" });
  return {
    day,
    /** "1 Mar 2026, 13:05" in Riyadh: the end of the free period. */
    moment: (iso: string) => clockDateTime(format, iso, OFFER_TIME_ZONE),
    /**
     * The day an exclusive end belongs to: the cancellation deadline is the instant the offer's last day ends
     * (midnight after it), which as a moment would read as the next day, "24 Jan, 00:00", for an offer ending on the 23rd.
     */
    lastDay: (endIso: string) =>
      format.dateTime(new Date(Date.parse(endIso) - 1), { timeZone: OFFER_TIME_ZONE, day: "numeric", month: "long", year: "numeric" }),
  };
}
