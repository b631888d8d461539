// Wire contracts of the admin chalets (chalets api/Admin/Chalets, issue 24 point 2): every field of a chalet in both
// languages, its photos (the admin's uploads), its prices and its whole-unit rules. The admin form validates with the
// same schema (react-hook-form's zod resolver), so each rule lives once.
//
//   GET    api/Admin/Chalets            adminChaletListQuery → adminChaletPage (archived ones included, marked)
//   GET    api/Admin/Chalets/:id        → adminChalet (both languages)
//   POST   api/Admin/Chalets            chaletRequest → adminChalet (201)
//   PUT    api/Admin/Chalets/:id        chaletRequest → adminChalet (a booking already made keeps its price and rules)
//   DELETE api/Admin/Chalets/:id        → adminChaletRemoval: deleted when no booking ever took it, else archived
//                                        (hidden from search and booking, kept for its bookings), with their count.
//   POST   api/Admin/Chalets/:id/Restore → adminChalet: an archived chalet back on sale.
//   POST   api/Admin/Chalets/:id/Rates  dateRuleRequest (contracts/date-rules.ts) → adminChalet (201): a closed or priced
//                                        range of nights; overlapping another of the chalet's: 409 (fromDate: rateOverlaps)
//   DELETE api/Admin/ChaletRates/:id    → adminChalet: that range removed (a second removal: 404)
import { z } from "zod";
import { adminListQuery, adminMoney, adminName, adminPage, imagePath } from "./admin";
import { adminDateRule } from "./date-rules";
import { dbIdParam } from "./ids";
import { MAX_GUESTS, MAX_NIGHTS } from "./stay-rules";
import { plainText } from "./text";

/** The amenities a chalet can list (messages `Stays.amenities`). */
export const CHALET_AMENITY_KEYS = [
  "wifi",
  "bbq",
  "kitchen",
  "playground",
  "football-pitch",
  "majlis",
  "parking",
  "garden",
  "kids-pool",
  "sound-system",
] as const;
export const CHALET_MAX_PHOTOS = 12;
export const CHALET_MAX_BEDROOMS = 20;
export const CHALET_MAX_FREE_CANCELLATION_DAYS = 60;

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const longText = plainText({ multiline: true }).trim().min(1, "required").max(5000, "bodyMax");
// Empty first: an untouched time says "required", not "enter HH:MM".
const localTime = z.string({ error: "required" }).min(1, { error: "required", abort: true }).regex(TIME, "timeInvalid");
const optionalTime = z.preprocess(
  (value) => (value === undefined || (typeof value === "string" && value.trim() === "") ? null : value),
  z.string().regex(TIME, "timeInvalid").nullable(),
);
/** A whole number typed in a number input (NaN when empty). */
const whole = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);
const coordinate = (limit: number) => z.number({ error: "coordinateInvalid" }).min(-limit, "coordinateInvalid").max(limit, "coordinateInvalid");
const positiveMoney = adminMoney.refine((price) => price > 0, "priceInvalid");

