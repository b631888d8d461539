// The admin catalogue's forms as the e2e specs drive them: opened once React owns them, fields by their label, Save.
import { expect, type Page } from "@playwright/test";
import { localePath, t, type Locale } from "./i18n";

/** Types only once React owns the form: a form filled before that is posted back by the browser (PostForm). */
export async function openForm(page: Page, locale: Locale, path: string) {
  const response = await page.goto(localePath(locale, path));
  expect(response?.status()).toBe(200);
  await expect(page.locator("[data-hydrated]")).toBeAttached();
}

export const field = (page: Page, locale: Locale, key: string) => page.getByLabel(t(locale, `AdminCatalogue.${key}`), { exact: true });
export const save = (page: Page, locale: Locale) => page.getByRole("button", { name: t(locale, "AdminCatalogue.save"), exact: true }).click();
