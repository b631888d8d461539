// Issue 27, "send less": a results list renders its first screen of flights (six cards) and "Show all N flights" under
// them, a link to the same search with show=all: with JavaScript it brings the rest in place (no reload, no scroll) and
// takes the focus to the first of them; without, it opens the page with every card. A new sort starts at the first
// screen again.
import { expect, test, type Page } from "@playwright/test";
import { isoDaysAhead } from "../support/flights";
import { LOCALES, localePath, t, type Locale } from "../support/i18n";

const FIRST_SCREEN = 6;
const query = (locale: Locale) => `from=RUH&to=JED&date=${isoDaysAhead(locale === "ar" ? 7 : 8)}&adults=1&children=0&infants=0&cabin=economy`;

/** The cards of the page in their order, each by the id of its title. */
const cardIds = (page: Page) => page.getByRole("article").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("aria-labelledby")));

/** Every card of the search, read from the page that shows them all (show=all in the URL, nothing clicked). */
async function everyCard(page: Page, locale: Locale): Promise<string[]> {
  await page.goto(localePath(locale, `/flight-search?${query(locale)}&show=all`));
  await expect(page.getByRole("article").first()).toBeVisible();
  const ids = (await cardIds(page)) as string[];
  expect(ids.length, "a day of RUH → JED has more flights than a screen").toBeGreaterThan(FIRST_SCREEN);
  await expect(page.getByRole("heading", { level: 2, name: t(locale, "Results.heading", { count: ids.length }) })).toBeVisible();
  await expect(page.getByRole("link", { name: t(locale, "Results.showAll", { count: ids.length }) })).toHaveCount(0);
  return ids;
}

for (const locale of LOCALES) {
  test.describe(`a long results list (${locale})`, () => {
    test("shows its first six flights and the rest on Show all, the focus on the seventh; a sort starts over", async ({ page }) => {
      const all = await everyCard(page, locale);

      await page.goto(localePath(locale, `/flight-search?${query(locale)}`));
      const cards = page.getByRole("article");
      await expect(cards).toHaveCount(FIRST_SCREEN);
      expect(await cardIds(page)).toEqual(all.slice(0, FIRST_SCREEN));
      // The count is still the list's, and the control names it in the page's language.
      await expect(page.getByRole("heading", { level: 2, name: t(locale, "Results.heading", { count: all.length }) })).toBeVisible();
      const control = page.getByRole("link", { name: t(locale, "Results.showAll", { count: all.length }), exact: true });
      await expect(control).toBeVisible();
      await expect(control).toHaveAttribute("href", /[?&]show=all(&|#|$)/);
      // Sort tabs (and the price calendar's days) start a new list at its first screen: none keeps show=all.
      for (const tab of await page.getByRole("tab").all()) await expect(tab).not.toHaveAttribute("href", /show=/);
      const days = page.getByRole("navigation", { name: t(locale, "Results.priceCalendar.title") }).getByRole("link");
      await expect(days.first()).toBeVisible();
      for (const day of await days.all()) await expect(day).not.toHaveAttribute("href", /show=/);

      // Once the page is live, the click brings the rest where they are: the page not reloaded (a mark set on it stays)
      // nor scrolled, the focus on the seventh flight, the address the one to share.
      await expect(page.locator("[data-price-alert] [data-hydrated]")).toBeAttached({ timeout: 20_000 });
      await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
      await control.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      await control.click();
      await expect(cards).toHaveCount(all.length);
      expect(await cardIds(page)).toEqual(all);
      await expect(cards.nth(FIRST_SCREEN).getByRole("heading")).toBeFocused();
      await expect(control).toHaveCount(0);
      await expect(page).toHaveURL(/[?&]show=all$/);
      expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(200);
      // Tab goes on from there: the seventh flight's own link.
      await page.keyboard.press("Tab");
      await expect(cards.nth(FIRST_SCREEN).getByRole("link", { name: t(locale, "Results.details") })).toBeFocused();

      // Another sort: the first screen again, with its control.
      await page.getByRole("tab", { name: t(locale, "Results.sort.duration") }).click();
      await expect(page).toHaveURL(/sort=duration/);
      await expect(page).not.toHaveURL(/show=/);
      await expect(cards).toHaveCount(FIRST_SCREEN);
      await expect(control).toBeVisible();
    });
  });

  test.describe(`a long results list without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test("Show all opens the search with every flight, at the seventh", async ({ page }) => {
      const all = await everyCard(page, locale);
      await page.goto(localePath(locale, `/flight-search?${query(locale)}`));
      await expect(page.getByRole("article")).toHaveCount(FIRST_SCREEN);
      await page.getByRole("link", { name: t(locale, "Results.showAll", { count: all.length }), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]show=all#${all[FIRST_SCREEN]}$`));
      expect(await cardIds(page)).toEqual(all);
      await expect(page.getByRole("article").nth(FIRST_SCREEN)).toBeInViewport();
    });
  });
}
