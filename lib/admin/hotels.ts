// The admin hotels' list state (the URL's search, sort and page, read with the provider's rules) and the forms'
// values for a new or a stored hotel and room type. Shared by the pages (server) and the forms (browser).
import { adminHotelListQuery, type AdminHotel, type AdminRoomType, type HotelFormValues, type RoomTypeFormValues } from "@/provider/contracts/admin-hotels";
import type { ListState } from "./catalogue";

export function hotelListStateOf(searchParams: Record<string, string | string[] | undefined>): ListState {
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const raw = { q: first(searchParams.q), sort: first(searchParams.sort), dir: first(searchParams.dir), page: first(searchParams.page) };
  const parsed = adminHotelListQuery.safeParse(raw);
  return parsed.success ? parsed.data : adminHotelListQuery.parse({ sort: raw.sort, dir: raw.dir });
}

/** What the hotel form holds: the wire's fields, photos as slots (null: an empty one), numbers as typed. */
export type HotelFormState = Omit<HotelFormValues, "photos" | "amenities"> & { photos: (string | null)[]; amenities: string[] };

export function newHotelValues(): HotelFormState {
  return {
    nameAr: "",
    nameEn: "",
    descriptionAr: "",
    descriptionEn: "",
    city: "",
    addressAr: "",
    addressEn: "",
    stars: 4,
    lat: "",
    lng: "",
    landmark: "city-centre",
    landmarkKm: "",
    airportKm: "",
    amenities: [],
    photos: [null],
    checkInTime: "15:00",
    checkOutTime: "12:00",
    policiesAr: "",
    policiesEn: "",
  };
}

export function hotelFormValues(hotel: AdminHotel): HotelFormState {
  return {
    nameAr: hotel.nameAr,
    nameEn: hotel.nameEn,
    descriptionAr: hotel.descriptionAr,
    descriptionEn: hotel.descriptionEn,
    city: hotel.city,
    addressAr: hotel.addressAr,
    addressEn: hotel.addressEn,
    stars: hotel.stars,
    lat: String(hotel.lat),
    lng: String(hotel.lng),
    landmark: hotel.landmark,
    landmarkKm: String(hotel.landmarkKm),
    airportKm: String(hotel.airportKm),
    amenities: hotel.amenities,
    photos: hotel.photos.length ? hotel.photos : [null],
    checkInTime: hotel.checkInTime,
    checkOutTime: hotel.checkOutTime,
    policiesAr: hotel.policiesAr,
    policiesEn: hotel.policiesEn,
  };
}

export function newRoomValues(): RoomTypeFormValues {
  return {
    nameAr: "",
    nameEn: "",
    bedType: "king",
    board: "breakfast",
    sizeSqm: "",
    adults: 2,
    children: 0,
    units: 1,
    photo: null,
    nightlyPrice: Number.NaN,
    weekendPrice: null,
    refundable: true,
    freeCancellationDays: 2,
  };
}

export function roomFormValues(room: AdminRoomType): RoomTypeFormValues {
  return {
    nameAr: room.nameAr,
    nameEn: room.nameEn,
    bedType: room.bedType,
    board: room.board,
    sizeSqm: room.sizeSqm,
    adults: room.adults,
    children: room.children,
    units: room.units,
    photo: room.photo,
    nightlyPrice: room.nightlyPrice,
    weekendPrice: room.weekendPrice,
    refundable: room.refundable,
    freeCancellationDays: room.freeCancellationDays,
  };
}
