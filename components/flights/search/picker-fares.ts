// The flight date picker's fares: which window a month shown asks for, and the days' notes (calendar-notes.tsx) from
// the answer, in the visitor's currency. Pure, for the panel's hook (use-picker-fares.ts) and its unit test.
import type { DayNote, DayNotes } from "@/components/ui/date-picker/calendar-notes";
import type { PriceCalendarDay } from "@/provider/contracts/flights";
import { addDays, PRICE_CALENDAR_DAYS, type FareClass, type Party } from "@/provider/contracts/flight-rules";

/** The route, party and cabin a date field's fares are for: the return date's is the outbound route reversed. */
export type FaresRoute = Party & { from: string; to: string; cabin: FareClass };

/**
 * The day a month's fares are asked around: its 16th, whose ±15 days are the month's 1st to 31st (one query per month,
 * the same for every visitor), moved within the days a search accepts (the current month asks around today, the last
 * one never past the last day).
 */
export function fareWindowDate(month: string, min: string, max: string): string {
  const middle = `${month}-${String(PRICE_CALENDAR_DAYS + 1).padStart(2, "0")}`;
  if (middle < min) return min;
  if (middle > max) return max;
  return middle;
}

/** Whether `day` is within the window asked around `center`. */
export const inWindow = (day: string, center: string) => day >= addDays(center, -PRICE_CALENDAR_DAYS) && day <= addDays(center, PRICE_CALENDAR_DAYS);

export type NoteWords = {
  /** "1,250" in the cell: whole units of the visitor's currency, compact from ten thousand. */
  short: (amountSarMinor: number) => string;
  /** "lowest fare SAR 1,250" in the day's name. */
  fare: (amountSarMinor: number) => string;
  cheapest: string;
  none: string;
};

/** Each priced day's fare (the cheapest marked) and each day without a flight; past days say nothing. */
export function fareNotes(days: readonly PriceCalendarDay[], words: NoteWords, separator: string): DayNotes {
  const notes = new Map<string, DayNote>();
  for (const day of days) {
    if (day.status === "none") notes.set(day.date, { text: "—", label: words.none, tone: "none" });
    else if (day.status === "available" && day.minPrice !== null) {
      const label = day.cheapest ? `${words.fare(day.minPrice)}${separator}${words.cheapest}` : words.fare(day.minPrice);
      notes.set(day.date, { text: words.short(day.minPrice), label, tone: day.cheapest ? "cheapest" : "fare", amount: day.minPrice });
    }
  }
  return notes;
}

/** Whole units of a minor-unit amount, "1,250" or (from ten thousand) "12K" / "١٢ ألف", for a narrow cell. */
export function shortAmount(locale: string, amountMinor: number): string {
  const units = Math.round(amountMinor / 100);
  return new Intl.NumberFormat(locale, units >= 10_000 ? { notation: "compact", maximumFractionDigits: 1 } : { maximumFractionDigits: 0 }).format(units);
}
