// Issue 8: offers a visitor finds from a search engine — the list with its filters in the address, one offer's page,
// expired and unknown offers — and what the pages tell crawlers (canonical, hreflang, Open Graph, JSON-LD, sitemap).
import { expect, test, type APIRequestContext } from "@playwright/test";
import { LOCALES, localePath, t } from "../support/i18n";

type Offer = { id: number; title: string; status: string; price: number; type: string; availability: number };

async function offers(request: APIRequestContext, query: string, locale: "ar" | "en" = "en"): Promise<{ items: Offer[]; total: number }> {
  const response = await request.get(`/api/offer-backend/api/Offers?${query}&lang=${locale}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { items: Offer[]; total: number };
}

function jsonLdTypes(html: string): string[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  expect(blocks.length).toBeGreaterThan(0);
  return blocks.flatMap((block) =>
    ((block["@graph"] as Record<string, unknown>[] | undefined) ?? [block]).flatMap((node) => [node["@type"]].flat() as string[]),
  );
}

function expectSeo(html: string, canonical: RegExp) {
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="${canonical.source}"`));
  for (const lang of ["ar", "en", "x-default"]) expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="${lang}" href="http[^"]+"`, "i"));
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
  expect(html).toMatch(/<meta property="og:url" content="http[^"]+"/);
}

for (const locale of LOCALES) {
  test(`offers: filter by type and price in the address, open one, its page says everything (${locale})`, async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const packages = await offers(request, "type=package&maxPrice=300000", locale);
    expect(packages.total).toBeGreaterThan(0);

    await page.goto(localePath(locale, "/offers"));
    await expect(page.getByRole("heading", { level: 1, name: t(locale, "Offers.title") })).toBeVisible();
    // On a phone the offers come first, the filters folded into one line above them (issue 22, point 9).
    const form = page.getByRole("form", { name: t(locale, "Offers.filters") });
    await expect(page.getByRole("article").first()).toBeInViewport();
    await expect(form).toBeHidden();
    await page
      .locator("summary")
      .filter({ hasText: t(locale, "Offers.filters") })
      .click();
    await form.getByRole("checkbox", { name: new RegExp(t(locale, "Offers.types.package")) }).check();
    await form.getByLabel(t(locale, "Offers.maxPrice")).fill("3000");
    await form.getByRole("button", { name: t(locale, "Offers.apply") }).click();
    await expect(page).toHaveURL(/type=package/);
    await expect(page).toHaveURL(/maxPrice=3000/);
    await expect(page.getByRole("status").filter({ hasText: t(locale, "Offers.results", { count: packages.total }) })).toBeVisible();
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(Math.min(packages.total, 12));
    for (const type of await cards
      .locator("span")
      .filter({ hasText: t(locale, "Offers.types.package") })
      .all())
      await expect(type).toBeVisible();

    const first = packages.items[0]!;
    await page.getByRole("link", { name: first.title }).click();
    await expect(page).toHaveURL(new RegExp(`/offer/${first.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: t(locale, "Offers.terms") })).toBeVisible();
  });

  test(`offers: nothing matches → the page says so and offers to clear the filters (${locale})`, async ({ page }) => {
    await page.goto(localePath(locale, "/offers?minPrice=9000000"));
    await expect(page.getByRole("heading", { name: t(locale, "Offers.emptyTitle") })).toBeVisible();
    await page
      .getByRole("region")
      .getByRole("link", { name: t(locale, "Offers.clear") })
      .click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/offers")}$`));
    await expect(page.getByRole("article").first()).toBeVisible();
  });

  test(`offers: an expired offer says booking is over and cannot be booked; an unknown id is a 404 (${locale})`, async ({ page, request }) => {
    const expired = (await offers(request, "includeExpired=true&sort=ending-soon&pageSize=48", locale)).items.find((offer) => offer.status === "expired");
    expect(expired).toBeTruthy();
    const response = await page.goto(localePath(locale, `/offer/${expired!.id}`));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("alert").filter({ hasText: t(locale, "Offers.expiredNotice") })).toBeVisible();
    await expect(page.getByText(t(locale, "OfferBooking.unavailableTitle"))).toBeVisible();
    await expect(page.getByRole("button", { name: t(locale, "OfferBooking.submit") })).toHaveCount(0);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");

    const missing = await page.goto(localePath(locale, "/offer/987654"));
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: t(locale, "Offers.notFoundTitle") })).toBeVisible();
  });
}

test("the offers pages, home and about us describe themselves to crawlers in their HTML, in both languages", async ({ request }) => {
  const offer = (await offers(request, "sort=featured")).items[0]!;
  for (const locale of LOCALES) {
    const list = await (await request.get(localePath(locale, "/offers"))).text();
    expectSeo(list, new RegExp(`http[^"]+${localePath(locale, "/offers")}`));
    expect(jsonLdTypes(list)).toContain("BreadcrumbList");
    expect(list).toContain(t(locale, "Offers.title"));

    const details = await (await request.get(localePath(locale, `/offer/${offer.id}`))).text();
    expectSeo(details, new RegExp(`http[^"]+${localePath(locale, `/offer/${offer.id}`)}`));
    expect(details).toMatch(/<meta property="og:image" content="http[^"]+"/);
    expect(details).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    expect(jsonLdTypes(details)).toEqual(expect.arrayContaining(["Product", "BreadcrumbList"]));

    // The footer pages: in their HTML, and their languages in the Link header too.
    const about = await request.get(localePath(locale, "/about-us"));
    for (const lang of ["ar", "en", "x-default"]) expect(about.headers()["link"]).toContain(`hreflang="${lang}"`);
    const aboutHtml = await about.text();
    expectSeo(aboutHtml, new RegExp(`http[^"]+${localePath(locale, "/about-us")}`));
    expect(jsonLdTypes(aboutHtml)).toEqual(["AboutPage"]);
    expect(jsonLdTypes(await (await request.get(localePath(locale, "/privacy-policy"))).text())).toEqual(["WebPage"]);

    // A filtered list is /offers/search: an old /offers?… link is sent there with its query.
    const filtered = await request.get(localePath(locale, "/offers?type=package&page=2"), { maxRedirects: 0 });
    expect(filtered.status()).toBe(308);
    expect(filtered.headers()["location"]).toBe(`${localePath(locale, "/offers/search")}?type=package&page=2`);

    const home = await (await request.get(localePath(locale, "/"))).text();
    expect(jsonLdTypes(home)).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
  }
});

test("sitemap.xml lists the public pages and current offers in both languages; robots.txt keeps private pages out", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const current = await offers(request, "pageSize=48");
  for (const path of ["/about-us", "/terms-and-conditions", "/privacy-policy", "/offers"]) {
    expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).toContain(`/en${path}</loc>`);
  }
  for (const offer of current.items) {
    expect(sitemap).toContain(`/offer/${offer.id}</loc>`);
    expect(sitemap).toContain(`/en/offer/${offer.id}</loc>`);
  }
  expect(sitemap).toContain("<lastmod>");
  const expired = (await offers(request, "includeExpired=true&pageSize=48")).items.filter((offer) => offer.status === "expired");
  expect(expired.length).toBeGreaterThan(0);
  for (const offer of expired) expect(sitemap).not.toContain(`/offer/${offer.id}</loc>`);

  const robots = await (await request.get("/robots.txt")).text();
  for (const path of ["/admin", "/api/", "/profile", "/en/profile", "/all-reservations", "/favorites", "/login"]) expect(robots).toContain(`Disallow: ${path}`);
  expect(robots).toMatch(/Sitemap: http.+\/sitemap\.xml/);
});
