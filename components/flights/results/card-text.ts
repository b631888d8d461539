import { getLocale, getTranslations } from "next-intl/server";
import { clockTime } from "@/lib/format/clock";
import { keptFormatter } from "@/lib/format/kept-formatter";
import { ltrIsolate } from "@/lib/format/bidi";

/**
 * What every flight card says, read once per list: the translators and formatters are looked up once instead of by
 * each card (an async component per card made React send each as a separate chunk of the page's payload). Times,
 * numbers and lists go through Intl objects kept across requests (lib/format/kept-formatter.ts), not next-intl's per request.
 */
export async function getCardText() {
  const [t, terms, locale] = await Promise.all([getTranslations("Results"), getTranslations("Terms"), getLocale()]);
  const format = keptFormatter(locale);
  return {
    t,
    /** "16:05" in the airport's own time. */
    time: (instant: string, timeZone: string) => clockTime(format, instant, timeZone),
    /** "2h 05m" / "2س 05د", digits in the page's locale. */
    duration: (minutes: number) =>
      t("duration", { hours: format.number(Math.floor(minutes / 60)), minutes: format.number(minutes % 60, { minimumIntegerDigits: 2 }) }),
    // Each stop is its city with the code beside it, "عمّان (AMM)" (issue 22 point 12); the code isolated, or codes
    // joined by "، " would merge into one left-to-right run and read in reverse order in Arabic.
    stops: (stops: readonly { code: string; city: string }[]) =>
      terms("stopsVia", { count: stops.length, via: format.list(stops.map((s) => `${s.city} (${ltrIsolate(s.code)})`)) }),
  };
}

export type CardText = Awaited<ReturnType<typeof getCardText>>;
