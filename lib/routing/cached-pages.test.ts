import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { routing } from "@/lib/i18n/routing";
import { KNOWN_PAGES } from "./known-paths";
import { alternateLinks, CACHED_PAGES, cachedPageLink, cachedPagePatterns, cachedPageRewrites, cachedPageUrls, searchRedirects } from "./cached-pages.mjs";

/** proxy.ts's matcher as Next compiles it: the whole path must match the source pattern. */
function proxyMatcher(): RegExp {
  const source = readFileSync("proxy.ts", "utf8").match(/matcher: \["([^"]+)"\]/)?.[1];
  if (!source) throw new Error("no matcher literal in proxy.ts");
  return new RegExp(`^${source.replace(/\\\\/g, "\\")}$`);
}

describe("cached public pages skip the proxy", () => {
  it("uses the app's locales", () => {
    expect(cachedPageUrls()).toEqual(expect.arrayContaining(routing.locales.map((locale) => (locale === routing.defaultLocale ? "/" : `/${locale}`))));
    expect(cachedPageRewrites()[0]).toEqual({ source: "/", destination: `/${routing.defaultLocale}` });
  });

  it("lists only known pages", () => {
    for (const page of CACHED_PAGES) expect(KNOWN_PAGES).toContain(page);
  });

  it("proxy.ts's matcher leaves out exactly the cached page URLs", () => {
    const matcher = proxyMatcher();
    expect(cachedPageUrls()).toHaveLength(CACHED_PAGES.length * routing.locales.length);
    for (const url of cachedPageUrls()) expect(matcher.test(url), url).toBe(false);
    const proxied = [
      "/ar",
      "/ar/about-us",
      "/login",
      "/en/login",
      "/en/",
      "/about-us/x",
      "/about-usx",
      "/enx",
      "/en/about-us/x",
      "/flight-search",
      "/profile",
      "/admin",
      "/no-such-page",
      "/api/health",
      "/ar/privacy-policy",
      "/offers/search",
      "/en/offers/search",
      "/offer/1",
      "/offersx",
    ];
    for (const url of proxied) expect(matcher.test(url), url).toBe(true);
    for (const url of ["/_next/static/x.js", "/icon.svg"]) expect(matcher.test(url), url).toBe(false);
  });

  it("gives each page next-intl's alternates header", () => {
    expect(alternateLinks("/about-us", "https://rahhal.example")).toBe(
      '<https://rahhal.example/about-us>; rel="alternate"; hreflang="ar", ' +
        '<https://rahhal.example/en/about-us>; rel="alternate"; hreflang="en", ' +
        '<https://rahhal.example/about-us>; rel="alternate"; hreflang="x-default"',
    );
    expect(alternateLinks("/", "http://x")).toContain('<http://x/en>; rel="alternate"; hreflang="en"');
  });

  it("names the header of every cached page URL, in either language, and of no other URL", () => {
    expect(cachedPageLink("/en/about-us", "http://x")).toBe(alternateLinks("/about-us", "http://x"));
    expect(cachedPageLink("/about-us", "http://x")).toBe(alternateLinks("/about-us", "http://x"));
    expect(cachedPageLink("/en", "http://x")).toBe(alternateLinks("/", "http://x"));
    for (const url of cachedPageUrls()) expect(cachedPageLink(url, "http://x"), url).not.toBeNull();
    for (const url of ["/ar/about-us", "/en/login", "/offer/1", "/about-us/x"]) expect(cachedPageLink(url, "http://x"), url).toBeNull();
  });

  it("sends an old home search link to /flight-search in its language", () => {
    expect(searchRedirects().slice(0, 2)).toEqual([
      { source: "/", has: [{ type: "query", key: "from" }], destination: "/flight-search", permanent: true },
      { source: "/en", has: [{ type: "query", key: "from" }], destination: "/en/flight-search", permanent: true },
    ]);
  });

  it("sends an offers link with anything /offers/search reads there, in its language", () => {
    const offers = searchRedirects().filter((r) => r.source.endsWith("/offers"));
    expect(offers).toContainEqual({ source: "/offers", has: [{ type: "query", key: "type" }], destination: "/offers/search", permanent: true });
    expect(offers).toContainEqual({ source: "/en/offers", has: [{ type: "query", key: "q" }], destination: "/en/offers/search", permanent: true });
    // Every field the search page reads, so no filtered link is answered with the plain list.
    const keys = new Set(offers.map((r) => r.has[0]!.key));
    expect([...keys].sort()).toEqual(["destination", "maxPrice", "minPrice", "page", "q", "sort", "tags", "type"]);
  });
});

describe("cached pages named by an id", () => {
  const answered = (url: string) => cachedPagePatterns().some((pattern) => pattern.test(url));

  it("are an offer's, a hotel's and a chalet's plain address, in each language", () => {
    for (const url of ["/offer/12", "/en/offer/12", "/hotel/3", "/en/hotel/3", "/chalet/45", "/en/chalet/45"]) expect(answered(url), url).toBe(true);
  });

  it("leave out the pages below them, other languages' prefixes and ids the provider could not know", () => {
    for (const url of ["/hotel/3/dates", "/hotel/3/reservation/r9", "/ar/hotel/3", "/hotel/0", "/hotel/x", "/chalet/1234567890", "/flight/3"])
      expect(answered(url), url).toBe(false);
  });
});
