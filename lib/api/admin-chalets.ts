// The browser's admin writes of chalets, through the BFF.
import { adminChalet, adminChaletRemoval, type AdminChalet, type AdminChaletRemoval } from "@/provider/contracts/admin-chalets";
import type { Locale } from "@/lib/i18n/routing";
import { bffFetch } from "./bff-client";
import { adminChaletRateEndpoint, adminChaletsEndpoint } from "@/lib/endpoints";

/** Adds (id null) or edits a chalet; field errors arrive as BffError.fields (minNights: "minNightsInvalid"). */
export function saveChalet(id: number | null, values: unknown, locale: Locale): Promise<AdminChalet> {
  return bffFetch(...adminChaletsEndpoint(id), { method: id === null ? "POST" : "PUT", body: values, locale, schema: adminChalet });
}

/** Deletes a chalet nobody booked, or archives one that bookings use (the answer says which, and how many). */
export function removeChalet(id: number, locale: Locale): Promise<AdminChaletRemoval> {
  return bffFetch(...adminChaletsEndpoint(id), { method: "DELETE", locale, schema: adminChaletRemoval });
}

/** Puts an archived chalet back on sale. */
export function restoreChalet(id: number, locale: Locale): Promise<AdminChalet> {
  return bffFetch(...adminChaletsEndpoint(id, "Restore"), { method: "POST", locale, schema: adminChalet });
}

/** Closes the chalet for a range of nights or prices them; overlapping another range: BffError.fields fromDate "rateOverlaps". */
export function addChaletRate(chaletId: number, values: unknown, locale: Locale): Promise<AdminChalet> {
  return bffFetch(...adminChaletsEndpoint(chaletId, "Rates"), { method: "POST", body: values, locale, schema: adminChalet });
}

export function deleteChaletRate(rateId: number, locale: Locale): Promise<AdminChalet> {
  return bffFetch(...adminChaletRateEndpoint(rateId), { method: "DELETE", locale, schema: adminChalet });
}
