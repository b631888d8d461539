// What a public page tells search engines and link previews: its canonical address in its language, the same page in
// the other language (hreflang, x-default = Arabic, the site's default), Open Graph and Twitter cards. Addresses are
// absolute on APP_URL (the layout's metadataBase), never on the request's Host.
import type { Metadata } from "next";
import { localizedPath, type PathTarget } from "@/lib/i18n/paths";
import { routing, type Locale } from "@/lib/i18n/routing";

/** Open Graph's locale names (language_TERRITORY). */
const OG_LOCALE: Record<Locale, string> = { ar: "ar_SA", en: "en_US" };

/** Canonical and hreflang alternates of a locale-less path in `locale`. */
export function alternatesFor(path: PathTarget, locale: Locale): NonNullable<Metadata["alternates"]> {
  const languages: Record<string, string> = {};
  for (const each of routing.locales) languages[each] = localizedPath(path, each);
  languages["x-default"] = localizedPath(path, routing.defaultLocale);
  return { canonical: localizedPath(path, locale), languages };
}

export type SeoInput = {
  locale: Locale;
  /** The page's locale-less path ("/offer/12"). */
  path: PathTarget;
  title: string;
  description: string;
  /** The site's name, for og:site_name. */
  siteName: string;
  /** A path or absolute URL of the page's picture (1200 px wide or more). */
  image?: { url: string; alt: string; width?: number; height?: number };
  type?: "website" | "article";
  /** Expired offers and the like: kept reachable, kept out of the index. */
  noindex?: boolean;
};

export function seoMetadata({ locale, path, title, description, siteName, image, type = "website", noindex }: SeoInput): Metadata {
  const alternates = alternatesFor(path, locale);
  const canonical = localizedPath(path, locale);
  const images = image ? [{ url: image.url, alt: image.alt, width: image.width, height: image.height }] : undefined;
  return {
    title,
    description,
    alternates,
    openGraph: {
      type,
      siteName,
      title,
      // No og:description: link previews fall back to the page's description, and a repeat rides twice in a cached
      // page (HTML and React payload) — it put /about-us over its first-load budget.
      url: canonical,
      // No og:locale:alternate: the hreflang alternates name the other language already.
      locale: OG_LOCALE[locale],
      images,
    },
    // Only the card kind: X reads the title, description and picture from the Open Graph tags, and each repeat would
    // ride twice in a cached page (HTML and React payload).
    twitter: { card: image ? "summary_large_image" : "summary" },
    robots: noindex ? { index: false, follow: true } : undefined,
  };
}

/** A description from text: the first non-heading line, cut at a word under `max` characters. */
export function describe(text: string, max = 160): string {
  const line =
    text
      .split("\n")
      .map((each) => each.trim())
      .find((each) => each && !each.startsWith("#")) ?? "";
  const plain = line.replace(/[*_`>#[\]]/g, "").replace(/\(https?:[^)]*\)/g, "");
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2))}…`;
}
