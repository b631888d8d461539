// date-fns locales with the week start of SPEC §4. Kept apart from dates.ts so that only the calendar,
// loaded when it opens, carries the locale data.
import type { Locale as DateFnsLocale } from "date-fns";
import { ar } from "date-fns/locale/ar";
import { enUS } from "date-fns/locale/en-US";
import type { Locale } from "@/lib/i18n/routing";

/** Saturday for Arabic, Sunday for English (SPEC §4). */
export const WEEK_STARTS_ON = { ar: 6, en: 0 } as const satisfies Record<Locale, 0 | 1 | 2 | 3 | 4 | 5 | 6>;

const dateLocales: Record<Locale, DateFnsLocale> = {
  ar: { ...ar, options: { ...ar.options, weekStartsOn: WEEK_STARTS_ON.ar } },
  en: { ...enUS, options: { ...enUS.options, weekStartsOn: WEEK_STARTS_ON.en } },
};

export function dateFnsLocale(locale: Locale): DateFnsLocale {
  return dateLocales[locale];
}
