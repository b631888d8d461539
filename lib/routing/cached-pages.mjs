// The public pages that are served from cache skip proxy.ts altogether: a middleware call costs more than serving the
// cached HTML (measured with `npm run bench:pages`: /about-us 503 req/s through the proxy), and none of its work
// applies to them — they are known pages, need no session and carry the static CSP. What the proxy did for them is
// done here, from next.config.mjs, by Next's router, and in the request guard:
//   - the default locale's URLs (`/about-us`) are rewritten to their `[locale]` page (`/ar/about-us`);
//   - the hreflang alternates header that next-intl's middleware sets, naming APP_URL's origin: set at request time by
//     the Node request guard (lib/http/request-guard.ts), not by next.config.mjs, whose headers are fixed at build time
//     (one build serves any APP_URL);
//   - an old flight search link on home (`/?from=…`) is sent to /flight-search, a filtered offers link
//     (`/offers?type=…`) to /offers/search.
// proxy.ts's matcher leaves out exactly these paths (a test keeps the two in step). Plain JS: next.config.mjs loads it.

/** lib/i18n/routing.ts's locales and default (a test keeps them equal; next.config.mjs cannot import TypeScript). */
const routing = { locales: ["ar", "en"], defaultLocale: "ar" };

/** Locale-less paths of the cached public pages. */
export const CACHED_PAGES = ["/", "/about-us", "/terms-and-conditions", "/privacy-policy", "/offers"];

/** What /offers/search reads from the address (lib/offers/search-params.ts): /offers never does. */
const OFFERS_QUERY_KEYS = ["q", "type", "destination", "tags", "minPrice", "maxPrice", "sort", "page"];

const localized = (path, locale) => {
  if (locale === routing.defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
};

/**
 * The cached pages named by an id, in every language: an offer's, a hotel's and a chalet's page (`/offer/12`,
 * `/en/hotel/3`), prerendered the first time it is asked for. They go through proxy.ts like any page (its locale
 * rewrite); the server's page cache (lib/http/page-cache.ts) answers them from memory once Next has answered one
 * visitor 200. Only the plain address: one with a query (a hotel's dates) is never answered from memory.
 */
export function cachedPagePatterns() {
  return routing.locales.map((locale) => new RegExp(`^${locale === routing.defaultLocale ? "" : `/${locale}`}/(?:offer|hotel|chalet)/[1-9]\\d{0,8}$`));
}

/** The cached URLs that show one offer's places: the list and the offer's page, in every language. */
export function offerPlacesUrls(offerId) {
  return routing.locales.flatMap((locale) => [localized("/offers", locale), localized(`/offer/${offerId}`, locale)]);
}

/** Every URL a visitor uses for a cached page, in every language (`/`, `/en`, `/about-us`, `/en/about-us`, …). */
export function cachedPageUrls() {
  return CACHED_PAGES.flatMap((path) => routing.locales.map((locale) => localized(path, locale)));
}

/** next.config.mjs `rewrites().beforeFiles`: the default locale's URLs onto their `[locale]` pages. */
export function cachedPageRewrites() {
  return CACHED_PAGES.map((path) => ({
    source: path,
    destination: path === "/" ? `/${routing.defaultLocale}` : `/${routing.defaultLocale}${path}`,
  }));
}

/** The `Link` header next-intl's middleware gives a page: its URL in each language and the x-default. */
export function alternateLinks(path, origin) {
  const link = (href, hreflang) => `<${origin}${href}>; rel="alternate"; hreflang="${hreflang}"`;
  return [...routing.locales.map((locale) => link(localized(path, locale), locale)), link(localized(path, routing.defaultLocale), "x-default")].join(", ");
}

/** Each cached page URL (`/en/about-us`) with its locale-less path (`/about-us`). */
const PATH_OF_URL = new Map(CACHED_PAGES.flatMap((path) => routing.locales.map((locale) => [localized(path, locale), path])));

/** The alternates `Link` header of a cached page URL (path only, no query), naming `origin`; null for any other URL. */
export function cachedPageLink(url, origin) {
  const path = PATH_OF_URL.get(url);
  return path === undefined ? null : alternateLinks(path, origin);
}

/**
 * next.config.mjs `redirects()`: flight searches have their own page, /flight-search, and home never reads its
 * query. A link from before (`/?from=…`) gets a 308 there; Next passes the query on. So does an offers list with
 * filters, a sort or a page (`/offers?type=hotel`: a shared link, a search engine's SearchAction) to /offers/search.
 */
export function searchRedirects() {
  return [...flightSearchRedirects(), ...offersSearchRedirects()];
}

function offersSearchRedirects() {
  return routing.locales.flatMap((locale) =>
    OFFERS_QUERY_KEYS.map((key) => ({
      source: localized("/offers", locale),
      has: [{ type: "query", key }],
      destination: localized("/offers/search", locale),
      permanent: true,
    })),
  );
}

function flightSearchRedirects() {
  return routing.locales.map((locale) => ({
    source: localized("/", locale),
    has: [{ type: "query", key: "from" }],
    destination: localized("/flight-search", locale),
    permanent: true,
  }));
}
