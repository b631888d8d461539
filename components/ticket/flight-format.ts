// Flight times read in the airport's own time zone, durations as "2h 05m" / "2س 05د".
import { useFormatter, useTranslations } from "next-intl";
import { clockDateTime, clockTime } from "@/lib/format/clock";

export function useFlightFormat() {
  const format = useFormatter();
  const t = useTranslations("Ticket");
  return {
    time: (iso: string, timeZone: string) => clockTime(format, iso, timeZone),
    day: (iso: string, timeZone: string) => format.dateTime(new Date(iso), { timeZone, weekday: "short", day: "numeric", month: "short", year: "numeric" }),
    longDay: (iso: string, timeZone?: string) => format.dateTime(new Date(iso), { timeZone, weekday: "long", day: "numeric", month: "long", year: "numeric" }),
    dateTime: (iso: string) => clockDateTime(format, iso),
    duration: (minutes: number) => t("duration", { hours: String(Math.floor(minutes / 60)), minutes: String(minutes % 60).padStart(2, "0") }),
  };
}
