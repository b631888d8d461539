// When a passport is good enough to travel on, shared by the booking forms, the saved travellers' form and the
// provider: most countries of the region ask that it outlast the trip by six months.
import { z } from "zod";
import { isValidIsoDate } from "./flight-rules";

export const PASSPORT_VALID_MONTHS = 6;

/** The same day `months` later, or the month's last day when it has none (2026-08-31 + 6 → 2027-02-28). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/**
 * Whether a passport expiring on `expiry` may travel on a trip ending on `travelDate` (the return date, or the
 * departure date of a one-way trip): it must still be valid PASSPORT_VALID_MONTHS after it.
 */
export const passportValidFor = (expiry: string, travelDate: string) => expiry >= addMonths(travelDate, PASSPORT_VALID_MONTHS);

/** A passport expiry date as typed: a real calendar date up to 2099-12-31. */
export const passportExpiryDate = z
  .string({ error: "required" })
  .trim()
  .min(1, "required")
  // `abort`: a date that is no date is not also "expired".
  .refine((v) => isValidIsoDate(v) && v >= "1900-01-01" && v <= "2099-12-31", { message: "passportExpiryInvalid", abort: true });

/** The booking forms' optional expiry: blank (or absent) is none. */
export const optionalPassportExpiry = z
  .string({ error: "passportExpiryInvalid" })
  .nullish()
  .transform((v) => (v == null || v.trim() === "" ? null : v.trim()))
  .pipe(
    z
      .string()
      .refine((v) => isValidIsoDate(v) && v <= "2099-12-31", "passportExpiryInvalid")
      .nullable(),
  );
