// Issue 26 point 4: a hotel's and a chalet's page is in the sitemap, tells crawlers what it is (canonical, hreflang,
// Open Graph with its first photo, a Hotel / LodgingBusiness JSON-LD with address, stars and price range) and is the
// same cached page whatever the query string, answered from memory; an address with dates is still priced for them.
import { expect, test } from "@playwright/test";
import { localePath, LOCALES, t } from "../support/i18n";
import { plusDays, sundayAhead } from "../support/stays";

type Node = Record<string, unknown>;

function jsonLdNodes(html: string): Node[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Node);
  return blocks.flatMap((block) => (block["@graph"] as Node[] | undefined) ?? [block]);
}

const meta = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]+)"`).exec(html)?.[1];

for (const locale of LOCALES) {
  test(`a hotel's and a chalet's page tell crawlers what they are, from the cache (${locale})`, async ({ request }) => {
    const hotel = (await (await request.get("/api/hotels/api/Hotels/1", { headers: { "accept-language": locale } })).json()) as {
      name: string;
      stars: number;
      photos: string[];
      rooms: { nightlyPrice: number; weekendPrice: number }[];
    };
    const path = localePath(locale, "/hotel/1");
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http[^"]+${path === "/hotel/1" ? "" : "/en"}/hotel/1"`));
    for (const lang of ["ar", "en", "x-default"]) expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="${lang}" href="http[^"]+/hotel/1"`, "i"));
    expect(meta(html, "og:title")).toContain(hotel.name);
    expect(meta(html, "og:image")).toContain(hotel.photos[0]!);
    expect(html).not.toMatch(/<meta name="robots" content="noindex/);

    const lodging = jsonLdNodes(html).find((node) => node["@type"] === "Hotel")!;
    expect(lodging).toMatchObject({ name: hotel.name, starRating: { ratingValue: hotel.stars }, address: { "@type": "PostalAddress" } });
    const low = Math.min(...hotel.rooms.flatMap((room) => [room.nightlyPrice, room.weekendPrice])) / 100;
    expect(String(lodging.priceRange)).toContain(`SAR ${low.toFixed(2)}`);
    expect(jsonLdNodes(html).map((node) => node["@type"])).toContain("BreadcrumbList");

    // The same page for any query string that names no dates, and the second guest is answered from memory.
    const tagged = await (await request.get(`${path}?utm_source=newsletter`)).text();
    expect(tagged).toContain(hotel.name);
    expect(tagged).not.toContain('data-testid="rooms-left"');
    await expect.poll(async () => (await request.get(path)).headers()["x-page-cache"]).toBe("hit");

    const chaletPath = localePath(locale, "/chalet/1");
    const chalet = await (await request.get(chaletPath)).text();
    expect(chalet).toMatch(/<link rel="canonical" href="http[^"]+\/chalet\/1"/);
    expect(meta(chalet, "og:image")).toBeTruthy();
    const home = jsonLdNodes(chalet).find((node) => node["@type"] === "LodgingBusiness")!;
    expect(home).toMatchObject({ address: { "@type": "PostalAddress" }, geo: { "@type": "GeoCoordinates" } });
    expect(String(home.priceRange)).toMatch(/^SAR \d/);
  });

  test(`an address with dates is priced for them and names the plain page as canonical (${locale})`, async ({ page }) => {
    const checkIn = sundayAhead(locale === "ar" ? 90 : 97);
    await page.goto(localePath(locale, `/hotel/2?checkIn=${checkIn}&checkOut=${plusDays(checkIn, 2)}&guests=2`));
    await expect(page.getByTestId("rooms-left").first()).toBeVisible();
    await expect(page.getByRole("link", { name: t(locale, "StayDetails.chooseRoom") }).first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${locale === "en" ? "/en" : ""}/hotel/2$`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    // Without dates the same address is the cached page: "from" prices, no rooms left.
    await page.goto(localePath(locale, "/hotel/2"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("rooms-left")).toHaveCount(0);
  });
}

test("sitemap.xml lists every hotel and chalet on sale in both languages, with their alternates", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const hotels = (await (await request.get("/api/hotels/api/Hotels/Listed")).json()) as { id: number }[];
  const chalets = (await (await request.get("/api/chalets/api/Chalets/Listed")).json()) as { id: number }[];
  expect(hotels.length).toBeGreaterThan(0);
  expect(chalets.length).toBeGreaterThan(0);
  for (const { id } of hotels) {
    expect(sitemap).toContain(`/hotel/${id}</loc>`);
    expect(sitemap).toContain(`/en/hotel/${id}</loc>`);
  }
  for (const { id } of chalets) expect(sitemap).toContain(`/en/chalet/${id}</loc>`);
  expect(sitemap).toMatch(/hreflang="en" href="http[^"]+\/en\/hotel\/1"/);
});

test("an unknown hotel or chalet is not found, whatever its address", async ({ request }) => {
  for (const path of ["/hotel/987654", "/en/chalet/987654", "/hotel/abc"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
});
