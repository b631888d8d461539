// The product's date fields as a visitor uses them: the calendar button, its month grid, a day clicked.
import { expect, type Locator, type Page } from "@playwright/test";
import { t, type Locale } from "./i18n";

/** The open month grid's dialog (the shared picker's; the flight search names its own `Search.calendarLabel`). */
export const calendarDialog = (page: Page, locale: Locale, name = t(locale, "DatePicker.calendarLabel")) => page.getByRole("dialog", { name });

/**
 * Opens the calendar of `button` and waits for its grid. A click before React owns the button does nothing (an admin
 * form renders it on the server), and the grid loads on first open.
 */
export async function openCalendar(page: Page, locale: Locale, button: Locator) {
  const dialog = calendarDialog(page, locale);
  await expect(async () => {
    if (!(await dialog.isVisible())) await button.click();
    await expect(dialog.getByRole("grid").first()).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  return dialog;
}

/**
 * Opens the calendar of `button`, goes to the month of `iso` (by the month and year lists when the grid has them, else
 * by the previous/next buttons) and clicks the day. The button then carries the day (data-value).
 */
export async function pickDay(page: Page, locale: Locale, button: Locator, iso: string) {
  const { dialog, day } = await showDay(page, locale, button, iso);
  await day.click();
  await expect(dialog).toBeHidden();
  await expect(button).toHaveAttribute("data-value", iso);
}

/** Opens the calendar of `button` on the month of `iso`: its grid and that day's cell (to check it cannot be picked). */
export async function showDay(page: Page, locale: Locale, button: Locator, iso: string) {
  await expect(button).toHaveAttribute("data-date-picker", "");
  const dialog = await openCalendar(page, locale, button);
  const day = dialog.locator(`[data-day="${iso}"] button`);
  const years = dialog.getByRole("combobox", { name: t(locale, "DatePicker.year") });
  if ((await years.count()) > 0 && !(await day.isVisible())) {
    await years.selectOption(String(Number(iso.slice(0, 4))));
    await dialog.getByRole("combobox", { name: t(locale, "DatePicker.month") }).selectOption(String(Number(iso.slice(5, 7)) - 1));
  }
  for (let i = 0; i < 24 && !(await day.isVisible()); i++) {
    const shown = await dialog.locator("[data-day]").first().getAttribute("data-day");
    const label = shown && shown.slice(0, 7) > iso.slice(0, 7) ? "DatePicker.previousMonth" : "DatePicker.nextMonth";
    await dialog.getByRole("button", { name: t(locale, label) }).click();
  }
  return { dialog, day, cell: dialog.locator(`[data-day="${iso}"]`) };
}
