// Public footer content and admin figures from flight-backend, mapped to the app's own types.
import "server-only";
import { cache } from "react";
import { unstable_cache } from "next/cache";
import {
  adminStatsResponse,
  pageResponse,
  socialLinksResponse,
  type PageSlug,
  type SocialLinksResponse,
} from "@/provider/contracts/content";
import type { Locale } from "@/lib/i18n/routing";
import { providerRequest, ProviderRequestError } from "./client";

/** Cache tags of public content; admin edits revalidate them with `revalidateTag(tag, "max")`. */
export const CONTENT_TAGS = {
  socialLinks: "content:social-links",
  page: (slug: PageSlug) => `content:page:${slug}`,
} as const;

export const SOCIAL_NETWORKS = ["facebook", "instagram", "twitter", "linkedin"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLink = { network: SocialNetwork; href: string | null };

export type ContentPage = { slug: PageSlug; locale: Locale; title: string; body: string; updatedAt: Date };

export type AdminStats = { users: number; reservations: number; flights: number; offers: number };

/** Only absolute http(s) links become buttons; anything else counts as missing. */
function safeHref(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

export function mapSocialLinks(wire: SocialLinksResponse): SocialLink[] {
  const byNetwork: Record<SocialNetwork, string | null> = {
    facebook: wire.facebookLink,
    instagram: wire.instagramLink,
    twitter: wire.twitterLink,
    linkedin: wire.linkedinLink,
  };
  return SOCIAL_NETWORKS.map((network) => ({ network, href: safeHref(byNetwork[network]) }));
}

const fetchSocialLinks = unstable_cache(
  async () => providerRequest("flight-backend", "api/Footer/SocialMedia", { schema: socialLinksResponse }),
  ["content-social-links"],
  { tags: [CONTENT_TAGS.socialLinks], revalidate: 300 },
);

/** The footer's social buttons; every link missing when the provider cannot answer (the footer must never break a page). */
export const getSocialLinks = cache(async (): Promise<SocialLink[]> => {
  try {
    return mapSocialLinks(await fetchSocialLinks());
  } catch (error) {
    if (!(error instanceof ProviderRequestError)) console.error("[content] social links", error);
    return SOCIAL_NETWORKS.map((network) => ({ network, href: null }));
  }
});

const fetchPage = (slug: PageSlug, locale: Locale) =>
  unstable_cache(
    async () => providerRequest("flight-backend", `api/Pages/${slug}`, { locale, schema: pageResponse }),
    ["content-page", slug, locale],
    { tags: [CONTENT_TAGS.page(slug)], revalidate: 300 },
  )();

/** A footer page in the given language, or null when the provider has none (the route then answers 404). */
export const getPage = cache(async (slug: PageSlug, locale: Locale): Promise<ContentPage | null> => {
  try {
    const wire = await fetchPage(slug, locale);
    return { slug: wire.slug, locale: wire.locale, title: wire.title, body: wire.body, updatedAt: new Date(wire.updatedAt) };
  } catch (error) {
    if (error instanceof ProviderRequestError && error.status === 404) return null;
    throw error;
  }
});

/** Dashboard figures; never cached (the admin expects them live). Throws ProviderRequestError on failure. */
export async function getAdminStats(token: string, locale: Locale): Promise<AdminStats> {
  const wire = await providerRequest("flight-backend", "api/Admin/Stats", { token, locale, schema: adminStatsResponse });
  return { users: wire.users, reservations: wire.reservations, flights: wire.flights, offers: wire.offers };
}
