// The browser's admin writes of hotels, their room types and date rules, through the BFF. Each answers the whole
// hotel again (field errors arrive as BffError.fields, e.g. fromDate: "rateOverlaps").
import { adminHotel, type AdminHotel } from "@/provider/contracts/admin-hotels";
import type { Locale } from "@/lib/i18n/routing";
import { adminHotelsEndpoint, adminRoomRateEndpoint, adminRoomTypeEndpoint } from "@/lib/endpoints";
import { bffFetch } from "./bff-client";

/** Adds (id null) or edits a hotel. */
export function saveHotel(id: number | null, values: unknown, locale: Locale): Promise<AdminHotel> {
  return bffFetch(...adminHotelsEndpoint(id), { method: id === null ? "POST" : "PUT", body: values, locale, schema: adminHotel });
}

/** Archives a hotel: off sale, kept for its bookings. */
export async function archiveHotel(id: number, locale: Locale): Promise<void> {
  await bffFetch(...adminHotelsEndpoint(id), { method: "DELETE", locale });
}

export function restoreHotel(id: number, locale: Locale): Promise<AdminHotel> {
  return bffFetch(...adminHotelsEndpoint(id, "Restore"), { method: "POST", body: {}, locale, schema: adminHotel });
}

/** Adds a room type to hotel `hotelId` (roomTypeId null) or edits one. */
export function saveRoomType(hotelId: number, roomTypeId: number | null, values: unknown, locale: Locale): Promise<AdminHotel> {
  return roomTypeId === null
    ? bffFetch(...adminHotelsEndpoint(hotelId, "RoomTypes"), { method: "POST", body: values, locale, schema: adminHotel })
    : bffFetch(...adminRoomTypeEndpoint(roomTypeId), { method: "PUT", body: values, locale, schema: adminHotel });
}

export function archiveRoomType(roomTypeId: number, locale: Locale): Promise<AdminHotel> {
  return bffFetch(...adminRoomTypeEndpoint(roomTypeId), { method: "DELETE", locale, schema: adminHotel });
}

export function addRoomRate(roomTypeId: number, values: unknown, locale: Locale): Promise<AdminHotel> {
  return bffFetch(...adminRoomTypeEndpoint(roomTypeId, "Rates"), { method: "POST", body: values, locale, schema: adminHotel });
}

export function deleteRoomRate(rateId: number, locale: Locale): Promise<AdminHotel> {
  return bffFetch(...adminRoomRateEndpoint(rateId), { method: "DELETE", locale, schema: adminHotel });
}
