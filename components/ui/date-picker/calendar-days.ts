// Calendar-day arithmetic of the date picker, on yyyy-mm-dd strings in the visitor's own day.

/** A local Date as yyyy-mm-dd. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day a grid with nothing chosen opens on: today, or the nearer bound when today is outside them. */
export function openingMonth(min: string, max: string, today = isoDay(new Date())): string {
  if (today < min) return min;
  if (today > max) return max;
  return today;
}

/** Whether the range covers more than two years: then the caption offers month and year lists. */
export function spansYears(min: string, max: string): boolean {
  return Number(max.slice(0, 4)) - Number(min.slice(0, 4)) > 2;
}

/** A yyyy-mm-dd day, or undefined for anything else (a half-typed native value, a bad address). */
export function validDay(value: string | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T12:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? undefined : value;
}
