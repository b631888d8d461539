// Admin: the back office's reports over a range of Riyadh days — bookings and revenue per kind per day (net of
// refunds), and how full each hotel and chalet was. Money sums travel as decimal strings of SAR minor units: a sum of
// bigint amounts may pass 2^53, which a JSON number would round.
import { z } from "zod";
import { BOOKING_KINDS } from "./booking-core";
import { isValidIsoDate } from "./flight-rules";

/** The business's days: a payment at 23:30 UTC belongs to the next day in Riyadh. */
export const REPORT_TIMEZONE = "Asia/Riyadh";
/** The longest range a report covers, both ends included: a leap year. */
export const MAX_REPORT_DAYS = 366;

/** A day of the calendar's span (1900–2099, the date pickers'): Postgres has no year 0, and a year 10000 is no report. */
const reportDay = z
  .string({ error: "dateRequired" })
  .min(1, "dateRequired")
  .regex(/^\d{4}-\d{2}-\d{2}$/, "dateInvalid")
  .refine((day) => isValidIsoDate(day) && day >= "1900-01-01" && day <= "2099-12-31", "dateInvalid");

/** Days from `from` to `to`, both included (ISO dates; UTC arithmetic, so no clock change shifts it). */
export function reportDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** `from` ≤ `to`, at most MAX_REPORT_DAYS days; both reported on `to`, beside the range's end. */
export const reportRangeQuery = z
  .object({ from: reportDay, to: reportDay })
  .refine((range) => range.from <= range.to, { message: "dateRangeInvalid", path: ["to"] })
  .refine((range) => range.from > range.to || reportDays(range.from, range.to) <= MAX_REPORT_DAYS, { message: "reportRangeTooLong", path: ["to"] });
export type ReportRange = z.infer<typeof reportRangeQuery>;

/** A whole number of SAR minor units, exactly, as a decimal string (negative: a day that refunded more than it took). */
export const halalasSum = z.string().regex(/^-?\d+$/);

const salesFigures = {
  /** Bookings paid: succeeded payments, one per reservation, on the day the payment succeeded. */
  bookings: z.number().int(),
  /** Paid bookings cancelled, on the day they were cancelled (an unpaid hold cancelled sold nothing). */
  cancellations: z.number().int(),
  /** What the succeeded payments took. */
  gross: halalasSum,
  /** What the cancellations gave back, on the day they were cancelled. */
  refunds: halalasSum,
  /** gross − refunds. */
  net: halalasSum,
};

export const salesReport = z.object({
  from: z.string(),
  to: z.string(),
  /** Each day and kind with anything paid or cancelled, by day then in BOOKING_KINDS order. */
  days: z.array(z.object({ day: z.string(), kind: z.enum(BOOKING_KINDS), ...salesFigures })),
  /** Every kind over the range, in BOOKING_KINDS order (zeros included). */
  kinds: z.array(z.object({ kind: z.enum(BOOKING_KINDS), ...salesFigures })),
  /** Every kind together. */
  total: z.object(salesFigures),
});
export type SalesReport = z.infer<typeof salesReport>;
export type SalesFigures = SalesReport["total"];

export const OCCUPANCY_KINDS = ["hotel", "chalet"] as const;

export const occupancyReport = z.object({
  from: z.string(),
  to: z.string(),
  /** Every hotel, then every chalet, by name in the caller's language. */
  stays: z.array(
    z.object({
      kind: z.enum(OCCUPANCY_KINDS),
      id: z.number().int(),
      name: z.string(),
      city: z.string(),
      /** Rooms a night (a chalet is one unit). */
      units: z.number().int(),
      /** units × the range's nights. */
      available: z.number().int(),
      /** Nights of the range sold to confirmed bookings (one room for one night each). */
      booked: z.number().int(),
    }),
  ),
});
export type OccupancyReport = z.infer<typeof occupancyReport>;
export type OccupancyRow = OccupancyReport["stays"][number];
