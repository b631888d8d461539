// Wire contracts of the admin catalogue: airports, airlines (SPEC "companies"), meals and planes with their seats.
// The admin forms validate with these same schemas (react-hook-form's zod resolver), so a rule lives once.
import { z } from "zod";
import { dbIdParam } from "./ids";
import { adminListQuery, adminMoney, adminName, adminPage, imagePath } from "./admin";
import { plainText } from "./text";

const upper = (value: unknown) => (typeof value === "string" ? value.trim().toUpperCase() : value);

/** An IANA time zone the runtime knows ("Asia/Riyadh"). */
const timeZone = plainText()
  .trim()
  .min(1, "required")
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: zone });
      return zone.includes("/");
    } catch {
      return false;
    }
  }, "timezoneInvalid");

// ---- Airports -------------------------------------------------------------------------------------------------
export const MEETING_POINT_MAX = 300;
/** A meeting point as the form sends it: blank is "not written" (null); otherwise 10 to 300 characters. */
const meetingPoint = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : (value ?? null)),
  plainText().trim().min(10, "meetingPointTooShort").max(MEETING_POINT_MAX, "tooLong").nullable(),
);
export const airportRequest = z
  .object({
    code: z.preprocess(upper, z.string({ error: "required" }).regex(/^[A-Z]{3}$/, "airportCodeInvalid")),
    nameAr: adminName(),
    nameEn: adminName(),
    cityAr: adminName(80),
    cityEn: adminName(80),
    countryAr: adminName(80),
    countryEn: adminName(80),
    countryCode: z.preprocess(upper, z.string({ error: "required" }).regex(/^[A-Z]{2}$/, "countryCodeInvalid")),
    timezone: timeZone,
    image: imagePath,
    /** Where transfer drivers meet arriving travellers (issue 22, point 6): optional, but in both languages or neither. */
    meetingPointAr: meetingPoint,
    meetingPointEn: meetingPoint,
  })
  .superRefine((v, ctx) => {
    if (v.meetingPointAr && !v.meetingPointEn) ctx.addIssue({ code: "custom", path: ["meetingPointEn"], message: "meetingPointBothLanguages" });
    if (v.meetingPointEn && !v.meetingPointAr) ctx.addIssue({ code: "custom", path: ["meetingPointAr"], message: "meetingPointBothLanguages" });
  });
export type AirportRequest = z.infer<typeof airportRequest>;
export type AirportFormValues = z.input<typeof airportRequest>;

export const adminAirport = z.object({
  id: z.number().int(),
  code: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  cityAr: z.string(),
  cityEn: z.string(),
  countryAr: z.string(),
  countryEn: z.string(),
  countryCode: z.string(),
  timezone: z.string(),
  image: z.string().nullable(),
  meetingPointAr: z.string().nullable(),
  meetingPointEn: z.string().nullable(),
  /** Flights departing, arriving or stopping here: such an airport cannot be deleted. */
  flightCount: z.number().int(),
});
export type AdminAirport = z.infer<typeof adminAirport>;
export const airportSorts = ["code", "name", "city", "country", "flights"] as const;
export const airportListQuery = adminListQuery(airportSorts);
export const airportPage = adminPage(adminAirport);

// ---- Companies (airlines) --------------------------------------------------------------------------------------
export const companyRequest = z.object({
  code: z.preprocess(upper, z.string({ error: "required" }).regex(/^[A-Z0-9]{2}$/, "airlineCodeInvalid")),
  nameAr: adminName(),
  nameEn: adminName(),
  locationAr: adminName(80),
  locationEn: adminName(80),
  logo: imagePath,
});
export type CompanyRequest = z.infer<typeof companyRequest>;
export type CompanyFormValues = z.input<typeof companyRequest>;

export const adminCompany = z.object({
  id: z.number().int(),
  code: z.string(),
  nameAr: z.string(),
  nameEn: z.string(),
  locationAr: z.string(),
  locationEn: z.string(),
  logo: z.string().nullable(),
  flightCount: z.number().int(),
});
export type AdminCompany = z.infer<typeof adminCompany>;
export const companySorts = ["code", "name", "location", "flights"] as const;
export const companyListQuery = adminListQuery(companySorts);
export const companyPage = adminPage(adminCompany);

// ---- Meals ---------------------------------------------------------------------------------------------------
export const mealKinds = ["standard", "special", "dietary"] as const;
export const mealRequest = z.object({
  nameAr: adminName(),
  nameEn: adminName(),
  kind: z.enum(mealKinds, { error: "required" }),
  price: adminMoney,
  image: imagePath,
});
export type MealRequest = z.infer<typeof mealRequest>;
export type MealFormValues = z.input<typeof mealRequest>;

