// Wire contracts of the admin hotels (hotels api/Admin/Hotels, issue 24 point 1): a hotel in both languages, its room
// types and each room type's closed dates and rate overrides. The admin forms validate with the same schemas.
//
//   GET    api/Admin/Hotels                    adminHotelListQuery → adminHotelPage (archived ones included, marked)
//   GET    api/Admin/Hotels/:id                → adminHotel (with its room types and their date rules)
//   POST   api/Admin/Hotels                    hotelRequest → adminHotel (201)
//   PUT    api/Admin/Hotels/:id                hotelRequest → adminHotel
//   DELETE api/Admin/Hotels/:id                → 204: archived (hidden from search, kept for its bookings)
//   POST   api/Admin/Hotels/:id/Restore        → adminHotel: back on sale
//   POST   api/Admin/Hotels/:id/RoomTypes      roomTypeRequest → adminHotel (201)
//   PUT    api/Admin/RoomTypes/:id             roomTypeRequest → adminHotel; fewer units than its booked ones: 409
//   DELETE api/Admin/RoomTypes/:id             → adminHotel: archived (no longer sold, kept for its bookings)
//   POST   api/Admin/RoomTypes/:id/Rates       dateRuleRequest (contracts/date-rules.ts) → adminHotel (201); overlapping another range: 409
//   DELETE api/Admin/RoomRates/:id             → adminHotel
import { z } from "zod";
import { adminListQuery, adminMoney, adminName, adminPage, imagePath } from "./admin";
import { adminDateRule } from "./date-rules";
import { dbIdParam } from "./ids";
import { BED_TYPES, BOARDS, LANDMARKS } from "./stays";
import { plainText } from "./text";

/** The amenities the site names (messages `Stays.amenities`). */
export const HOTEL_AMENITY_KEYS = [
  "wifi",
  "parking",
  "restaurant",
  "pool",
  "gym",
  "spa",
  "airport-shuttle",
  "family-rooms",
  "room-service",
  "prayer-room",
] as const;
export const HOTEL_MAX_PHOTOS = 12;
export const ROOM_MAX_UNITS = 500;

const longText = (max: number, required: boolean) =>
  required ? plainText({ multiline: true }).trim().min(1, "required").max(max, "bodyMax") : plainText({ multiline: true }).trim().max(max, "bodyMax");

/** A number typed in a form field (a string there) or sent as one. */
const numberOf = (value: unknown) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value)) : value);
const whole = (min: number, max: number, message: string) =>
  z.preprocess(numberOf, z.number({ error: message }).int(message).min(min, message).max(max, message));
const decimal = (min: number, max: number, message: string) => z.preprocess(numberOf, z.number({ error: message }).min(min, message).max(max, message));

/** Local time of day, HH:MM. */
const timeOfDay = z.string({ error: "timeRequired" }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, "timeInvalid");

export const hotelRequest = z.object({
  nameAr: adminName(160),
  nameEn: adminName(160),
  descriptionAr: longText(5000, true),
  descriptionEn: longText(5000, true),
  /** A destination of stays (api/Hotels/Cities). */
  city: z.string({ error: "destinationRequired" }).trim().min(1, "destinationRequired").max(60, "destinationInvalid"),
  addressAr: adminName(200),
  addressEn: adminName(200),
  stars: whole(1, 5, "starsInvalid"),
  lat: decimal(-90, 90, "latitudeInvalid"),
  lng: decimal(-180, 180, "longitudeInvalid"),
  landmark: z.enum(LANDMARKS, { error: "landmarkInvalid" }),
  landmarkKm: decimal(0, 500, "distanceInvalid"),
  airportKm: decimal(0, 500, "distanceInvalid"),
  amenities: z
    .array(z.enum(HOTEL_AMENITY_KEYS, { error: "amenitiesInvalid" }), { error: "amenitiesInvalid" })
    .transform((list) => [...new Set(list)])
    .default([]),
  /** Uploaded pictures, the first is the cover; empty slots of the form are dropped. */
  photos: z
    .array(imagePath, { error: "imageInvalid" })
    .transform((list) => list.filter((path): path is string => path !== null))
    .refine((list) => list.length >= 1, "photosRequired")
    .refine((list) => list.length <= HOTEL_MAX_PHOTOS, "photosTooMany"),
  checkInTime: timeOfDay,
  checkOutTime: timeOfDay,
  policiesAr: longText(5000, false).default(""),
  policiesEn: longText(5000, false).default(""),
});
export type HotelRequest = z.infer<typeof hotelRequest>;
export type HotelFormValues = z.input<typeof hotelRequest>;

