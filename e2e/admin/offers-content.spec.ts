// Issue 9, offers and content: an admin adds an offer (with an uploaded picture), edits its title and sees it on the
// cached /offers and in the sitemap at once, in both languages; an end date before the start date is refused with its
// message and nothing is saved; an edit of About us is on the public page at once, in both languages.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { pickDay } from "../support/date-picker";
import { localePath, LOCALES, t, type Locale } from "../support/i18n";
import { solidPng } from "../support/pictures";
import { expectOnPublicPage } from "../support/public-content";

/** A day in Riyadh's calendar (offers are sold by it), `days` from today. */
const riyadhDay = (days = 0) => new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

const PNG = solidPng(160, 100, [14, 116, 144]);

const field = (page: Page, locale: Locale, key: string) => page.getByLabel(t(locale, `AdminOffers.fields.${key}`), { exact: true });
const save = (page: Page, locale: Locale) => page.getByRole("button", { name: t(locale, "AdminCatalogue.save"), exact: true }).click();

type AdminOffer = { id: number; titleAr: string; titleEn: string; startDate: string; endDate: string; updatedAt: string };

async function adminOffer(request: APIRequestContext, id: number): Promise<AdminOffer> {
  const response = await request.get(`/api/offer-backend/api/Admin/Offers/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as AdminOffer;
}

/** Types into a field until the hydrated form keeps it (typing before hydration is lost). */
async function fillWhenReady(page: Page, locale: Locale, key: string, value: string) {
  await expect(async () => {
    await field(page, locale, key).fill(value);
    await expect(field(page, locale, key)).toHaveValue(value, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

test("an admin adds an offer with a picture, edits its title in each language and sees it on /offers and in the sitemap at once", async ({ page, request }) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  const stamp = Date.now().toString(36);
  const locale: Locale = "en";
  await page.goto(localePath(locale, "/admin/dashboard/offers/add"));
  await expect(page.getByRole("heading", { level: 1, name: t(locale, "AdminOffers.add") })).toBeVisible();
  await fillWhenReady(page, locale, "titleEn", `Jeddah corniche ${stamp}`);
  await field(page, locale, "titleAr").fill(`كورنيش جدة ${stamp}`);
  await field(page, locale, "descriptionAr").fill("ليلتان على البحر");
  await field(page, locale, "descriptionEn").fill("Two nights by the sea");
  await field(page, locale, "type").selectOption("hotel");
  await field(page, locale, "destination").fill("jed");
  await pickDay(page, locale, field(page, locale, "startDate"), riyadhDay(0));
  await pickDay(page, locale, field(page, locale, "endDate"), riyadhDay(1));
  // Two days hold two nights at most (the form's 3 would be refused: nightsLongerThanOffer).
  await field(page, locale, "nights").fill("2");
  await field(page, locale, "price").fill("450");
  await field(page, locale, "originalPrice").fill("600");
  await field(page, locale, "availability").fill("4");
  await field(page, locale, "providerName").fill("Rahhal Hotels");
  await field(page, locale, "providerNameAr").fill("فنادق رحّال");
  await field(page, locale, "tags").fill("beach, weekend");
  await page.getByLabel(t(locale, "AdminOffers.fields.isFeatured")).check();
  await page.locator('input[type="file"]#offer-image').setInputFiles({ name: "sea.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("img", { name: t(locale, "AdminUploads.preview") })).toHaveAttribute("src", /^\/uploads\/[a-f0-9]{64}\.png$/);
  await save(page, locale);
  await expect(page.getByText(t(locale, "AdminCatalogue.created"))).toBeVisible();
  await expect(page).toHaveURL(/\/en\/admin\/dashboard\/offers/);

  // The list finds it by a word of its title; its edit page holds what was typed.
  await page.goto(localePath(locale, `/admin/dashboard/offers?q=${stamp}`));
  const row = page.getByRole("row").filter({ hasText: stamp });
  await expect(row).toHaveCount(1);
  await row.getByRole("link", { name: t(locale, "AdminCatalogue.editNamed", { name: `Jeddah corniche ${stamp}` }) }).click();
  await expect(page.getByRole("heading", { level: 1, name: t(locale, "AdminOffers.edit") })).toBeVisible();
  const id = Number(/\/edit\/(\d+)/.exec(page.url())![1]);
  const created = await adminOffer(request, id);
  expect(created).toMatchObject({ titleEn: `Jeddah corniche ${stamp}`, startDate: riyadhDay(0), endDate: riyadhDay(1) });

  // On the cached /offers and in the sitemap at once, picture included (within the few seconds a render in flight
  // across the save may hold the old list: e2e/support/public-content.ts; CI met it once, a card missing for 10 s on
  // the one page load this step made).
  const card = page.getByRole("article").filter({ hasText: `Jeddah corniche ${stamp}` });
  await expectOnPublicPage(page, localePath("en", "/offers"), async () => {
    await expect(card).toBeVisible({ timeout: 2_000 });
  });
  // The picture goes through Next's optimizer from /uploads (lazy: it loads once scrolled to).
  const picture = card.locator("img");
  const optimized = await request.get((await picture.getAttribute("src"))!);
  expect(optimized.status()).toBe(200);
  expect(optimized.headers()["content-type"]).toMatch(/^image\//);
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await (await request.get("/sitemap.xml")).text()).toContain(`/en/offer/${id}<`);

  // English title edited: /en/offers shows it at once.
  await page.goto(localePath("en", `/admin/dashboard/offers/edit/${id}`));
  await fillWhenReady(page, "en", "titleEn", `Jeddah seafront ${stamp}`);
  await save(page, "en");
  await expect(page.getByText(t("en", "AdminCatalogue.saved"))).toBeVisible();
  await expectOnPublicPage(page, localePath("en", "/offers"), async () => {
    await expect(page.getByRole("link", { name: `Jeddah seafront ${stamp}` })).toBeVisible({ timeout: 2_000 });
    await expect(page.getByText(`Jeddah corniche ${stamp}`)).toHaveCount(0);
  });
  await expectOnPublicPage(page, localePath("en", `/offer/${id}`), async () => {
    await expect(page.getByRole("heading", { level: 1, name: `Jeddah seafront ${stamp}` })).toBeVisible({ timeout: 2_000 });
  });

  // Arabic title edited from the Arabic dashboard: /offers (Arabic) shows it at once.
  await page.goto(localePath("ar", `/admin/dashboard/offers/edit/${id}`));
  await fillWhenReady(page, "ar", "titleAr", `واجهة جدة البحرية ${stamp}`);
  await save(page, "ar");
  await expect(page.getByText(t("ar", "AdminCatalogue.saved"))).toBeVisible();
  await expectOnPublicPage(page, localePath("ar", "/offers"), async () => {
    await expect(page.getByRole("link", { name: `واجهة جدة البحرية ${stamp}` })).toBeVisible({ timeout: 2_000 });
  });

  // Deleted (nobody booked it): gone from /offers and the sitemap at once.
  await page.goto(localePath("en", `/admin/dashboard/offers/edit/${id}`));
  await page
    .getByRole("region", { name: t("en", "AdminOffers.deleteSection") })
    .getByRole("button", { name: t("en", "AdminCatalogue.delete") })
    .click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: t("en", "AdminCatalogue.deleteConfirm") })
    .click();
  await expect(page).toHaveURL(/\/en\/admin\/dashboard\/offers$/);
  await expectOnPublicPage(page, localePath("en", "/offers"), async () => {
    await expect(page.getByText(`Jeddah seafront ${stamp}`)).toHaveCount(0, { timeout: 2_000 });
  });
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain(`/en/offer/${id}<`);
});

for (const locale of LOCALES) {
  test(`an end date before the start date is refused with its message and nothing is saved (${locale})`, async ({ page, request, baseURL }) => {
    const list = await request.get("/api/offer-backend/api/Admin/Offers?sort=endDate&dir=desc");
    const [first] = ((await list.json()) as { items: { id: number }[] }).items;
    const before = await adminOffer(request, first!.id);
    const dayBefore = new Date(Date.parse(`${before.startDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

    await page.goto(localePath(locale, `/admin/dashboard/offers/edit/${first!.id}`));
    await expect(page.getByRole("heading", { level: 1, name: t(locale, "AdminOffers.edit") })).toBeVisible();
    await pickDay(page, locale, field(page, locale, "endDate"), dayBefore);
    await save(page, locale);
    const endDate = field(page, locale, "endDate");
    await expect(endDate).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(t(locale, "AdminValidation.endBeforeStart"))).toBeVisible();
    await expect(endDate).toBeFocused();
    await expect(page.getByText(t(locale, "AdminCatalogue.saved"))).toHaveCount(0);

    // The provider refuses it too, on the same field, whoever skips the form.
    const origin = new URL(baseURL!).origin;
    const direct = await request.put(`/api/offer-backend/api/Admin/Offers/${first!.id}`, {
      headers: { origin, "accept-language": locale },
      data: { ...before, endDate: before.startDate },
    });
    expect(direct.status()).toBe(400);
    expect(((await direct.json()) as { fields: Record<string, string> }).fields.endDate).toBe("endBeforeStart");
    expect(await adminOffer(request, first!.id)).toEqual(before);
  });

  test(`an edit of About us in ${locale} is on the public page at once, with its preview first`, async ({ page, request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const api = `/api/flight-backend/api/Pages/about-us?lang=${locale}`;
    const original = (await (await request.get(api)).json()) as { title: string; body: string };
    const stamp = Date.now().toString(36);
    const title = `${original.title} ${stamp}`;
    const paragraph = locale === "ar" ? `فقرة جديدة ${stamp}` : `A new paragraph ${stamp}`;
    try {
      await page.goto(localePath(locale, "/admin/dashboard/addtionalPages"));
      await expect(page.getByRole("heading", { level: 1, name: t(locale, "AdminContent.pages.title") })).toBeVisible();
      const editor = page.getByRole("form", { name: t(locale, locale === "ar" ? "AdminContent.pages.arabic" : "AdminContent.pages.english") });
      const titleField = editor.getByLabel(t(locale, "AdminContent.pages.pageTitle"), { exact: true });
      await expect(async () => {
        await titleField.fill(title);
        await expect(titleField).toHaveValue(title, { timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await editor.getByLabel(t(locale, "AdminContent.pages.body"), { exact: true }).fill(`${original.body}\n\n${paragraph}`);
      await editor.getByRole("button", { name: t(locale, "AdminContent.pages.showPreview") }).click();
      const preview = editor.getByRole("region", { name: t(locale, "AdminContent.pages.preview") });
      await expect(preview.getByText(title)).toBeVisible();
      await expect(preview.getByText(paragraph)).toBeVisible();
      await editor.getByRole("button", { name: t(locale, "AdminCatalogue.save"), exact: true }).click();
      await expect(page.getByText(t(locale, "AdminCatalogue.saved"))).toBeVisible();

      await expectOnPublicPage(page, localePath(locale, "/about-us"), async () => {
        await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 2_000 });
        await expect(page.getByText(paragraph)).toBeVisible();
      });
    } finally {
      const restore = await request.put(api, { data: { locale, title: original.title, body: original.body }, headers: { origin } });
      expect(restore.status()).toBe(200);
    }
  });
}

test("an admin renames a popular destination and hides another: the home page shows both changes at once", async ({ page, request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  type Destination = {
    id: number;
    airportCode: string;
    cityAr: string;
    cityEn: string;
    countryAr: string;
    countryEn: string;
    image: string | null;
    sortOrder: number;
    isActive: boolean;
  };
  const all = (await (await request.get("/api/offer-backend/api/Admin/Destinations")).json()) as Destination[];
  const [renamed, hidden] = all.filter((d) => d.isActive);
  const stamp = Date.now().toString(36);
  const restore = async (d: Destination) => {
    const { id, airportCode, cityAr, cityEn, countryAr, countryEn, image, sortOrder, isActive } = d;
    const answer = await request.put(`/api/offer-backend/api/Admin/Destinations/${id}`, {
      headers: { origin },
      data: { airportCode, cityAr, cityEn, countryAr, countryEn, image, sortOrder, isActive },
    });
    expect(answer.status()).toBe(200);
  };
  try {
    await page.goto(localePath("en", "/admin/dashboard/destinations"));
    await expect(page.getByRole("heading", { level: 1, name: t("en", "AdminContent.destinations.title") })).toBeVisible();
    const card = (d: Destination) => page.getByRole("listitem").filter({ has: page.locator("summary", { hasText: d.cityEn }) });

    await card(renamed!).locator("summary").click();
    const form = card(renamed!).getByRole("form");
    const city = form.getByLabel(t("en", "AdminContent.destinations.cityEn"), { exact: true });
    await expect(async () => {
      await city.fill(`${renamed!.cityEn} ${stamp}`);
      await expect(city).toHaveValue(`${renamed!.cityEn} ${stamp}`, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await form.getByRole("button", { name: t("en", "AdminCatalogue.save"), exact: true }).click();
    await expect(page.getByText(t("en", "AdminCatalogue.saved"))).toBeVisible();

    await card(hidden!).locator("summary").click();
    const other = card(hidden!).getByRole("form");
    await other.getByLabel(t("en", "AdminContent.destinations.isActive")).uncheck();
    await other.getByRole("button", { name: t("en", "AdminCatalogue.save"), exact: true }).click();
    await expect(card(hidden!).locator("summary").getByText(t("en", "AdminContent.destinations.hidden"))).toBeVisible();

    const section = page.getByRole("region", { name: t("en", "Home.destinationsTitle") });
    await expectOnPublicPage(page, localePath("en", "/"), async () => {
      await expect(section.getByText(`${renamed!.cityEn} ${stamp}`)).toBeVisible({ timeout: 2_000 });
      await expect(section.getByRole("listitem")).toHaveCount(all.filter((d) => d.isActive).length - 1, { timeout: 2_000 });
    });
  } finally {
    await restore(renamed!);
    await restore(hidden!);
  }
});
