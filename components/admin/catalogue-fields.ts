// The fields of the simple catalogue forms, in the order they are shown. Arabic and English twins sit side by side;
// codes and time zones are Latin (ltr) whatever the page's language.
import type { CatalogueKey } from "@/lib/admin/catalogue";
import { MEETING_POINT_MAX, mealKinds } from "@/provider/contracts/admin-catalogue";
import { MAX_CHILD_SEATS, MAX_VEHICLES_PER_SLOT } from "@/provider/contracts/admin-transfers";
import { MAX_BAGS, MAX_PASSENGERS } from "@/provider/contracts/stay-rules";
import { VEHICLE_CLASSES } from "@/provider/contracts/taxis";

export type FieldSpec =
  | { name: string; kind: "text"; label: string; hint?: string; dir: "rtl" | "ltr"; maxLength: number; upper?: boolean; list?: "timezones" }
  | { name: string; kind: "money"; label: string }
  | { name: string; kind: "number"; label: string; hint?: string; min: number; max: number }
  | { name: string; kind: "checkbox"; label: string; hint?: string }
  /** The options' labels are keys of AdminCatalogue, or of `optionNamespace` when the product already names them. */
  | { name: string; kind: "select"; label: string; options: readonly string[]; optionLabel: (value: string) => string; optionNamespace?: "Stays" }
  | { name: string; kind: "image"; label: string };

type SimpleKey = Exclude<CatalogueKey, "planes">;

const ar = (name: string, label: string, maxLength = 120): FieldSpec => ({ name, kind: "text", label, dir: "rtl", maxLength });
const en = (name: string, label: string, maxLength = 120): FieldSpec => ({ name, kind: "text", label, dir: "ltr", maxLength });

export const CATALOGUE_FIELDS: Record<SimpleKey, readonly FieldSpec[]> = {
  airports: [
    { name: "code", kind: "text", label: "airports.code", hint: "airports.codeHint", dir: "ltr", maxLength: 3, upper: true },
    { name: "countryCode", kind: "text", label: "airports.countryCode", hint: "airports.countryCodeHint", dir: "ltr", maxLength: 2, upper: true },
    ar("nameAr", "nameAr"),
    en("nameEn", "nameEn"),
    ar("cityAr", "airports.cityAr", 80),
    en("cityEn", "airports.cityEn", 80),
    ar("countryAr", "airports.countryAr", 80),
    en("countryEn", "airports.countryEn", 80),
    { name: "timezone", kind: "text", label: "airports.timezone", hint: "airports.timezoneHint", dir: "ltr", maxLength: 64, list: "timezones" },
    { name: "image", kind: "image", label: "image" },
    { name: "meetingPointAr", kind: "text", label: "airports.meetingPointAr", hint: "airports.meetingPointHint", dir: "rtl", maxLength: MEETING_POINT_MAX },
    { name: "meetingPointEn", kind: "text", label: "airports.meetingPointEn", hint: "airports.meetingPointHint", dir: "ltr", maxLength: MEETING_POINT_MAX },
  ],
  companies: [
    { name: "code", kind: "text", label: "companies.code", hint: "companies.codeHint", dir: "ltr", maxLength: 2, upper: true },
    { name: "logo", kind: "image", label: "logo" },
    ar("nameAr", "nameAr"),
    en("nameEn", "nameEn"),
    ar("locationAr", "companies.locationAr", 80),
    en("locationEn", "companies.locationEn", 80),
  ],
  meals: [
    ar("nameAr", "nameAr"),
    en("nameEn", "nameEn"),
    { name: "kind", kind: "select", label: "meals.kind", options: mealKinds, optionLabel: (value) => `meals.kinds.${value}` },
    { name: "price", kind: "money", label: "meals.price" },
    { name: "image", kind: "image", label: "image" },
  ],
  transfers: [
    { name: "airportCode", kind: "text", label: "transfers.airportCode", hint: "transfers.airportCodeHint", dir: "ltr", maxLength: 3, upper: true },
    { name: "area", kind: "text", label: "transfers.zoneSlug", hint: "transfers.zoneSlugHint", dir: "ltr", maxLength: 41 },
    ar("areaAr", "transfers.zoneAr", 80),
    en("areaEn", "transfers.zoneEn", 80),
    {
      name: "vehicleClass",
      kind: "select",
      label: "transfers.vehicleClass",
      options: VEHICLE_CLASSES,
      optionLabel: (value) => `vehicleClasses.${value}`,
      optionNamespace: "Stays",
    },
    { name: "price", kind: "money", label: "transfers.price" },
    ar("vehicleAr", "transfers.vehicleAr", 80),
    en("vehicleEn", "transfers.vehicleEn", 80),
    { name: "maxPassengers", kind: "number", label: "transfers.seats", min: 1, max: MAX_PASSENGERS },
    { name: "maxBags", kind: "number", label: "transfers.bags", min: 0, max: MAX_BAGS },
    { name: "childSeats", kind: "number", label: "transfers.childSeats", min: 0, max: MAX_CHILD_SEATS },
    { name: "vehiclesPerSlot", kind: "number", label: "transfers.vehiclesPerSlot", hint: "transfers.vehiclesPerSlotHint", min: 1, max: MAX_VEHICLES_PER_SLOT },
    { name: "distanceKm", kind: "number", label: "transfers.distanceKm", min: 1, max: 1000 },
    { name: "durationMinutes", kind: "number", label: "transfers.durationMinutes", min: 1, max: 1000 },
    { name: "freeWaitingMinutes", kind: "number", label: "transfers.freeWaitingMinutes", min: 0, max: 240 },
    { name: "meetAndGreet", kind: "checkbox", label: "transfers.meetAndGreet", hint: "transfers.meetAndGreetHint" },
    { name: "photo", kind: "image", label: "transfers.photo" },
  ],
};
