// The admin chalets' list state (the URL's search, sort and page, read with the provider's rules) and the form's values
// for a new or a stored chalet. Shared by the pages (server) and the form (browser).
import { adminChaletListQuery, type AdminChalet, type ChaletFormValues } from "@/provider/contracts/admin-chalets";
import type { ListState } from "./catalogue";

export function chaletListStateOf(searchParams: Record<string, string | string[] | undefined>): ListState {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const raw = { q: first(searchParams.q), sort: first(searchParams.sort), dir: first(searchParams.dir), page: first(searchParams.page) };
  const parsed = adminChaletListQuery.safeParse(raw);
  return parsed.success ? parsed.data : adminChaletListQuery.parse({ sort: raw.sort, dir: raw.dir });
}

/** What the form holds: the wire's fields (times as typed, "" for no quiet hours). */
export type ChaletFormState = Omit<ChaletFormValues, "quietHoursFrom" | "quietHoursTo" | "amenities" | "photos"> & {
  quietHoursFrom: string;
  quietHoursTo: string;
  amenities: string[];
  photos: string[];
};

export function newChaletValues(): ChaletFormState {
  return {
    nameAr: "",
    nameEn: "",
    descriptionAr: "",
    descriptionEn: "",
    city: "",
    districtAr: "",
    districtEn: "",
    lat: Number.NaN,
    lng: Number.NaN,
    capacity: 10,
    bedrooms: 2,
    bathrooms: 2,
    privatePool: false,
    amenities: [],
    photos: [],
    nightlyPrice: Number.NaN,
    weekendPrice: Number.NaN,
    securityDeposit: 0,
    freeCancellationDays: 3,
    familiesOnly: true,
    noParties: true,
    quietHoursFrom: "",
    quietHoursTo: "",
    checkInFrom: "16:00",
    checkInUntil: "23:00",
    checkOutFrom: "08:00",
    checkOutUntil: "12:00",
    minNights: 1,
  };
}

export function chaletFormValues(chalet: AdminChalet): ChaletFormState {
  return {
    nameAr: chalet.nameAr,
    nameEn: chalet.nameEn,
    descriptionAr: chalet.descriptionAr,
    descriptionEn: chalet.descriptionEn,
    city: chalet.city,
    districtAr: chalet.districtAr,
    districtEn: chalet.districtEn,
    lat: chalet.lat,
    lng: chalet.lng,
    capacity: chalet.capacity,
    bedrooms: chalet.bedrooms,
    bathrooms: chalet.bathrooms,
    privatePool: chalet.privatePool,
    amenities: chalet.amenities,
    photos: chalet.photos,
    nightlyPrice: chalet.nightlyPrice,
    weekendPrice: chalet.weekendPrice,
    securityDeposit: chalet.securityDeposit,
    freeCancellationDays: chalet.freeCancellationDays,
    familiesOnly: chalet.familiesOnly,
    noParties: chalet.noParties,
    quietHoursFrom: chalet.quietHoursFrom ?? "",
    quietHoursTo: chalet.quietHoursTo ?? "",
    checkInFrom: chalet.checkInFrom,
    checkInUntil: chalet.checkInUntil,
    checkOutFrom: chalet.checkOutFrom,
    checkOutUntil: chalet.checkOutUntil,
    minNights: chalet.minNights,
  };
}
