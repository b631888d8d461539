// Wire contract of the admin's airport transfers (issue 24 point 3). A transfer is one row of the existing model: an
// airport, a zone of its city (slug and names), a vehicle class with its seats, bags and photo, the fixed price of
// that zone in that class, and how many vehicles of the class leave in each 30-minute pickup slot. The admin form
// validates with this same schema, so a rule lives once.
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
});
export type AdminTransfer = z.infer<typeof adminTransfer>;
export const transferSorts = ["airport", "area", "vehicle", "price", "vehicles", "bookings"] as const;
export const transferListQuery = adminListQuery(transferSorts);
export const transferPage = adminPage(adminTransfer);
