// Money is kept in minor units (halalas, piastres, cents) and formatted in the page's locale.
import { CURRENCIES, type Currency } from "@/provider/contracts/currencies";

export { CURRENCIES, type Currency };

/** All three currencies have two minor digits. */
const MINOR_DIGITS: Record<Currency, number> = { SAR: 2, EGP: 2, USD: 2 };

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

export function fromMinorUnits(amountMinor: number, currency: Currency): number {
  return amountMinor / 10 ** MINOR_DIGITS[currency];
}

/** What formats the number: next-intl's `getFormatter()` on the server, or numberFormatter(locale). */
type MoneyOptions = { style: "currency"; currency: Currency; currencyDisplay: "symbol"; minimumFractionDigits: number; maximumFractionDigits: number };
type Formatter = { number(value: number, options: MoneyOptions): string };

// Making an Intl.NumberFormat costs far more than formatting with one, and a results page formats a hundred prices
// (each Money, server-rendered and hydrated): one per locale, currency and fraction digits, kept.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A Formatter on Intl.NumberFormat, for client code that should not load an i18n library for one number. */
export function numberFormatter(locale: string): Formatter {
  return {
    number: (value, options) => {
      const key = `${locale}|${options.currency}|${options.minimumFractionDigits}|${options.maximumFractionDigits}`;
      let format = numberFormats.get(key);
      if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
      return format.format(value);
    },
  };
}

/**
 * Formats minor units as money, e.g. 123450 SAR → "1,234.50 SAR" (en) / "‏١٬٢٣٤٫٥٠ ر.س.‏" (ar).
 * Whole amounts drop the fraction unless `alwaysShowFraction` is set, which is how travel prices read.
 */
export function formatMoney(format: Formatter, amountMinor: number, currency: Currency, options: { alwaysShowFraction?: boolean } = {}): string {
  const digits = MINOR_DIGITS[currency];
  const whole = amountMinor % 10 ** digits === 0 && !options.alwaysShowFraction;
  return format.number(fromMinorUnits(amountMinor, currency), {
    style: "currency",
    currency,
    currencyDisplay: "symbol",
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: digits,
  });
}
