// Public footer content and admin figures from flight-backend, mapped to the app's own types.
import "server-only";
import { safeHttpUrl } from "@/lib/http/safe-url";
import { cacheLife, cacheTag } from "next/cache";
import { isBuildPhase } from "@/lib/cache/build-phase";
import { CONTENT_TAG_NAMES } from "@/lib/cache/tags";
import { adminStatsResponse, pageResponse, socialLinksResponse, type PageSlug, type SocialLinksResponse } from "@/provider/contracts/content";
import type { Locale } from "@/lib/i18n/routing";
import { providerRequest, ProviderRequestError } from "./client";
import { footerPageEndpoint, socialLinksEndpoint } from "@/lib/endpoints";

export const SOCIAL_NETWORKS = ["facebook", "instagram", "twitter", "linkedin"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLink = { network: SocialNetwork; href: string | null };

export type ContentPage = { slug: PageSlug; locale: Locale; title: string; body: string; updatedAt: Date };

export type AdminStats = { users: number; reservations: number; flights: number; offers: number };

export function mapSocialLinks(wire: SocialLinksResponse): SocialLink[] {
  const byNetwork: Record<SocialNetwork, string | null> = {
    facebook: wire.facebookLink,
    instagram: wire.instagramLink,
    twitter: wire.twitterLink,
    linkedin: wire.linkedinLink,
  };
  return SOCIAL_NETWORKS.map((network) => ({ network, href: safeHttpUrl(byNetwork[network]) }));
}

const MISSING_LINKS: SocialLink[] = SOCIAL_NETWORKS.map((network) => ({ network, href: null }));

/** The footer's social buttons, and whether they are the build's placeholder (see lib/cache/build-phase.ts). */
export type FooterLinks = { links: SocialLink[]; fromBuild: boolean };

/** Every link missing when the provider cannot answer: the footer must never break a page. */
export async function getSocialLinks(): Promise<FooterLinks> {
  "use cache";
  cacheTag(CONTENT_TAG_NAMES.socialLinks);
  if (isBuildPhase()) {
    cacheLife("placeholder");
    return { links: MISSING_LINKS, fromBuild: true };
  }
  try {
    const links = mapSocialLinks(await providerRequest(...socialLinksEndpoint(), { schema: socialLinksResponse }));
    cacheLife("content");
    return { links, fromBuild: false };
  } catch (error) {
    if (!(error instanceof ProviderRequestError)) console.error("[content] social links", error);
    cacheLife("failure");
    return { links: MISSING_LINKS, fromBuild: false };
  }
}

/**
 * A footer page in the given language: the page, "missing" when the provider has none (the route then answers 404),
 * or "pending" while the build prerenders without the provider.
 */
export async function getPage(slug: PageSlug, locale: Locale): Promise<ContentPage | "missing" | "pending"> {
  "use cache";
  cacheTag(CONTENT_TAG_NAMES.page(slug));
  if (isBuildPhase()) {
    cacheLife("placeholder");
    return "pending";
  }
  try {
    const wire = await providerRequest(...footerPageEndpoint(slug), { locale, schema: pageResponse });
    cacheLife("content");
    return { slug: wire.slug, locale: wire.locale, title: wire.title, body: wire.body, updatedAt: new Date(wire.updatedAt) };
  } catch (error) {
    if (error instanceof ProviderRequestError && error.status === 404) {
      cacheLife("content");
      return "missing";
    }
    throw error;
  }
}

/** Dashboard figures; never cached (the admin expects them live). Throws ProviderRequestError on failure. */
export async function getAdminStats(token: string, locale: Locale): Promise<AdminStats> {
  const wire = await providerRequest("flight-backend", "api/Admin/Stats", { token, locale, schema: adminStatsResponse });
  return { users: wire.users, reservations: wire.reservations, flights: wire.flights, offers: wire.offers };
}
