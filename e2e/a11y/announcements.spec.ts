// Issue 12, announcements: toasts are said by sonner's polite live region, which is there before any toast (a region
// added with its text is not announced) and is named in the page's language.
import { expect, test } from "@playwright/test";
import { LOCALES, localePath, t } from "../support/i18n";

test.use({ storageState: { cookies: [], origins: [] } });

for (const locale of LOCALES) {
  test(`a toast is said by a polite live region named in the page's language (${locale})`, async ({ page }) => {
    await page.goto(localePath(locale, "/forget-password"));
    await page.waitForLoadState("load");
    const region = page.getByRole("region", { name: new RegExp(`^${t(locale, "Nav.notifications")}`) });
    await expect(region).toHaveAttribute("aria-live", "polite");
    await expect(region.getByRole("listitem")).toHaveCount(0);

    // A refused request shows a toast (sign-in no longer does: its alert beside the form says it once).
    await page.route("**/api/auth-backend/**", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"x","code":"SERVER_ERROR"}' }),
    );
    await page.getByLabel(t(locale, "Auth.email")).fill("traveler@example.com");
    await page.getByRole("button", { name: t(locale, "Auth.forgotSubmit") }).click();
    const toast = region.getByRole("listitem");
    await expect(toast).toHaveCount(1);
    await expect(toast).not.toBeEmpty();
    await expect(toast.getByRole("button", { name: t(locale, "Nav.closeNotification") })).toBeVisible();
  });
}
