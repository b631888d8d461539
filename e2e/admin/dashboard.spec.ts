// Issues 2 and 9 for an admin: the dashboard answers 200 with today's figures, the latest reservations, the next 48
// hours' flights, and a link to every admin section.
import { expect, test } from "@playwright/test";
import { LOCALES, localePath, t } from "../support/i18n";

for (const locale of LOCALES) {
  test(`admin dashboard with figures and every section (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const response = await page.goto(localePath(locale, "/admin/dashboard"));
    expect(response?.status()).toBe(200);
    const nav = page.getByRole("navigation", { name: t(locale, "Admin.sectionsLabel") });
    await expect(nav.getByRole("link", { name: t(locale, "Admin.dashboard") })).toBeVisible();
    // Every section of SPEC §2, and the audit trail, is a page now: links, none marked "Soon".
    for (const key of ["bookings", "airports", "companies", "meals", "planes", "flights", "offers", "transfers", "additionalPages", "destinations", "audit"]) {
      await expect(nav.getByRole("link", { name: t(locale, `Admin.${key}`) })).toBeVisible();
    }
    await expect(nav.locator("[data-soon]")).toHaveCount(0);
    for (const key of ["bookings", "revenue", "seatsSold", "newUsers"]) {
      await expect(page.getByRole("group", { name: t(locale, `Admin.todayStats.${key}`) })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: t(locale, "Admin.recentTitle") })).toBeVisible();
    await expect(page.getByRole("heading", { name: t(locale, "Admin.departingTitle") })).toBeVisible();
  });
}

test("the admin's user menu has Dashboard", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/en");
  await page.getByTitle(t("en", "Nav.userMenu")).click();
  await page.getByRole("menuitem", { name: t("en", "Nav.dashboard") }).click();
  await expect(page).toHaveURL(/\/en\/admin\/dashboard$/);
});
