// Issue 25: the price calendar above flight results — each day's lowest fare, the cheapest day marked and equal to the
// cheapest result of that day's search (asked of the provider through the BFF), a link keeping the party and cabin,
// past days shown as such, the chosen day in view on a 320 px screen, in both languages.
import { expect, test } from "@playwright/test";
import { isoDaysAhead } from "../support/flights";
import { localePath, LOCALES, t } from "../support/i18n";

const party = "adults=2&children=1&infants=0&cabin=economy";

for (const locale of LOCALES) {
  test.describe(`price calendar (${locale})`, () => {
    test("the cheapest day is the cheapest result of that day's search, and its link searches that day", async ({ page, request }) => {
      const date = isoDaysAhead(12);
      await page.goto(localePath(locale, `/flight-search?from=RUH&to=JED&date=${date}&${party}`));
      const strip = page.getByRole("navigation", { name: t(locale, "Results.priceCalendar.title") });
      await expect(strip).toBeVisible();
      await expect(strip.locator(`li[data-day="${date}"] [aria-current="date"]`)).toBeVisible();
      await expect(strip.getByRole("listitem")).toHaveCount(31);

      // The marked day names itself cheapest to a screen reader and shows the marker.
      const marker = t(locale, "Results.priceCalendar.dayCheapest").replace(/^[,،]\s*/, "");
      const cell = strip
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: new RegExp(marker) }) })
        .first();
      const cheapest = cell.getByRole("link");
      await expect(cheapest).toContainText(t(locale, "Results.priceCalendar.cheapest"));
      const day = (await cell.getAttribute("data-day"))!;
      const price = Number(await cell.locator("[data-price]").getAttribute("data-price"));

      // No day of the strip is cheaper.
      for (const other of await strip.locator("[data-price]").all()) expect(Number(await other.getAttribute("data-price"))).toBeGreaterThanOrEqual(price);

      // The provider's search of that day, through the BFF, for the same party and cabin.
      const response = await request.get(`/api/search-flight/api/Flights/Search?from=RUH&to=JED&date=${day}&${party}`);
      expect(response.ok()).toBe(true);
      const body = (await response.json()) as { outbound: { flights: { price: number }[] } };
      expect(Math.min(...body.outbound.flights.map((f) => f.price))).toBe(price);

      // By keyboard: the link opens that day's search with the party and cabin kept, its first result at that price.
      await cheapest.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`date=${day}&adults=2&children=1&infants=0&cabin=economy`));
      await expect(page.getByTestId("flight-price").first()).toHaveAttribute("data-price", String(price));
    });

    test("the days come after the page: while they load the strip keeps its room, and a failure says so beside the results", async ({ page }) => {
      const date = isoDaysAhead(12);
      // The page's HTML has the strip's heading but not its days: the browser asks for them.
      const html = await (await page.request.get(localePath(locale, `/flight-search?from=RUH&to=JED&date=${date}&${party}`))).text();
      expect(html).toContain(t(locale, "Results.priceCalendar.title"));
      expect(html).not.toContain(`data-day="${date}"`);

      // The answer is held until the waiting strip has been seen, then fails.
      let answer!: () => void;
      const held = new Promise<void>((resolve) => (answer = resolve));
      await page.route(/\/api\/price-calendar\?/, async (route) => {
        await held;
        await route.fulfill({ status: 503, json: { message: "down", code: "unavailable" } });
      });
      await page.goto(localePath(locale, `/flight-search?from=RUH&to=JED&date=${date}&${party}`));
      const strip = page.getByRole("navigation", { name: t(locale, "Results.priceCalendar.title") });
      const waiting = strip.locator("[data-loading]");
      await expect(waiting).toBeVisible();
      expect((await waiting.boundingBox())!.height).toBeGreaterThan(60);
      answer();
      await expect(strip.getByRole("status")).toHaveText(t(locale, "Results.priceCalendar.unavailable"));
      await expect(strip.getByRole("listitem")).toHaveCount(0);
      // The results themselves are there.
      await expect(page.getByTestId("flight-price").first()).toBeVisible();
    });

    test("at 320 px the chosen day is in view and the days before today are shown as past", async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      const date = isoDaysAhead(20);
      await page.goto(localePath(locale, `/flight-search?from=RUH&to=JED&date=${date}&${party}`));
      const strip = page.getByRole("navigation", { name: t(locale, "Results.priceCalendar.title") });
      await strip.scrollIntoViewIfNeeded();
      await expect(strip.locator(`li[data-day="${date}"]`)).toBeInViewport({ ratio: 0.9 });
      // The page itself never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

      await page.goto(localePath(locale, `/flight-search?from=RUH&to=JED&date=${isoDaysAhead(2)}&${party}`));
      const past = page.getByRole("navigation", { name: t(locale, "Results.priceCalendar.title") }).locator(`li[data-day="${isoDaysAhead(-5)}"]`);
      await expect(past).toHaveAttribute("data-status", "past");
      await expect(past).toContainText(t(locale, "Results.priceCalendar.past"));
      await expect(past.getByRole("link")).toHaveCount(0);
    });
  });
}
