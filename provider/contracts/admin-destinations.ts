// Wire contracts of the admin's popular destinations (offer-backend api/Admin/Destinations): the home page's cards,
// each a city (by its airport's IATA code, the flight search's `to`) with names in both languages, a picture, an order
// and whether it shows.
//
//   GET    api/Admin/Destinations        → adminDestination[] (inactive ones included, in display order)
//   GET    api/Admin/Destinations/:id    → adminDestination
//   POST   api/Admin/Destinations        destinationRequest → adminDestination (201; 409 DESTINATION_EXISTS on code)
//   PUT    api/Admin/Destinations/:id    destinationRequest → adminDestination
//   DELETE api/Admin/Destinations/:id    → 204
import { z } from "zod";
import { dbIdParam } from "./ids";
import { adminName, imagePath } from "./admin";

const upper = (value: unknown) => (typeof value === "string" ? value.trim().toUpperCase() : value);

export const DESTINATION_MAX_ORDER = 999;

export const destinationRequest = z.object({
  airportCode: z.preprocess(upper, z.string({ error: "required" }).regex(/^[A-Z]{3}$/, "airportCodeInvalid")),
  cityAr: adminName(80),
  cityEn: adminName(80),
  countryAr: adminName(80),
  countryEn: adminName(80),
  image: imagePath,
  sortOrder: z.number({ error: "orderInvalid" }).int("orderInvalid").min(0, "orderInvalid").max(DESTINATION_MAX_ORDER, "orderInvalid"),
  isActive: z.boolean({ error: "flagInvalid" }),
});
export type DestinationRequest = z.infer<typeof destinationRequest>;
export type DestinationFormValues = z.input<typeof destinationRequest>;

export const adminDestination = z.object({
  id: z.number().int(),
  airportCode: z.string(),
  cityAr: z.string(),
  cityEn: z.string(),
  countryAr: z.string(),
  countryEn: z.string(),
  image: z.string().nullable(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  /** Whether the schedule knows the airport: without it the card shows no "from" price. */
  airportKnown: z.boolean(),
  updatedAt: z.string(),
});
export type AdminDestination = z.infer<typeof adminDestination>;
export const adminDestinationList = z.array(adminDestination);

export const destinationIdParams = z.object({ id: dbIdParam });
