// Which days the price strip keeps on screen while those of another search load (price-calendar-days.tsx).
import type { PickerFaresQuery } from "@/lib/api/price-calendar";
import type { PriceCalendarDay } from "@/provider/contracts/flights";

/**
 * While another day of the same route, cabin and party loads, its strip stays in place (dimmed, busy) when the new day
 * is in it: clicking a day of the strip. Any other change (a new route or party from the form, a day far off) shows
 * the waiting strip instead of another search's prices.
 */
export function sameStrip(previous: PriceCalendarDay[] | undefined, previousKey: readonly unknown[] | undefined, query: PickerFaresQuery) {
  if (!previous || typeof previousKey?.[2] !== "string") return undefined;
  const asked = new URLSearchParams(previousKey[2]);
  const fields = ["from", "to", "cabin", "adults", "children", "infants"] as const;
  const same = fields.every((field) => asked.get(field) === String(query[field]));
  return same && previous.some((d) => d.date === query.date) ? previous : undefined;
}
