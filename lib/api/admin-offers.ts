// The browser's admin writes of offers, popular destinations and footer content, through the BFF (which revalidates
// the public pages that show them: lib/cache/public-content.ts).
import { adminOffer, type AdminOffer } from "@/provider/contracts/admin-offers";
import { adminDestination, type AdminDestination } from "@/provider/contracts/admin-destinations";
import { pageResponse, socialLinksResponse, type PageSlug, type SocialLinksResponse } from "@/provider/contracts/content";
import type { Locale } from "@/lib/i18n/routing";
import { bffFetch } from "./bff-client";
import { adminDestinationsEndpoint, adminOffersEndpoint, footerPageEndpoint, socialLinksEndpoint } from "@/lib/endpoints";

/** Adds (id null) or edits an offer; field errors arrive as BffError.fields (endDate: "endBeforeStart"). */
export function saveOffer(id: number | null, values: unknown, locale: Locale): Promise<AdminOffer> {
  return bffFetch(...adminOffersEndpoint(id), {
    method: id === null ? "POST" : "PUT",
    body: values,
    locale,
    schema: adminOffer,
  });
}

/** Throws BffError OFFER_HAS_RESERVATIONS (its message says how many) when reservations were made for it. */
export async function deleteOffer(id: number, locale: Locale): Promise<void> {
  await bffFetch(...adminOffersEndpoint(id), { method: "DELETE", locale });
}

export function saveDestination(id: number | null, values: unknown, locale: Locale): Promise<AdminDestination> {
  return bffFetch(...adminDestinationsEndpoint(id), {
    method: id === null ? "POST" : "PUT",
    body: values,
    locale,
    schema: adminDestination,
  });
}

export async function deleteDestination(id: number, locale: Locale): Promise<void> {
  await bffFetch(...adminDestinationsEndpoint(id), { method: "DELETE", locale });
}

/** Writes one language of a footer page (`pageLocale`); messages come in the admin's `locale`. */
export async function savePage(slug: PageSlug, pageLocale: Locale, values: { title: string; body: string }, locale: Locale) {
  return bffFetch(...footerPageEndpoint(slug), { method: "PUT", body: { ...values, locale: pageLocale }, locale, schema: pageResponse });
}

export function saveSocialLinks(values: unknown, locale: Locale): Promise<SocialLinksResponse> {
  return bffFetch(...socialLinksEndpoint(), { method: "PUT", body: values, locale, schema: socialLinksResponse });
}
