// Issue 25 point 2, in the flight date picker: with both airports chosen, each day of the month shown carries its lowest
// fare per adult in the visitor's currency — equal to that day's cheapest search result (asked of the provider through
// the BFF) — in its accessible name too, the cheapest days marked, days without a flight said so, the return date's for
// the route reversed; the grid keeps its keyboard and passes axe, in both languages.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { escapeRegExp, isoDaysAhead, searchForm } from "../support/flights";
import { localePath, LOCALES, t, type Locale } from "../support/i18n";

const party = "adults=2&children=1&infants=0&cabin=economy";

/** The departure or return field's grid, opened, with its fares loaded. */
async function openFares(page: Page, locale: Locale, field: "departDate" | "returnDate") {
  const trigger = searchForm(page, locale).getByRole("button", { name: new RegExp(`^${escapeRegExp(t(locale, `Search.${field}`))}`) });
  const dialog = page.getByRole("dialog", { name: t(locale, "Search.calendarLabel") });
  // A click before hydration does nothing: click again until the grid shows.
  await expect(async () => {
    if (!(await dialog.isVisible())) await trigger.click();
    await expect(dialog.getByRole("grid").first()).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(dialog.locator('[data-fares-status="ready"]')).toBeVisible();
  return dialog;
}

/** The cheapest result of a day's search, per adult, as the provider answers it through the BFF. */
async function cheapestResult(request: APIRequestContext, from: string, to: string, day: string): Promise<number> {
  const response = await request.get(`/api/search-flight/api/Flights/Search?from=${from}&to=${to}&date=${day}&${party}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { outbound: { flights: { price: number }[] } };
  return Math.min(...body.outbound.flights.map((f) => f.price));
}

const amountOf = async (cell: Locator) => Number(await cell.locator("[data-amount]").getAttribute("data-amount"));

for (const locale of LOCALES) {
  test.describe(`fares in the flight date picker (${locale})`, () => {
    test("each day shows its lowest fare, the cheapest marked, equal to that day's cheapest result, in its name too", async ({ page, request }) => {
      const date = isoDaysAhead(12);
      await page.goto(localePath(locale, `/flight-search?from=RUH&to=JED&date=${date}&${party}`));
      const dialog = await openFares(page, locale, "departDate");

      // The chosen day keeps the focus while the fares arrive, and its name says its fare, as the strip above the
      // results shows it (the same cached answer, in the visitor's currency).
      const chosen = dialog.locator(`[data-day="${date}"] button`);
      await expect(chosen).toBeFocused();
      const stripPrice = page.getByRole("navigation", { name: t(locale, "Results.priceCalendar.title") }).locator(`li[data-day="${date}"] [data-price]`);
      const money = (await stripPrice.textContent())!.trim();
      await expect(chosen).toHaveAccessibleName(new RegExp(escapeRegExp(t(locale, "Search.fares.dayFare", { price: money }))));
      expect(await amountOf(dialog.locator(`[data-day="${date}"]`))).toBe(await cheapestResult(request, "RUH", "JED", date));

      // The cheapest day of the month is marked, named so, and is that day's cheapest search result; none is cheaper.
      const cheapest = dialog
        .locator("[data-day]")
        .filter({ has: page.locator('[data-note="cheapest"]') })
        .first();
      const cheapestDay = (await cheapest.getAttribute("data-day"))!;
      const cheapestAmount = await amountOf(cheapest);
      await expect(cheapest.getByRole("button")).toHaveAccessibleName(new RegExp(escapeRegExp(t(locale, "Search.fares.dayCheapest"))));
      expect(cheapestAmount).toBe(await cheapestResult(request, "RUH", "JED", cheapestDay));
      for (const other of await dialog.locator("[data-amount]").all())
        expect(Number(await other.getAttribute("data-amount"))).toBeGreaterThanOrEqual(cheapestAmount);

      // The keyboard is the grid's own: the arrow after the day (mirrored in Arabic) moves to the next day.
      await page.keyboard.press(locale === "ar" ? "ArrowLeft" : "ArrowRight");
      await expect(dialog.locator(`[data-day="${isoDaysAhead(13)}"] button`)).toBeFocused();
      const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
      expect(axe.violations).toEqual([]);

      // The next month asks for its own days.
      await dialog.getByRole("button", { name: t(locale, "Search.nextMonth") }).click();
      const later = isoDaysAhead(45);
      if (later.slice(0, 7) > date.slice(0, 7)) await expect(dialog.locator(`[data-day="${later}"] [data-note]`)).toBeVisible();
      await page.keyboard.press("Escape");

      // The return date's fares are the route reversed.
      const back = await openFares(page, locale, "returnDate");
      const returnDay = isoDaysAhead(14);
      const returnCell = back.locator(`[data-day="${returnDay}"]`);
      if (!(await returnCell.isVisible())) {
        await back.getByRole("button", { name: t(locale, "Search.nextMonth") }).click();
        await expect(back.locator('[data-fares-status="ready"]')).toBeVisible();
      }
      expect(await amountOf(returnCell)).toBe(await cheapestResult(request, "JED", "RUH", returnDay));
    });

    test("in another currency, and a route without flights says so on each day", async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "currency", value: "USD", url: baseURL! }]);
      const date = isoDaysAhead(12);
      await page.goto(localePath(locale, `/flight-search?from=RUH&to=JED&date=${date}&${party}`));
      const dialog = await openFares(page, locale, "departDate");
      const usd = new Intl.DisplayNames([locale], { type: "currency" }).of("USD")!;
      await expect(dialog.locator('[data-fares-status="ready"]')).toHaveText(t(locale, "Search.fares.legend", { currency: usd }));
      const stripPrice = page.getByRole("navigation", { name: t(locale, "Results.priceCalendar.title") }).locator(`li[data-day="${date}"] [data-price]`);
      const money = (await stripPrice.textContent())!.trim();
      expect(money).toMatch(/\$|US/);
      await expect(dialog.locator(`[data-day="${date}"] button`)).toHaveAccessibleName(
        new RegExp(escapeRegExp(t(locale, "Search.fares.dayFare", { price: money }))),
      );

      // TIF ↔ ELQ has no flight: every day of the grid says so, in its name and with a dash.
      await page.goto(localePath(locale, `/flight-search?from=TIF&to=ELQ&date=${date}&${party}`));
      const none = await openFares(page, locale, "departDate");
      const cell = none.locator(`[data-day="${date}"]`);
      await expect(cell.locator('[data-note="none"]')).toHaveText("—");
      await expect(cell.getByRole("button")).toHaveAccessibleName(new RegExp(escapeRegExp(t(locale, "Search.fares.dayNone"))));
      await expect(none.locator("[data-amount]")).toHaveCount(0);
    });

    test("without both airports the grid says how to see the fares and asks for none", async ({ page }) => {
      let asked = 0;
      page.on("request", (r) => {
        if (r.url().includes("/api/price-calendar")) asked++;
      });
      await page.goto(localePath(locale, "/"));
      const trigger = searchForm(page, locale).getByRole("button", { name: new RegExp(`^${escapeRegExp(t(locale, "Search.departDate"))}`) });
      const dialog = page.getByRole("dialog", { name: t(locale, "Search.calendarLabel") });
      await expect(async () => {
        if (!(await dialog.isVisible())) await trigger.click();
        await expect(dialog.getByRole("grid").first()).toBeVisible({ timeout: 3000 });
      }).toPass({ timeout: 20_000 });
      await expect(dialog.locator('[data-fares-status="none"]')).toHaveText(t(locale, "Search.fares.chooseRoute"));
      await expect(dialog.locator("[data-note]")).toHaveCount(0);
      expect(asked).toBe(0);
    });
  });
}