export const chaletRequest = z
  .object({
    nameAr: adminName(120),
    nameEn: adminName(120),
    descriptionAr: longText,
    descriptionEn: longText,
    /** A destination's slug (api/Hotels/Cities). */
    city: z.string({ error: "cityInvalid" }).trim().min(1, "cityInvalid").max(60, "cityInvalid"),
    /** The address: the district the chalet is in, in both languages. */
    districtAr: adminName(120),
    districtEn: adminName(120),
    lat: coordinate(90),
    lng: coordinate(180),
    capacity: whole(1, MAX_GUESTS, "capacityInvalid"),
    bedrooms: whole(0, CHALET_MAX_BEDROOMS, "roomsCountInvalid"),
    bathrooms: whole(0, CHALET_MAX_BEDROOMS, "roomsCountInvalid"),
    privatePool: z.boolean({ error: "flagInvalid" }),
    amenities: z.array(z.enum(CHALET_AMENITY_KEYS, { error: "amenityInvalid" }), { error: "amenityInvalid" }).transform((list) => [...new Set(list)]),
    photos: z
      .array(
        imagePath.refine((path) => path !== null, "imageInvalid"),
        { error: "imageInvalid" },
      )
      .max(CHALET_MAX_PHOTOS, "photosTooMany")
      .transform((list) => [...new Set(list as string[])]),
    nightlyPrice: positiveMoney,
    /** Thursday and Friday nights (the Saudi weekend). */
    weekendPrice: positiveMoney,
    /** Paid on arrival, returned after check-out; 0 when there is none. */
    securityDeposit: adminMoney,
    freeCancellationDays: whole(0, CHALET_MAX_FREE_CANCELLATION_DAYS, "freeCancellationDaysInvalid"),
    // The whole-unit rules.
    familiesOnly: z.boolean({ error: "flagInvalid" }),
    noParties: z.boolean({ error: "flagInvalid" }),
    quietHoursFrom: optionalTime,
    quietHoursTo: optionalTime,
    checkInFrom: localTime,
    checkInUntil: localTime,
    checkOutFrom: localTime,
    checkOutUntil: localTime,
    minNights: whole(1, MAX_NIGHTS, "minNightsInvalid"),
  })
  .superRefine((chalet, ctx) => {
    const time = (value: string) => TIME.test(value);
    if ((chalet.quietHoursFrom === null) !== (chalet.quietHoursTo === null))
      ctx.addIssue({ code: "custom", path: [chalet.quietHoursFrom === null ? "quietHoursFrom" : "quietHoursTo"], message: "quietHoursBoth" });
    if (time(chalet.checkInFrom) && time(chalet.checkInUntil) && chalet.checkInUntil <= chalet.checkInFrom)
      ctx.addIssue({ code: "custom", path: ["checkInUntil"], message: "windowEndBeforeStart" });
    if (time(chalet.checkOutFrom) && time(chalet.checkOutUntil) && chalet.checkOutUntil <= chalet.checkOutFrom)
      ctx.addIssue({ code: "custom", path: ["checkOutUntil"], message: "windowEndBeforeStart" });
  });
export type ChaletRequest = z.output<typeof chaletRequest>;
export type ChaletFormValues = z.input<typeof chaletRequest>;

export const adminChalet = z.object({
  id: z.number().int(),
  nameAr: z.string(),
  nameEn: z.string(),
  descriptionAr: z.string(),
  descriptionEn: z.string(),
  city: z.string(),
  cityNameAr: z.string(),
  cityNameEn: z.string(),
  districtAr: z.string(),
  districtEn: z.string(),
  lat: z.number(),
  lng: z.number(),
  capacity: z.number().int(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  privatePool: z.boolean(),
  amenities: z.array(z.string()),
  photos: z.array(z.string()),
  nightlyPrice: z.number().int(),
  weekendPrice: z.number().int(),
  securityDeposit: z.number().int(),
  freeCancellationDays: z.number().int(),
  familiesOnly: z.boolean(),
  noParties: z.boolean(),
  quietHoursFrom: z.string().nullable(),
  quietHoursTo: z.string().nullable(),
  checkInFrom: z.string(),
  checkInUntil: z.string(),
  checkOutFrom: z.string(),
  checkOutUntil: z.string(),
  minNights: z.number().int(),
  /** Hidden from search and booking since then; null while on sale. */
  archivedAt: z.string().nullable(),
  /** Bookings ever made of it, whatever their state: such a chalet is archived, never deleted. */
  bookingCount: z.number().int(),
  updatedAt: z.string(),
  /** Its closed and priced ranges of nights, earliest first. */
  rates: z.array(adminDateRule),
});
export type AdminChalet = z.infer<typeof adminChalet>;

export const adminChaletSummary = adminChalet.pick({
  id: true,
  nameAr: true,
  nameEn: true,
  city: true,
  cityNameAr: true,
  cityNameEn: true,
  districtAr: true,
  districtEn: true,
  capacity: true,
  nightlyPrice: true,
  weekendPrice: true,
  minNights: true,
  photos: true,
  archivedAt: true,
  bookingCount: true,
  updatedAt: true,
});
export type AdminChaletSummary = z.infer<typeof adminChaletSummary>;

export const chaletSorts = ["updated", "name", "city", "nightlyPrice", "capacity", "minNights"] as const;
export type ChaletAdminSort = (typeof chaletSorts)[number];
export const adminChaletListQuery = adminListQuery(chaletSorts);
export const adminChaletPage = adminPage(adminChaletSummary);
export const chaletAdminIdParams = z.object({ id: dbIdParam });

/** What DELETE did: removed for good, or archived because bookings use it (their count). */
export const adminChaletRemoval = z.object({ outcome: z.enum(["deleted", "archived"]), bookingCount: z.number().int() });
export type AdminChaletRemoval = z.infer<typeof adminChaletRemoval>;
