import { getFormatter } from "next-intl/server";
import { clockDateTime } from "@/lib/format/clock";

/** Formats used by the taxi pages: a local calendar date, an instant at the airport. */
export async function taxiDateFormat() {
  const format = await getFormatter();
  return {
    day: (iso: string) => format.dateTime(new Date(`${iso}T12:00:00Z`), { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" }),
    instant: (iso: string, timeZone: string) => clockDateTime(format, iso, timeZone, { weekday: "short", day: "numeric", month: "short" }),
  };
}
