// Small helpers to read raw SQL rows the same way on PGlite and node-postgres.
import type { AirportRef, Localized } from "../../contracts/flights";

/** `db.execute` answers `{ rows }` on both drivers. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export type AirportRow = {
  id: number;
  code: string;
  nameAr: string;
  nameEn: string;
  cityAr: string;
  cityEn: string;
  countryAr: string;
  countryEn: string;
  countryCode: string;
  timezone: string;
  image: string | null;
};

export function airportRef(a: Pick<AirportRow, Exclude<keyof AirportRow, "id" | "image">>): AirportRef {
  return {
    code: a.code,
    name: { ar: a.nameAr, en: a.nameEn },
    city: { ar: a.cityAr, en: a.cityEn },
    country: { ar: a.countryAr, en: a.countryEn },
    countryCode: a.countryCode,
    timezone: a.timezone,
  };
}

/** A flight's terminal in both languages; a row without an Arabic name (none since migration 0001) shows the English one. */
export function terminalName(en: string | null, ar: string | null): Localized | null {
  return en === null ? null : { ar: ar ?? en, en };
}

/** A SQL json_build_object of an airport row aliased `a`, in the shape airportRef() reads. */
export const AIRPORT_JSON = `json_build_object('code', a.code, 'nameAr', a.name_ar, 'nameEn', a.name_en, 'cityAr', a.city_ar,
  'cityEn', a.city_en, 'countryAr', a.country_ar, 'countryEn', a.country_en, 'countryCode', a.country_code, 'timezone', a.timezone)`;

/** Folds what Arabic typists write interchangeably (alef forms, alef maqsura, taa marbuta, diacritics). */
export function normalizeSearchText(q: string): string {
  return q
    .toLowerCase()
    .replace(/[\u064B-\u0652\u0640]/g, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ى/g, "ي")
    .replace(/ة/g, "ه")
    .replace(/\s+/g, " ")
    .trim();
}
