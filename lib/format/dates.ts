// Date-fns locales and the date-picker range of SPEC §4/§9, shared by server and client code.
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

/** The date picker accepts 1900-01-01..2099-12-31 by default (SPEC §5). */
export const DATE_PICKER_MIN = "1900-01-01";
export const DATE_PICKER_MAX = "2099-12-31";

/** A calendar day (yyyy-mm-dd) as a local Date at midnight, which is what pickers compare. */
export function calendarDate(isoDay: string): Date {
  const [year, month, day] = isoDay.split("-").map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
}

export const datePickerRange = () => ({ startMonth: calendarDate(DATE_PICKER_MIN), endMonth: calendarDate(DATE_PICKER_MAX) });

export function isWithinPickerRange(day: Date): boolean {
  return day >= calendarDate(DATE_PICKER_MIN) && day <= calendarDate(DATE_PICKER_MAX);
}
