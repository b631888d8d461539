// next-intl's formatter (dateTime, number, list) on Intl objects kept for the life of the process. next-intl keeps its
// Intl objects for one request only, and making one costs far more than formatting with it: the results pages made
// theirs anew on every render (about 2 ms of a flight results render's CPU, by a profile of 2026-11-27). Same output:
// the same Intl calls with the same options, the site's time zone when none is given, and String(value) after a
// logged error, as next-intl does.

/** next-intl's time zone for a date given none (lib/i18n/request.ts). */
export const SITE_TIME_ZONE = "Asia/Riyadh";

type Options = Intl.DateTimeFormatOptions | Intl.NumberFormatOptions | Intl.ListFormatOptions | undefined;

export type KeptFormatter = {
  dateTime(value: Date, options: Intl.DateTimeFormatOptions): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  list(items: readonly string[], options?: Intl.ListFormatOptions): string;
};

// Keys are a locale and the options of a call site (a time zone among them: an airport's, from a short list), so they
// stay few; the cap only guards against a caller that builds options from visitors' input.
const MAX_KEPT = 500;
const kept = new Map<string, { format(value: never): string }>();

function keptFormat<T extends { format(value: never): string }>(kind: string, locale: string, options: Options, make: () => T): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ""}`;
  let format = kept.get(key) as T | undefined;
  if (!format) {
    if (kept.size >= MAX_KEPT) kept.clear();
    format = make();
    kept.set(key, format);
  }
  return format;
}

function orFallback(value: unknown, format: () => string): string {
  try {
    return format();
  } catch (error) {
    console.error(error);
    return String(value);
  }
}

const formatters = new Map<string, KeptFormatter>();

/** The formatter of a locale (the page's, from next-intl's getLocale()), made once. */
export function keptFormatter(locale: string): KeptFormatter {
  let formatter = formatters.get(locale);
  if (formatter) return formatter;
  formatter = {
    dateTime: (value, options) =>
      orFallback(value, () => {
        const zoned = options.timeZone ? options : { ...options, timeZone: SITE_TIME_ZONE };
        return keptFormat("date", locale, zoned, () => new Intl.DateTimeFormat(locale, zoned)).format(value);
      }),
    number: (value, options) => orFallback(value, () => keptFormat("number", locale, options, () => new Intl.NumberFormat(locale, options)).format(value)),
    list: (items, options) => orFallback(items, () => keptFormat("list", locale, options, () => new Intl.ListFormat(locale, options)).format(items)),
  };
  // Two locales: one formatter each.
  formatters.set(locale, formatter);
  return formatter;
}
