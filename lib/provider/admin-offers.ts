// The admin's offers, popular destinations and footer content read on the server with the admin's token (never
// cached: the admin edits what they see). Paths and wire shapes stay here and in lib/api/admin-offers.ts.
import "server-only";
import { adminOffer, adminOfferPage, type AdminOffer, type AdminOfferSummary } from "@/provider/contracts/admin-offers";
import { adminDestinationList, type AdminDestination } from "@/provider/contracts/admin-destinations";
import type { AdminPage } from "@/provider/contracts/admin";
import { pageResponse, socialLinksResponse, type PageSlug, type SocialLinksResponse } from "@/provider/contracts/content";
import type { ListState } from "@/lib/admin/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import { providerRequest, ProviderRequestError } from "./client";
import { adminDestinationsEndpoint, adminOffersEndpoint, footerPageEndpoint, socialLinksEndpoint } from "@/lib/endpoints";

export async function listAdminOffers(token: string, locale: Locale, state: ListState): Promise<AdminPage<AdminOfferSummary>> {
  return providerRequest(...adminOffersEndpoint(), { token, locale, query: state, schema: adminOfferPage });
}

/** One offer in both languages, or null when there is none (the page then answers 404). */
export async function getAdminOffer(token: string, locale: Locale, id: number): Promise<AdminOffer | null> {
  try {
    return await providerRequest(...adminOffersEndpoint(id), { token, locale, schema: adminOffer });
  } catch (error) {
    if (error instanceof ProviderRequestError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export async function listAdminDestinations(token: string, locale: Locale): Promise<AdminDestination[]> {
  return providerRequest(...adminDestinationsEndpoint(), { token, locale, schema: adminDestinationList });
}

export type EditablePage = { title: string; body: string; updatedAt: string | null };

/** A footer page in both languages as stored now (an empty one where a language has none yet). */
export async function getEditablePage(slug: PageSlug): Promise<Record<Locale, EditablePage>> {
  const read = async (locale: Locale): Promise<EditablePage> => {
    try {
      const page = await providerRequest(...footerPageEndpoint(slug), { locale, schema: pageResponse });
      return { title: page.title, body: page.body, updatedAt: page.updatedAt };
    } catch (error) {
      if (error instanceof ProviderRequestError && error.status === 404) return { title: "", body: "", updatedAt: null };
      throw error;
    }
  };
  const [ar, en] = await Promise.all([read("ar"), read("en")]);
  return { ar, en };
}

/** The footer's social links as stored now. */
export async function getEditableSocialLinks(): Promise<SocialLinksResponse> {
  return providerRequest(...socialLinksEndpoint(), { schema: socialLinksResponse });
}