export const adminMeal = z.object({
  id: z.number().int(),
  nameAr: z.string(),
  nameEn: z.string(),
  kind: z.enum(mealKinds),
  price: z.number().int(),
  image: z.string().nullable(),
  flightCount: z.number().int(),
});
export type AdminMeal = z.infer<typeof adminMeal>;
export const mealSorts = ["name", "kind", "price", "flights"] as const;
export const mealListQuery = adminListQuery(mealSorts);
export const mealPage = adminPage(adminMeal);

// ---- Planes and their seat maps --------------------------------------------------------------------------------
export const fareClasses = ["first", "business", "economy"] as const;
export const PLANE_MAX_ROWS = 80;
export const PLANE_MAX_SEATS = 900;

export const planeSeat = z.object({
  row: z.number({ error: "required" }).int("seatRowInvalid").min(1, "seatRowInvalid").max(PLANE_MAX_ROWS, "seatRowInvalid"),
  column: z.string({ error: "required" }).regex(/^[A-K]$/, "seatColumnInvalid"),
  /** Generated as row + column ("12A") and editable: some airlines skip row 13 or number seats their own way. */
  seatNumber: z.preprocess(upper, z.string({ error: "required" }).regex(/^[0-9]{1,3}[A-Z]{1,2}$/, "seatNumberInvalid")),
  class: z.enum(fareClasses, { error: "required" }),
});
export type PlaneSeat = z.infer<typeof planeSeat>;

/** An Arabic name must have Arabic letters: the type number may stay as the maker writes it ("إيرباص A330-300"). */
const arabicName = (max: number) => adminName(max).regex(/[\u0621-\u064A]/, "arabicLettersRequired");

export const planeRequest = z
  .object({
    model: adminName(80),
    /** The model as Arabic pages show it (issue 22 point 12): the maker in Arabic letters, e.g. "بوينغ 787-9". */
    modelAr: arabicName(80),
    /** Seats per aisle group for each cabin, e.g. "3-3-3": where the seat maps draw the aisles. */
    layout: z
      .object({
        economy: z
          .string()
          .regex(/^[1-4](?:-[1-4]){0,3}$/, "layoutInvalid")
          .optional(),
        business: z
          .string()
          .regex(/^[1-4](?:-[1-4]){0,3}$/, "layoutInvalid")
          .optional(),
        first: z
          .string()
          .regex(/^[1-4](?:-[1-4]){0,3}$/, "layoutInvalid")
          .optional(),
      })
      .default({}),
    seats: z.array(planeSeat).min(1, "planeNeedsSeat").max(PLANE_MAX_SEATS, "planeTooManySeats"),
  })
  .superRefine((plane, ctx) => {
    const numbers = new Set<string>();
    const places = new Set<string>();
    plane.seats.forEach((seat, index) => {
      if (numbers.has(seat.seatNumber)) ctx.addIssue({ code: "custom", path: ["seats", index, "seatNumber"], message: "seatNumberDuplicate" });
      numbers.add(seat.seatNumber);
      const place = `${seat.row}${seat.column}`;
      if (places.has(place)) ctx.addIssue({ code: "custom", path: ["seats", index, "column"], message: "seatPlaceDuplicate" });
      places.add(place);
    });
  });
export type PlaneRequest = z.infer<typeof planeRequest>;
export type PlaneFormValues = z.input<typeof planeRequest>;

export const adminPlaneSummary = z.object({
  id: z.number().int(),
  model: z.string(),
  modelAr: z.string(),
  seats: z.object({ first: z.number().int(), business: z.number().int(), economy: z.number().int() }),
  flightCount: z.number().int(),
});
export type AdminPlaneSummary = z.infer<typeof adminPlaneSummary>;
export const adminPlane = z.object({
  id: z.number().int(),
  model: z.string(),
  modelAr: z.string(),
  layout: z.object({ economy: z.string().optional(), business: z.string().optional(), first: z.string().optional() }),
  seats: z.array(planeSeat.extend({ seatNumber: z.string(), sold: z.boolean() })),
  flightCount: z.number().int(),
});
export type AdminPlane = z.infer<typeof adminPlane>;
export const planeSorts = ["model", "seats", "flights"] as const;
export const planeListQuery = adminListQuery(planeSorts);
export const planePage = adminPage(adminPlaneSummary);

export const idParams = z.object({ id: dbIdParam });
