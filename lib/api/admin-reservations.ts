// The browser's admin write on a booking, through the BFF: cancelling it with the refund the admin chooses.
import { adminCancellation, type AdminCancellation, type AdminCancelRequest } from "@/provider/contracts/admin-reservations";
import type { Locale } from "@/lib/i18n/routing";
import { adminReservationsEndpoint } from "@/lib/endpoints";
import { bffFetch } from "./bff-client";

/** Field errors arrive as BffError.fields (reason: "reasonRequired"); a booking no longer standing as RESERVATION_NOT_CANCELLABLE. */
export function cancelBookingAsAdmin(id: string, request: AdminCancelRequest, locale: Locale): Promise<AdminCancellation> {
  return bffFetch(...adminReservationsEndpoint(id, "Cancel"), { method: "POST", body: request, locale, schema: adminCancellation });
}
