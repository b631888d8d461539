// Rules of stays and transfers shared by the provider and the app: nights, weekend nights, the price lines, the
// search window. Money in SAR minor units; the taxes are the country's (./taxes.ts).
import { addDays, isValidIsoDate } from "./flight-rules";
import { localParts } from "./local-time";
import { priceLines, type ChargedLines, type TaxedService } from "./taxes";

/** Stays are sold by the Saudi calendar: "today" is the date in Riyadh. */
export const STAY_TIMEZONE = "Asia/Riyadh";
export const MAX_NIGHTS = 30;
/** How far ahead a stay or a transfer can be booked. */
export const BOOKING_WINDOW_DAYS = 365;
/** A transfer cancels for free until this many hours before pickup. */
export const TAXI_FREE_CANCELLATION_HOURS = 24;
/** Transfers are booked at least this long before pickup, so a driver can be sent. */
export const TAXI_MIN_LEAD_MINUTES = 120;
export const TAXI_SLOT_MINUTES = 30;
export const MAX_GUESTS = 40;
export const MAX_ROOMS = 8;
export const MAX_PASSENGERS = 16;
export const MAX_BAGS = 20;

export { isValidIsoDate };

export const todayInRiyadh = (now = new Date()) => localParts(now, STAY_TIMEZONE).date;

/** What the date pickers offer: check-in from today to the window's end, check-out a night later up to MAX_NIGHTS after it. */
export function stayDateBounds(now = new Date()): { checkIn: { min: string; max: string }; checkOut: { min: string; max: string } } {
  const today = todayInRiyadh(now);
  const lastCheckIn = addDays(today, BOOKING_WINDOW_DAYS);
  return { checkIn: { min: today, max: lastCheckIn }, checkOut: { min: addDays(today, 1), max: addDays(lastCheckIn, MAX_NIGHTS) } };
}

/** Thursday and Friday nights are the Saudi weekend's, priced at the weekend price. */
export const isWeekendNight = (date: string) => [4, 5].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/** Nights of [checkIn, checkOut) and how many of them are Thursday or Friday nights (the Saudi weekend). */
export function countNights(checkIn: string, checkOut: string): { nights: number; weekendNights: number } {
  let nights = 0;
  let weekendNights = 0;
  for (let d = checkIn; d < checkOut; d = addDays(d, 1)) {
    nights++;
    if (isWeekendNight(d)) weekendNights++;
  }
  return { nights, weekendNights };
}

export type StayPrice = ChargedLines & { nights: number; weekendNights: number; perNight: number };

/** The price lines of a stay: nights at the nightly price, weekend nights at the weekend price, the fee, the country's taxes. */
export function stayPrice(
  nightly: number,
  weekend: number | null,
  counts: { nights: number; weekendNights: number },
  where: Omit<TaxedService, "roomNights">,
): StayPrice {
  const base = (counts.nights - counts.weekendNights) * nightly + counts.weekendNights * (weekend ?? nightly);
  return { ...counts, ...priceLines(base, { ...where, roomNights: counts.nights }), perNight: Math.round(base / Math.max(1, counts.nights)) };
}

/** Field errors of a check-in/check-out pair, keyed by the field they belong to (Validation message keys). */
export function stayDateErrors(checkIn: string, checkOut: string, now = new Date()): Record<string, string> {
  const today = todayInRiyadh(now);
  if (checkIn < today) return { checkIn: "dateInPast" };
  if (checkIn > addDays(today, BOOKING_WINDOW_DAYS)) return { checkIn: "dateOutOfRange" };
  if (checkOut <= checkIn) return { checkOut: "checkOutBeforeCheckIn" };
  if (checkOut > addDays(checkIn, MAX_NIGHTS)) return { checkOut: "stayTooLong" };
  return {};
}
