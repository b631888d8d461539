// The admin's chalets read on the server with the admin's token (never cached: the admin edits what they see). Paths
// and wire shapes stay here and in lib/api/admin-chalets.ts.
import "server-only";
import { adminChalet, adminChaletPage, type AdminChalet, type AdminChaletSummary } from "@/provider/contracts/admin-chalets";
import type { AdminPage } from "@/provider/contracts/admin";
import type { ListState } from "@/lib/admin/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import { providerRequest, ProviderRequestError } from "./client";
import { adminChaletsEndpoint } from "@/lib/endpoints";

export async function listAdminChalets(token: string, locale: Locale, state: ListState): Promise<AdminPage<AdminChaletSummary>> {
  return providerRequest(...adminChaletsEndpoint(), { token, locale, query: state, schema: adminChaletPage });
}

/** One chalet in both languages, or null when there is none (the page then answers 404). */
export async function getAdminChalet(token: string, locale: Locale, id: number): Promise<AdminChalet | null> {
  try {
    return await providerRequest(...adminChaletsEndpoint(id), { token, locale, schema: adminChalet });
  } catch (error) {
    if (error instanceof ProviderRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
