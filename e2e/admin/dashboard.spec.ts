// Issue 2 acceptance for an admin: the dashboard answers 200 with real figures and every admin section.
import { expect, test } from "@playwright/test";
import { LOCALES, localePath, t } from "../support/i18n";

for (const locale of LOCALES) {
  test(`admin dashboard with figures and every section (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const response = await page.goto(localePath(locale, "/admin/dashboard"));
    expect(response?.status()).toBe(200);
    const nav = page.getByRole("navigation", { name: t(locale, "Admin.sectionsLabel") });
    await expect(nav.getByRole("link", { name: t(locale, "Admin.dashboard") })).toBeVisible();
    // The section pages come with a later issue: listed, marked "Soon", and not links that would answer 404.
    for (const key of ["airports", "companies", "meals", "planes", "flights", "offers", "additionalPages", "destinations"]) {
      const section = nav.locator("[data-soon]", { hasText: t(locale, `Admin.${key}`) });
      await expect(section).toBeVisible();
      await expect(section).toContainText(t(locale, "Nav.soon"));
      await expect(nav.getByRole("link", { name: t(locale, `Admin.${key}`) })).toHaveCount(0);
    }
    for (const key of ["users", "reservations", "flights", "offers"]) {
      const card = page.getByRole("group", { name: t(locale, `Admin.stats.${key}`) });
      await expect(card).toBeVisible();
    }
  });
}

test("the admin's user menu has Dashboard", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/en");
  await page.getByTitle(t("en", "Nav.userMenu")).click();
  await page.getByRole("menuitem", { name: t("en", "Nav.dashboard") }).click();
  await expect(page).toHaveURL(/\/en\/admin\/dashboard$/);
});
