// Wire contract of the admin's airport transfers (issue 24 point 3). A transfer is one row of the existing model: an
// airport, a zone of its city (slug and names), a vehicle class with its seats, bags and photo, the fixed price of
// that zone in that class, and how many vehicles of the class leave in each 30-minute pickup slot. The admin form
// validates with this same schema, so a rule lives once.
//
// A transfer's vehicles may be overridden for the pickup slots of a date range and a local time window (0 closes them),
// and a transfer bookings use can be archived (off sale, kept for its bookings) rather than deleted:
//   POST   api/Admin/Transfers/:id/Slots     transferSlotRequest → adminTransfer (201); overlapping another: 409
//   DELETE api/Admin/TransferSlots/:id       → adminTransfer
//   POST   api/Admin/Transfers/:id/Archive   → adminTransfer (hidden from search, refused at booking)
//   POST   api/Admin/Transfers/:id/Restore   → adminTransfer (back on sale)
import { z } from "zod";
import { adminListQuery, adminName, adminPage, imagePath } from "./admin";
import { MAX_PRICE } from "./money";
import { MAX_BAGS, MAX_PASSENGERS } from "./stay-rules";
import { PASSENGER_GROUPS, VEHICLE_CLASSES } from "./taxis";

const upper = (value: unknown) => (typeof value === "string" ? value.trim().toUpperCase() : value);
const lower = (value: unknown) => (typeof value === "string" ? value.trim().toLowerCase() : value);

/** A whole number between `min` and `max`; anything else (blank, NaN, a fraction) answers `message`. */
const whole = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);

/** Most vehicles of one class in one pickup slot (the database's own check says the same). */
export const MAX_VEHICLES_PER_SLOT = 50;
export const MAX_CHILD_SEATS = 4;

/** SPEC §9's passenger group a vehicle of `seats` seats serves: the search and the database group by it. */
export const passengerGroupOf = (seats: number): (typeof PASSENGER_GROUPS)[number] => (seats <= 3 ? "1-3" : seats <= 7 ? "4-7" : "8+");

export const transferRequest = z.object({
  airportCode: z.preprocess(upper, z.string({ error: "required" }).regex(/^[A-Z]{3}$/, "airportCodeInvalid")),
  /** The zone's slug in the search's URL (`?area=olaya`): lower-case Latin letters and hyphens. */
  area: z.preprocess(lower, z.string({ error: "required" }).regex(/^[a-z][a-z-]{1,40}$/, "zoneSlugInvalid")),
  areaAr: adminName(80),
  areaEn: adminName(80),
  vehicleClass: z.enum(VEHICLE_CLASSES, { error: "required" }),
  /** "Toyota Camry or similar". */
  vehicleAr: adminName(80),
  vehicleEn: adminName(80),
  photo: imagePath,
  maxPassengers: whole(1, MAX_PASSENGERS, "seatsRange"),
  maxBags: whole(0, MAX_BAGS, "bagsRange"),
  childSeats: whole(0, MAX_CHILD_SEATS, "childSeatsMax"),
  /** Per vehicle, SAR minor units, before the service fee and taxes; never free. */
  price: z.number({ error: "priceInvalid" }).int("priceInvalid").min(1, "pricePositive").max(MAX_PRICE, "priceInvalid"),
  distanceKm: whole(1, 1000, "distanceRange"),
  durationMinutes: whole(1, 1000, "durationRange"),
  freeWaitingMinutes: whole(0, 240, "freeWaitingRange"),
  meetAndGreet: z.boolean({ error: "required" }),
  vehiclesPerSlot: whole(1, MAX_VEHICLES_PER_SLOT, "vehiclesPerSlotRange"),
});
export type TransferRequest = z.infer<typeof transferRequest>;
export type TransferFormValues = z.input<typeof transferRequest>;

/** Longest date range of one slot override: a booking window's year. */
export const TRANSFER_SLOT_MAX_DAYS = 366;
const DAY_MINUTES = 24 * 60;

/** A number typed in a form field (a string there) or sent as one. */
const numberOf = (value: unknown) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value)) : value);

/** A calendar day, YYYY-MM-DD, that exists, within the date pickers' range. */
const day = z
  .string({ error: "dateRequired" })
  .min(1, "dateRequired")
  .regex(/^\d{4}-\d{2}-\d{2}$/, "dateInvalid")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= "1900-01-01" && value <= "2099-12-31";
  }, "dateInvalid");

/** A pickup slot's start, local HH:MM on the hour or half hour. */
const slotTime = z
  .string({ error: "timeRequired" })
  .min(1, "timeRequired")
  .regex(/^([01]\d|2[0-3]):[03]0$/, "slotTimeInvalid");

/**
 * The vehicles of the pickup slots from `fromTime` up to (not including) `toTime` on each date of [fromDate, toDate].
 * A window whose end is at or before its start runs past midnight into the next day: 22:00–06:00 on 20–31 December
 * holds each night from 22:00 on the 20th to 06:00 on 1 January; 00:00–00:00 is the whole day.
 */
