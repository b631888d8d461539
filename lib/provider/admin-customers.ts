// The back office's customers read on the server with the admin's token (never cached: accounts sign up, book and are
// locked at any time). Paths and wire shapes stay here and in lib/api/admin-customers.ts.
import "server-only";
import { adminCustomer, adminCustomerPage, type AdminCustomer, type CustomerListQuery } from "@/provider/contracts/admin-customers";
import type { AdminPage } from "@/provider/contracts/admin";
import type { Locale } from "@/lib/i18n/routing";
import { adminCustomersEndpoint } from "@/lib/endpoints";
import { providerRequest, ProviderRequestError } from "./client";

export async function listAdminCustomers(token: string, locale: Locale, query: CustomerListQuery): Promise<AdminPage<AdminCustomer>> {
  return providerRequest(...adminCustomersEndpoint(), { token, locale, query, schema: adminCustomerPage });
}

/** One account, or null when there is none (the page then answers 404). */
export async function getAdminCustomer(token: string, locale: Locale, id: string): Promise<AdminCustomer | null> {
  try {
    return await providerRequest(...adminCustomersEndpoint(id), { token, locale, schema: adminCustomer });
  } catch (error) {
    if (error instanceof ProviderRequestError && error.status === 404) return null;
    throw error;
  }
}
