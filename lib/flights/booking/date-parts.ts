// A calendar date as the three parts the date-of-birth selects hold (day, month, year), and back to the
// YYYY-MM-DD the form and the provider read. A native date input shows its placeholder ("mm/dd/yyyy") in the
// browser's language whatever the page's, so the booking form asks for the parts itself.

/** Each part as the select's value: "" until chosen, else the number as written ("7", "1988"). */
export type DateParts = { day: string; month: string; year: string };

export const EMPTY_DATE_PARTS: DateParts = { day: "", month: "", year: "" };

/** "1988-04-07" → {day: "7", month: "4", year: "1988"}; anything else is empty parts. */
export function splitIsoDate(iso: string | null | undefined): DateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? "");
  if (!match) return EMPTY_DATE_PARTS;
  return { year: String(Number(match[1])), month: String(Number(match[2])), day: String(Number(match[3])) };
}

/** YYYY-MM-DD once all three parts are chosen, else "" (which the form reports as required). */
export function joinDateParts(parts: DateParts): string {
  if (!parts.day || !parts.month || !parts.year) return "";
  return `${parts.year.padStart(4, "0")}-${parts.month.padStart(2, "0")}-${parts.day.padStart(2, "0")}`;
}

/** Days of a month; before the year is chosen February may have 29, before the month any day up to 31. */
export function daysInMonth(month: string, year: string): number {
  if (!month) return 31;
  const y = year ? Number(year) : 2000; // a leap year, so 29 February stays choosable
  return new Date(Date.UTC(y, Number(month), 0)).getUTCDate();
}

/** A part changed: the day is cleared when the new month or year does not have it (31 April, 29 February 2023). */
export function changeDatePart(parts: DateParts, part: keyof DateParts, value: string): DateParts {
  const next = { ...parts, [part]: value };
  if (next.day && Number(next.day) > daysInMonth(next.month, next.year)) next.day = "";
  return next;
}

/** The years of a date-of-birth range (inclusive), youngest first: the likelier birth years come first. */
export function yearsOf(range: { min: string; max: string }): number[] {
  const from = Number(range.min.slice(0, 4));
  const to = Number(range.max.slice(0, 4));
  const years: number[] = [];
  for (let y = to; y >= from; y--) years.push(y);
  return years;
}
