// Rules of stays and transfers shared by the provider and the app: nights, weekend nights, the price lines, the
// search window. Money in SAR minor units.
import { addDays, isValidIsoDate } from "./flight-rules";
import { localParts } from "./local-time";

/** Stays are sold by the Saudi calendar: "today" is the date in Riyadh. */
export const STAY_TIMEZONE = "Asia/Riyadh";
export const MAX_NIGHTS = 30;
/** How far ahead a stay or a transfer can be booked. */
export const BOOKING_WINDOW_DAYS = 365;
export const VAT_PERCENT = 15;
/** The booking service fee, in percent of the nights (or the ride). */
export const SERVICE_FEE_PERCENT = 5;
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

export type StayPrice = { nights: number; weekendNights: number; base: number; serviceFee: number; tax: number; total: number; perNight: number };

/** The price lines of a stay: nights at the nightly price, weekend nights at the weekend price, the fee, VAT on both. */
export function stayPrice(nightly: number, weekend: number | null, counts: { nights: number; weekendNights: number }): StayPrice {
  const base = (counts.nights - counts.weekendNights) * nightly + counts.weekendNights * (weekend ?? nightly);
  return { ...counts, ...linesFor(base), perNight: Math.round(base / Math.max(1, counts.nights)) };
}

export function linesFor(base: number): { base: number; serviceFee: number; tax: number; total: number } {
  const serviceFee = Math.round((base * SERVICE_FEE_PERCENT) / 100);
  const tax = Math.round(((base + serviceFee) * VAT_PERCENT) / 100);
  return { base, serviceFee, tax, total: base + serviceFee + tax };
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
