// The admin's hotels read on the server with the admin's token (never cached: the admin edits what they see). Paths
// and wire shapes stay here and in lib/api/admin-hotels.ts.
import "server-only";
import { adminHotel, adminHotelPage, type AdminHotel, type AdminHotelSummary } from "@/provider/contracts/admin-hotels";
import type { AdminPage } from "@/provider/contracts/admin";
import type { ListState } from "@/lib/admin/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import { adminHotelsEndpoint } from "@/lib/endpoints";
import { providerRequest, ProviderRequestError } from "./client";

export async function listAdminHotels(token: string, locale: Locale, state: ListState): Promise<AdminPage<AdminHotelSummary>> {
  return providerRequest(...adminHotelsEndpoint(), { token, locale, query: state, schema: adminHotelPage });
}

/** One hotel in both languages with its room types, or null when there is none (the page then answers 404). */
export async function getAdminHotel(token: string, locale: Locale, id: number): Promise<AdminHotel | null> {
  try {
    return await providerRequest(...adminHotelsEndpoint(id), { token, locale, schema: adminHotel });
  } catch (error) {
    if (error instanceof ProviderRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