export const transferSlotRequest = z
  .object({
    fromDate: day,
    toDate: day,
    fromTime: slotTime,
    toTime: slotTime,
    vehicles: z.preprocess(numberOf, whole(0, MAX_VEHICLES_PER_SLOT, "slotVehiclesRange")),
  })
  .superRefine((slot, ctx) => {
    if (slot.toDate < slot.fromDate) ctx.addIssue({ code: "custom", path: ["toDate"], message: "dateRangeInvalid" });
    else if ((Date.parse(slot.toDate) - Date.parse(slot.fromDate)) / 86_400_000 >= TRANSFER_SLOT_MAX_DAYS)
      ctx.addIssue({ code: "custom", path: ["toDate"], message: "rateRangeTooLong" });
  });
export type TransferSlotRequest = z.infer<typeof transferSlotRequest>;
export type TransferSlotFormValues = z.input<typeof transferSlotRequest>;

export const adminTransferSlot = z.object({
  id: z.number().int(),
  fromDate: z.string(),
  toDate: z.string(),
  fromTime: z.string(),
  toTime: z.string(),
  vehicles: z.number().int(),
});
export type AdminTransferSlot = z.infer<typeof adminTransferSlot>;

type SlotWindow = Pick<TransferSlotRequest, "fromDate" | "toDate" | "fromTime" | "toTime">;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
/** Minutes of the window each day, from its start: 1..1440 (an end at or before the start wraps past midnight). */
const lengthOf = (w: SlotWindow) => (minutesOf(w.toTime) - minutesOf(w.fromTime) + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES;

/** Whether the pickup slot starting at local `date` `time` is one of the window's. */
export function slotCovers(w: SlotWindow, date: string, time: string): boolean {
  const at = dayNumber(date) * DAY_MINUTES + minutesOf(time);
  const [first, last] = [dayNumber(w.fromDate), dayNumber(w.toDate)];
  // Only the window of the slot's own day or of the day before can hold it (a window is at most a day long).
  return [dayNumber(date), dayNumber(date) - 1].some((d) => {
    if (d < first || d > last) return false;
    const start = d * DAY_MINUTES + minutesOf(w.fromTime);
    return at >= start && at < start + lengthOf(w);
  });
}

/** Whether two windows share a pickup slot (the admin's overrides of one transfer never do). */
export function slotsOverlap(a: SlotWindow, b: SlotWindow): boolean {
  const [aFirst, aLast, bFirst, bLast] = [dayNumber(a.fromDate), dayNumber(a.toDate), dayNumber(b.fromDate), dayNumber(b.toDate)];
  if (aFirst > bLast + 1 || bFirst > aLast + 1) return false;
  const [aStart, aLength, bStart, bLength] = [minutesOf(a.fromTime), lengthOf(a), minutesOf(b.fromTime), lengthOf(b)];
  // Each of a's days near b's range against b's days before, on and after it.
  for (let d = Math.max(aFirst, bFirst - 1); d <= Math.min(aLast, bLast + 1); d++) {
    const from = d * DAY_MINUTES + aStart;
    for (const e of [d - 1, d, d + 1]) {
      if (e < bFirst || e > bLast) continue;
      const other = e * DAY_MINUTES + bStart;
      if (from < other + bLength && other < from + aLength) return true;
    }
  }
  return false;
}

export const adminTransfer = z.object({
  id: z.number().int(),
  airportCode: z.string(),
  area: z.string(),
  areaAr: z.string(),
  areaEn: z.string(),
  vehicleClass: z.enum(VEHICLE_CLASSES),
  passengerGroup: z.enum(PASSENGER_GROUPS),
  vehicleAr: z.string(),
  vehicleEn: z.string(),
  photo: z.string().nullable(),
  maxPassengers: z.number().int(),
  maxBags: z.number().int(),
  childSeats: z.number().int(),
  price: z.number().int(),
  distanceKm: z.number().int(),
  durationMinutes: z.number().int(),
  freeWaitingMinutes: z.number().int(),
  meetAndGreet: z.boolean(),
  vehiclesPerSlot: z.number().int(),
  /** Reservations ever made of it, whatever their status: such a transfer cannot be deleted, nor moved to another route. */
  bookingCount: z.number().int(),
  /** Off sale: hidden from the traveller's search and refused at booking, kept for its bookings. */
  archived: z.boolean(),
  /** Its vehicle overrides, earliest first. */
  slots: z.array(adminTransferSlot),
});
export type AdminTransfer = z.infer<typeof adminTransfer>;
export const transferSorts = ["airport", "area", "vehicle", "price", "vehicles", "bookings"] as const;
export const transferListQuery = adminListQuery(transferSorts);
export const transferPage = adminPage(adminTransfer);