export const roomTypeRequest = z
  .object({
    nameAr: adminName(120),
    nameEn: adminName(120),
    bedType: z.enum(BED_TYPES, { error: "bedTypeInvalid" }),
    board: z.enum(BOARDS, { error: "boardInvalid" }),
    sizeSqm: whole(5, 2000, "sizeInvalid"),
    adults: whole(1, 12, "adultsInvalid"),
    children: whole(0, 11, "childrenInvalid"),
    units: whole(1, ROOM_MAX_UNITS, "unitsInvalid"),
    photo: imagePath,
    nightlyPrice: adminMoney,
    /** Thursday and Friday nights; null: the nightly price every night. */
    weekendPrice: z.preprocess((value) => (value === "" || value === undefined ? null : value), adminMoney.nullable()),
    refundable: z.boolean({ error: "flagInvalid" }),
    /** Refundable: free until this many days before check-in, then one night. */
    freeCancellationDays: z.preprocess(
      (value) => (value === "" || value === undefined ? null : numberOf(value)),
      z.number({ error: "freeDaysInvalid" }).int("freeDaysInvalid").min(0, "freeDaysInvalid").max(60, "freeDaysInvalid").nullable(),
    ),
  })
  .superRefine((room, ctx) => {
    if (room.adults + room.children > 12) ctx.addIssue({ code: "custom", path: ["children"], message: "roomTooLarge" });
    if (room.nightlyPrice < 1) ctx.addIssue({ code: "custom", path: ["nightlyPrice"], message: "priceInvalid" });
    if (room.weekendPrice !== null && room.weekendPrice < 1) ctx.addIssue({ code: "custom", path: ["weekendPrice"], message: "priceInvalid" });
    if (room.refundable && room.freeCancellationDays === null) ctx.addIssue({ code: "custom", path: ["freeCancellationDays"], message: "freeDaysRequired" });
  })
  // A non-refundable room has no free period, whatever the form still held.
  .transform((room) => ({ ...room, freeCancellationDays: room.refundable ? room.freeCancellationDays : null }));
export type RoomTypeRequest = z.infer<typeof roomTypeRequest>;
export type RoomTypeFormValues = z.input<typeof roomTypeRequest>;

export const adminRoomType = z.object({
  id: z.number().int(),
  nameAr: z.string(),
  nameEn: z.string(),
  bedType: z.enum(BED_TYPES),
  board: z.enum(BOARDS),
  sizeSqm: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  units: z.number().int(),
  photo: z.string().nullable(),
  nightlyPrice: z.number().int(),
  weekendPrice: z.number().int().nullable(),
  refundable: z.boolean(),
  freeCancellationDays: z.number().int().nullable(),
  archived: z.boolean(),
  /** Reservations ever made for it, whatever their state. */
  reservationCount: z.number().int(),
  rates: z.array(adminDateRule),
});
export type AdminRoomType = z.infer<typeof adminRoomType>;

export const adminHotelSummary = z.object({
  id: z.number().int(),
  nameAr: z.string(),
  nameEn: z.string(),
  city: z.string(),
  cityName: z.string(),
  stars: z.number().int(),
  photo: z.string().nullable(),
  roomTypeCount: z.number().int(),
  reservationCount: z.number().int(),
  archived: z.boolean(),
});
export type AdminHotelSummary = z.infer<typeof adminHotelSummary>;

export const adminHotel = adminHotelSummary.omit({ photo: true }).extend({
  descriptionAr: z.string(),
  descriptionEn: z.string(),
  addressAr: z.string(),
  addressEn: z.string(),
  lat: z.number(),
  lng: z.number(),
  landmark: z.enum(LANDMARKS),
  landmarkKm: z.number(),
  airportKm: z.number(),
  amenities: z.array(z.string()),
  photos: z.array(z.string()),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  policiesAr: z.string(),
  policiesEn: z.string(),
  roomTypes: z.array(adminRoomType),
});
export type AdminHotel = z.infer<typeof adminHotel>;

export const hotelSorts = ["name", "city", "stars", "reservations"] as const;
export type HotelAdminSort = (typeof hotelSorts)[number];
export const adminHotelListQuery = adminListQuery(hotelSorts);
export const adminHotelPage = adminPage(adminHotelSummary);

export const hotelAdminIdParams = z.object({ id: dbIdParam });
