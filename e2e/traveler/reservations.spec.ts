// Reservation pages and favorites, in both languages (paying and cancelling are in flight-journey.spec.ts).
import { expect, test } from "@playwright/test";
import { localePath, LOCALES, t } from "../support/i18n";
import { findFlights } from "../support/flights";

for (const locale of LOCALES) {
  test.describe(`reservations and favorites (${locale})`, () => {
    test("another user's or an unknown reservation is not found (404)", async ({ page }) => {
      const response = await page.goto(localePath(locale, "/flight/x/booking/reservation/00000000-0000-4000-8000-000000000000"));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: t(locale, "Reservations.notFoundTitle") })).toBeVisible();
    });

    test("favorites: add through the BFF, see it listed, remove it", async ({ page, baseURL }) => {
      const ROUTE = { ar: { from: "الرياض", to: "جدة" }, en: { from: "Riyadh", to: "Jeddah" } } as const;
      const [flightId] = (await findFlights(page.request, locale === "ar" ? 40 : 41)).slice(-1);
      const added = await page.request.post("/api/flight-backend/api/Favorites", { headers: { Origin: baseURL! }, data: { flightId } });
      expect([201, 409]).toContain(added.status());

      await page.goto(localePath(locale, "/favorites"));
      await expect(page.getByRole("heading", { level: 1, name: t(locale, "Favorites.title") })).toBeVisible();
      // The list loads after the heading (flights and offers from two services): wait for it before counting.
      await expect(page.locator(`a[href$="/flight/${flightId}"]`)).toBeVisible();
      const remove = page.getByRole("button", { name: t(locale, "Favorites.removeFlight", ROUTE[locale]) });
      const before = await remove.count();
      expect(before).toBeGreaterThan(0);
      await page
        .locator(`article:has(a[href$="/flight/${flightId}"])`)
        .getByRole("button", { name: t(locale, "Favorites.removeFlight", ROUTE[locale]) })
        .click();
      await expect(page.getByText(t(locale, "Favorites.removed"))).toBeVisible();
      await expect(page.locator(`a[href$="/flight/${flightId}"]`)).toHaveCount(0);
      await page.reload();
      await expect(page.locator(`a[href$="/flight/${flightId}"]`)).toHaveCount(0);
    });
  });
}
