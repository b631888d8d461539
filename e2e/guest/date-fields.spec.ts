// Issue 22 point 10: every date field of a traveller's form is the one calendar (the flight search's), in both
// languages: no native mm/dd/yyyy input shown, a grid whose week starts on Saturday in Arabic, the picked day sent by
// the form; and without a script the native input underneath still sends it. The admin's forms: e2e/admin/date-fields.
import { expect, test, type Page } from "@playwright/test";
import { calendarDialog, pickDay } from "../support/date-picker";
import { isoDaysAhead } from "../support/flights";
import { localePath, LOCALES, t, type Locale } from "../support/i18n";

type DateForm = { name: string; path: string; form: string; submit: string; fields: { label: string; param: string; days: number }[] };

const FORMS: DateForm[] = [
  {
    name: "hotel search",
    path: "/search?category=hotel",
    form: "StaySearch.formLabel",
    submit: "StaySearch.submit",
    fields: [
      { label: "StaySearch.checkIn", param: "checkIn", days: 40 },
      { label: "StaySearch.checkOut", param: "checkOut", days: 43 },
    ],
  },
  {
    name: "chalet search",
    path: "/search?category=chalet",
    form: "StaySearch.formLabel",
    submit: "StaySearch.submit",
    fields: [
      { label: "StaySearch.checkIn", param: "checkIn", days: 41 },
      { label: "StaySearch.checkOut", param: "checkOut", days: 44 },
    ],
  },
  {
    name: "hotel details",
    path: "/hotel/8",
    form: "StayDetails.datesTitle",
    submit: "StayDetails.update",
    fields: [
      { label: "StayDetails.checkIn", param: "checkIn", days: 45 },
      { label: "StayDetails.checkOut", param: "checkOut", days: 47 },
    ],
  },
  {
    name: "chalet details",
    path: "/chalet/8",
    form: "StayDetails.datesTitle",
    submit: "StayDetails.update",
    fields: [
      { label: "StayDetails.checkIn", param: "checkIn", days: 46 },
      { label: "StayDetails.checkOut", param: "checkOut", days: 48 },
    ],
  },
  {
    name: "airport taxi search",
    path: "/search/airport-taxi",
    form: "Taxis.formLabel",
    submit: "Taxis.submit",
    fields: [{ label: "Taxis.date", param: "date", days: 38 }],
  },
];

const FIRST_WEEKDAY = { ar: "السبت", en: "Sunday" } as const;

const formOf = (page: Page, locale: Locale, form: DateForm) => page.getByRole("form", { name: t(locale, form.form) });

for (const locale of LOCALES) {
  for (const form of FORMS) {
    test(`${form.name}: each date is the calendar, its week starts as the language's, the picked day is sent (${locale})`, async ({ page }) => {
      await page.goto(localePath(locale, form.path));
      const f = formOf(page, locale, form);
      for (const field of form.fields) {
        const button = f.getByRole("button", { name: t(locale, field.label), exact: true });
        await expect(button).toHaveAttribute("data-date-picker", "");
        await expect(f.locator('input[type="date"]')).toHaveCount(0);

        await button.click();
        const dialog = calendarDialog(page, locale);
        await expect(dialog.getByRole("grid").first()).toBeVisible();
        await expect(dialog.locator("th[scope=col]").first()).toHaveAttribute("aria-label", FIRST_WEEKDAY[locale]);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(button).toBeFocused();

        await pickDay(page, locale, button, isoDaysAhead(field.days));
        // The day reads as words in the page's language (never mm/dd/yyyy).
        const day = new Date(`${isoDaysAhead(field.days)}T12:00:00Z`);
        const month = new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" }).format(day);
        await expect(button).toHaveAccessibleDescription(new RegExp(month));
      }
      await f.getByRole("button", { name: t(locale, form.submit) }).click();
      for (const field of form.fields) await expect(page).toHaveURL(new RegExp(`[?&]${field.param}=${isoDaysAhead(field.days)}(&|$)`));
    });
  }

  test(`the calendar is used by keyboard: arrows move in the grid, Enter picks, the focus returns (${locale})`, async ({ page }) => {
    const from = isoDaysAhead(39);
    await page.goto(localePath(locale, `/search/airport-taxi?date=${from}`));
    const button = formOf(page, locale, FORMS[4]!).getByRole("button", { name: t(locale, "Taxis.date"), exact: true });
    await expect(button).toHaveAttribute("data-value", from);
    await button.focus();
    await page.keyboard.press("Enter");
    const selected = calendarDialog(page, locale).locator(`[data-day="${from}"] button`);
    await expect(selected).toBeFocused();
    // A screen reader hears the day in the page's language, "selected" too (point 12: it said "Today," / ", selected").
    const label = await selected.getAttribute("aria-label");
    expect(label).toContain(t(locale, "DatePicker.selectedDay"));
    expect(label).toContain(new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" }).format(new Date(`${from}T12:00:00Z`)));
    if (locale === "ar") expect(label).not.toMatch(/[A-Za-z]/);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(calendarDialog(page, locale)).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("data-value", isoDaysAhead(46));
  });
}

test.describe("without a script", () => {
  test.use({ javaScriptEnabled: false });
  for (const locale of LOCALES) {
    test(`the taxi and hotel searches send the native date input's day (${locale})`, async ({ page }) => {
      await page.goto(localePath(locale, "/search/airport-taxi"));
      const taxi = formOf(page, locale, FORMS[4]!);
      await taxi.getByLabel(t(locale, "Taxis.date")).fill(isoDaysAhead(37));
      await taxi.getByRole("button", { name: t(locale, "Taxis.submit") }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]date=${isoDaysAhead(37)}(&|$)`));

      await page.goto(localePath(locale, "/search?category=hotel"));
      const hotel = formOf(page, locale, FORMS[0]!);
      await hotel.getByLabel(t(locale, "StaySearch.checkIn")).fill(isoDaysAhead(50));
      await hotel.getByLabel(t(locale, "StaySearch.checkOut")).fill(isoDaysAhead(52));
      await hotel.getByRole("button", { name: t(locale, "StaySearch.submit") }).click();
      await expect(page).toHaveURL(new RegExp(`checkIn=${isoDaysAhead(50)}&checkOut=${isoDaysAhead(52)}`));
    });
  }
});
