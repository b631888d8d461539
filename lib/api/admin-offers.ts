// The browser's admin writes of offers, popular destinations and footer content, through the BFF (which revalidates
// the public pages that show them: lib/cache/public-content.ts).
import { adminOffer, type AdminOffer } from "@/provider/contracts/admin-offers";
import { adminDestination, type AdminDestination } from "@/provider/contracts/admin-destinations";
import { pageResponse, socialLinksResponse, type PageSlug, type SocialLinksResponse } from "@/provider/contracts/content";
import type { Locale } from "@/lib/i18n/routing";
import { bffFetch } from "./bff-client";

/** Adds (id null) or edits an offer; field errors arrive as BffError.fields (endDate: "endBeforeStart"). */
export function saveOffer(id: number | null, values: unknown, locale: Locale): Promise<AdminOffer> {
  return bffFetch("offer-backend", id === null ? "api/Admin/Offers" : `api/Admin/Offers/${id}`, {
    method: id === null ? "POST" : "PUT",
    body: values,
    locale,
    schema: adminOffer,
  });
}

/** Throws BffError OFFER_HAS_RESERVATIONS (its message says how many) when reservations were made for it. */
export async function deleteOffer(id: number, locale: Locale): Promise<void> {
  await bffFetch("offer-backend", `api/Admin/Offers/${id}`, { method: "DELETE", locale });
}

export function saveDestination(id: number | null, values: unknown, locale: Locale): Promise<AdminDestination> {
  return bffFetch("offer-backend", id === null ? "api/Admin/Destinations" : `api/Admin/Destinations/${id}`, {
    method: id === null ? "POST" : "PUT",
    body: values,
    locale,
    schema: adminDestination,
  });
}

export async function deleteDestination(id: number, locale: Locale): Promise<void> {
  await bffFetch("offer-backend", `api/Admin/Destinations/${id}`, { method: "DELETE", locale });
}

/** Writes one language of a footer page (`pageLocale`); messages come in the admin's `locale`. */
export async function savePage(slug: PageSlug, pageLocale: Locale, values: { title: string; body: string }, locale: Locale) {
  return bffFetch("flight-backend", `api/Pages/${slug}`, { method: "PUT", body: { ...values, locale: pageLocale }, locale, schema: pageResponse });
}

export function saveSocialLinks(values: unknown, locale: Locale): Promise<SocialLinksResponse> {
  return bffFetch("flight-backend", "api/Footer/SocialMedia", { method: "PUT", body: values, locale, schema: socialLinksResponse });
}
