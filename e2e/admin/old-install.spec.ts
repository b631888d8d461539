// Issue 20, "the admin meets": the dashboard, the audit trail and the money fields with the data an install that has
// lived a while holds — the seeded returning@example.com has, of every kind, an expired hold, a cancelled and a
// refunded booking (provider/db/seed/returning.ts). In both languages, on a 390 px phone and a desktop.
import { expect, test, type Page } from "@playwright/test";
import { field, openForm, save } from "../support/admin-forms";
import { localePath, LOCALES, t, type Locale } from "../support/i18n";

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
] as const;
const KINDS = ["flight", "hotel", "chalet", "taxi", "offer"] as const;
/** The seed's expired holds, the latest of the returning traveller's bookings (provider/db/seed/returning.ts). */
const EXPIRED = { flight: "RTFXZQ", hotel: "RTHXZQ", chalet: "RTCXZQ", taxi: "RTTXZQ", offer: "RTVXZQ" } as const;

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, width } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scrollWidth, "the page scrolls sideways").toBeLessThanOrEqual(width);
}

/** An amount as the server formats it for the page (same ICU as this runner): "1,299.00", "١٬٢٩٩٫٠٠". */
const amount = (locale: Locale, riyals: number) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(riyals);

for (const locale of LOCALES) {
  for (const viewport of VIEWPORTS) {
    test.describe(`admin with an old install's data (${locale}, ${viewport.name})`, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
      });

      test("the dashboard lists expired holds by their kind's and item's names", async ({ page }) => {
        const response = await page.goto(localePath(locale, "/admin/dashboard"));
        expect(response?.status()).toBe(200);
        // The table is named by its caption (the section and its scrolling box share the heading's name).
        const recent = page.getByRole("table", { name: t(locale, "Admin.recentTitle") });
        await expect(recent).toBeVisible();
        for (const kind of KINDS) {
          const row = recent.getByRole("row").filter({ hasText: EXPIRED[kind] });
          await expect(row, kind).toHaveCount(1);
          await expect(row).toContainText(t(locale, "Reservations.status.expired"));
          const booking = row.getByRole("cell").first();
          await expect(booking).toContainText(t(locale, `Admin.kinds.${kind}`));
          // The item's name follows the kind's, never the kind's code ("taxi", "chalet").
          const text = ((await booking.textContent()) ?? "").replace(t(locale, `Admin.kinds.${kind}`), "").trim();
          expect(text, kind).not.toBe("");
          expect(text, kind).not.toMatch(/^(flight|hotel|chalet|taxi|offer)$/);
          if (kind === "taxi") expect(text).toContain("→");
          if (kind === "flight") expect(text).toMatch(/^\S+ [A-Z]{3}–[A-Z]{3}$/);
        }
        if (viewport.name === "phone") await expectNoSidewaysScroll(page);
      });

      test("money fields take 1,299 and Arabic or Persian digits, refuse a negative in the page's language; the audit trail names the meal and lists the change", async ({
        page,
      }) => {
        const suffix = `${viewport.name}${Date.now().toString(36)}`;
        const name = locale === "en" ? `Saleeg ${suffix}` : `سليق ${suffix}`;
        await openForm(page, locale, "/admin/dashboard/meals/add");
        await field(page, locale, "nameAr").fill(`سليق ${suffix}`);
        await field(page, locale, "nameEn").fill(`Saleeg ${suffix}`);
        await field(page, locale, "meals.price").fill("-5");
        await save(page, locale);
        await expect(field(page, locale, "meals.price")).toHaveAttribute("aria-invalid", "true");
        await expect(page.getByText(t(locale, "Validation.priceInvalid"))).toBeVisible();
        if (locale === "ar") await expect(page.locator("main")).not.toContainText(/invalid|expected|number/i);

        await field(page, locale, "meals.price").fill("1,299");
        await save(page, locale);
        await expect(page).toHaveURL(/\/admin\/dashboard\/meals(\?|$)/);

        await page.goto(localePath(locale, `/admin/dashboard/meals?q=${encodeURIComponent(suffix)}`));
        await page.getByRole("link", { name: t(locale, "AdminCatalogue.editNamed", { name }) }).click();
        await expect(page.locator("[data-hydrated]")).toBeAttached();
        await expect(field(page, locale, "meals.price")).toHaveValue("1299");
        await field(page, locale, "meals.price").fill(locale === "ar" ? "١٬٥٠٠٫٥" : "۱,۵۰۰.50");
        const [answer] = await Promise.all([
          page.waitForResponse((r) => r.url().includes("/api/Admin/Meals/") && r.request().method() === "PUT"),
          save(page, locale),
        ]);
        expect(answer.status()).toBe(200);

        const audit = await page.goto(localePath(locale, "/admin/dashboard/audit?entity=meal"));
        expect(audit?.status()).toBe(200);
        const entries = page.locator("[data-audit-entry]").filter({ hasText: name });
        const update = entries.filter({ hasText: t(locale, "AdminAudit.actions.update") }).first();
        await expect(update).toContainText(`${t(locale, "AdminAudit.entities.meal")} ${name}`);
        await expect(update).toContainText(t(locale, "AdminAudit.fields.price"));
        await expect(update).toContainText(amount(locale, 1299));
        await expect(update).toContainText(amount(locale, 1500.5));
        await expect(update).not.toContainText("129900");
        await expect(update).not.toContainText("{");
        const created = entries.filter({ hasText: t(locale, "AdminAudit.actions.create") }).first();
        await created.getByText(t(locale, "AdminAudit.record")).click();
        await expect(created).toContainText(t(locale, "AdminAudit.fields.nameEn"));
        await expect(created).toContainText(amount(locale, 1299));
        if (viewport.name === "phone") await expectNoSidewaysScroll(page);
      });

      test("the audit trail wraps a long record on a phone", async ({ page }) => {
        test.skip(viewport.name !== "phone", "a desktop has the room");
        // Every entry of the first page opened: the widest of them must still fit.
        const response = await page.goto(localePath(locale, "/admin/dashboard/audit"));
        expect(response?.status()).toBe(200);
        for (const summary of await page.locator("[data-audit-entry] summary").all()) await summary.click();
        await expectNoSidewaysScroll(page);
      });
    });
  }
}
