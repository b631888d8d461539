// The fields of the simple catalogue forms, in the order they are shown. Arabic and English twins sit side by side;
// codes and time zones are Latin (ltr) whatever the page's language.
import type { CatalogueKey } from "@/lib/admin/catalogue";
import { MEETING_POINT_MAX, mealKinds } from "@/provider/contracts/admin-catalogue";

export type FieldSpec =
  | { name: string; kind: "text"; label: string; hint?: string; dir: "rtl" | "ltr"; maxLength: number; upper?: boolean; list?: "timezones" }
  | { name: string; kind: "money"; label: string }
  | { name: string; kind: "select"; label: string; options: readonly string[]; optionLabel: (value: string) => string }
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
};
