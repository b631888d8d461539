// Issue 22 point 10, the admin's half: the offer and flight forms' dates are the product's one calendar (no native
// mm/dd/yyyy input), its week starting on Saturday in Arabic, with month and year lists for their 1900–2099 range.
// The days saved through it are checked by offers-content.spec.ts and flights.spec.ts, which now pick them there.
import { expect, test } from "@playwright/test";
import { openCalendar, pickDay } from "../support/date-picker";
import { localePath, LOCALES, t } from "../support/i18n";

const FORMS = [
  { name: "offer form", path: "/admin/dashboard/offers/add", fields: ["AdminOffers.fields.startDate", "AdminOffers.fields.endDate"] },
  { name: "flight form", path: "/admin/dashboard/flight/add", fields: ["AdminFlights.fields.date", "AdminFlights.fields.arrivalDate"] },
];
const FIRST_WEEKDAY = { ar: "السبت", en: "Sunday" } as const;

for (const locale of LOCALES) {
  for (const form of FORMS) {
    test(`admin ${form.name}: each date is the calendar, with a Saturday week in Arabic and year lists (${locale})`, async ({ page }) => {
      await page.goto(localePath(locale, form.path));
      await expect(page.locator('input[type="date"]')).toHaveCount(0);
      for (const [i, key] of form.fields.entries()) {
        const button = page.getByRole("button", { name: t(locale, key), exact: true });
        const dialog = await openCalendar(page, locale, button);
        await expect(dialog.locator("th[scope=col]").first()).toHaveAttribute("aria-label", FIRST_WEEKDAY[locale]);
        await expect(dialog.getByRole("combobox", { name: t(locale, "DatePicker.year") })).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(button).toBeFocused();
        // A day two years on, reached through the year list.
        await pickDay(page, locale, button, `${new Date().getUTCFullYear() + 2}-03-1${i + 4}`);
      }
    });
  }
}
