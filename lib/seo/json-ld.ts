// schema.org descriptions of the site and its pages (JSON-LD), built from app data; components/seo/json-ld.tsx writes
// them into the page. URLs are absolute on APP_URL.
import { appUrl } from "@/lib/http/app-origin";
import { localizedPath, type PathTarget } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";

export type JsonLd = Record<string, unknown>;

const absolute = (path: PathTarget, locale: Locale) => appUrl(localizedPath(path, locale)).href;

/** The company behind the site; `sameAs` lists its social profiles. */
export function organization({ name, locale, sameAs }: { name: string; locale: Locale; sameAs: string[] }): JsonLd {
  return {
    "@type": "Organization",
    "@id": `${appUrl("/").href}#organization`,
    name,
    url: absolute("/", locale),
    logo: appUrl("/icon.svg").href,
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** The site, with the search a visitor can start from a search engine (offers by destination or words). */
export function website({ name, locale }: { name: string; locale: Locale }): JsonLd {
  return {
    "@type": "WebSite",
    "@id": `${appUrl("/").href}#website`,
    name,
    url: absolute("/", locale),
    inLanguage: locale,
    publisher: { "@id": `${appUrl("/").href}#organization` },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${absolute("/offers", locale)}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** Home › … › this page. `items` are [name, locale-less path]. */
export function breadcrumbs(items: [string, PathTarget][], locale: Locale): JsonLd {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map(([name, path], index) => ({ "@type": "ListItem", position: index + 1, name, item: absolute(path, locale) })),
  };
}

/** One document holding several descriptions. */
export function graph(...nodes: JsonLd[]): JsonLd {
  return { "@context": "https://schema.org", "@graph": nodes };
}
