import { getFormatter } from "next-intl/server";

/** An offer's days (YYYY-MM-DD) in the page's language, read as calendar days: no time zone can move them. */
export async function offerDateFormat() {
  const format = await getFormatter();
  return (day: string, style: "medium" | "long" = "medium") => format.dateTime(new Date(`${day}T00:00:00Z`), { dateStyle: style, timeZone: "UTC" });
}
