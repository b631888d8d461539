// The back office's bookings read on the server with the admin's token (never cached: they change as travellers book,
// pay and cancel). Paths and wire shapes stay here and in lib/api/admin-reservations.ts.
import "server-only";
import {
  adminReservationDetail,
  adminReservationPage,
  type AdminReservationDetail,
  type AdminReservationSummary,
  type ReservationListQuery,
} from "@/provider/contracts/admin-reservations";
import type { AdminPage } from "@/provider/contracts/admin";
import type { Locale } from "@/lib/i18n/routing";
import { adminReservationsEndpoint } from "@/lib/endpoints";
import { providerRequest, ProviderRequestError } from "./client";

export async function listAdminReservations(token: string, locale: Locale, query: ReservationListQuery): Promise<AdminPage<AdminReservationSummary>> {
  return providerRequest(...adminReservationsEndpoint(), { token, locale, query, schema: adminReservationPage });
}

/** One booking, or null when there is none (the page then answers 404). */
export async function getAdminReservation(token: string, locale: Locale, id: string): Promise<AdminReservationDetail | null> {
  try {
    return await providerRequest(...adminReservationsEndpoint(id), { token, locale, schema: adminReservationDetail });
  } catch (error) {
    if (error instanceof ProviderRequestError && error.status === 404) return null;
    throw error;
  }
}
