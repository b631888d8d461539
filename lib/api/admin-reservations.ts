// The browser's admin writes on a booking, through the BFF: cancelling it with the refund the admin chooses, mailing
// its confirmation again.
import {
  adminBookingMailResent,
  adminCancellation,
  type AdminBookingMailResent,
  type AdminCancellation,
  type AdminCancelRequest,
} from "@/provider/contracts/admin-reservations";
import type { Locale } from "@/lib/i18n/routing";
import { adminReservationsEndpoint } from "@/lib/endpoints";
import { bffFetch } from "./bff-client";

/** Field errors arrive as BffError.fields (reason: "reasonRequired"); a booking no longer standing as RESERVATION_NOT_CANCELLABLE. */
export function cancelBookingAsAdmin(id: string, request: AdminCancelRequest, locale: Locale): Promise<AdminCancellation> {
  return bffFetch(...adminReservationsEndpoint(id, "Cancel"), { method: "POST", body: request, locale, schema: adminCancellation });
}

/** `key`: one per press, so a double press mails once. Refused with NOTHING_TO_RESEND (409) unless paid and confirmed. */
export function resendBookingMail(id: string, key: string, locale: Locale): Promise<AdminBookingMailResent> {
  return bffFetch(...adminReservationsEndpoint(id, "ResendMail"), {
    method: "POST",
    locale,
    headers: { "Idempotency-Key": key },
    schema: adminBookingMailResent,
  });
}
