// Money, days and moments of the booking mails, formatted as the app's pages format them (lib/format/money.ts with
// every fraction shown, lib/format/clock.ts's 24-hour clock, a calendar day read at noon UTC), so a mail
// and the voucher it links to read the same.
import type { ProviderLocale } from "../../http/locale";

export type MailFormat = {
  money: (minor: number, currency: string) => string;
  /** A calendar day, YYYY-MM-DD: "Thu, 6 Feb 2030". */
  day: (isoDay: string) => string;
  /** An instant on a given clock: "6 Feb 2030, 13:05". */
  moment: (at: Date | string, timeZone: string) => string;
  number: (value: number) => string;
};

export function mailFormat(locale: ProviderLocale): MailFormat {
  return {
    money: (minor, currency) =>
      new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay: "symbol", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        minor / 100,
      ),
    day: (isoDay) =>
      new Intl.DateTimeFormat(locale, { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" }).format(
        new Date(`${isoDay.slice(0, 10)}T12:00:00Z`),
      ),
    moment: (at, timeZone) =>
      new Intl.DateTimeFormat(locale, {
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
        timeZone,
      }).format(new Date(at)),
    number: (value) => new Intl.NumberFormat(locale).format(value),
  };
}
