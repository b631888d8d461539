import { expect, test, type Page } from "@playwright/test";
import { LOCALES, localePath, t } from "../support/i18n";
import { countAllFlights, isoDaysAhead as isoDaysFromToday, pickAirport, pickDate, pickParty, searchForm, showAllFlights } from "../support/flights";

async function prices(page: Page): Promise<number[]> {
  return page.getByTestId("flight-price").evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute("data-price"))));
}

for (const locale of LOCALES) {
  test.describe(`flight search (${locale})`, () => {
    test("search RUH → JED for 2 adults and 1 child, filter non-stop, sort by price, reload", async ({ page }) => {
      const date = isoDaysFromToday(8);
      await page.goto(localePath(locale, "/"));
      const form = page.getByRole("form", { name: t(locale, "Search.formLabel") });
      await expect(form).toBeVisible();

      await pickAirport(page, locale, "from", "RUH", "RUH");
      await pickAirport(page, locale, "to", locale === "ar" ? "جدة" : "jed", "JED");
      await pickDate(page, locale, date);

      await pickParty(page, locale, { adults: 2, children: 1 });

      await form.getByRole("button", { name: t(locale, "Search.submit") }).click();
      await expect(page).toHaveURL(new RegExp(`from=RUH&to=JED&date=${date}&adults=2&children=1&infants=0&cabin=economy`));
      const cards = page.getByRole("article");
      await expect(cards.first()).toBeVisible();
      expect(await cards.count()).toBeGreaterThanOrEqual(6);
      // Each card is named by its airline and flight number, and links to its details with the party.
      await expect(cards.first()).toHaveAccessibleName(/\d{3,4}/);
      await expect(cards.first().getByRole("link", { name: t(locale, "Results.details") })).toHaveAttribute(
        "href",
        /\/flight\/[^?]+\?adults=2&children=1&infants=0&cabin=economy/,
      );

      // Non-stop only.
      const filters = page.getByRole("complementary", { name: t(locale, "Results.filters") });
      if (!(await filters.isVisible())) await page.getByRole("button", { name: t(locale, "Results.showFilters") }).click();
      await filters.getByRole("checkbox", { name: t(locale, "Terms.stops", { count: 0 }) }).check();
      await expect(page).toHaveURL(/stops=0/);
      await expect(async () => {
        await showAllFlights(page);
        const texts = await page.getByRole("article").allInnerTexts();
        expect(texts.length).toBeGreaterThan(0);
        for (const text of texts) expect(text).toContain(t(locale, "Terms.stops", { count: 0 }));
      }).toPass();

      // Fastest, then cheapest: prices ascend.
      await page.getByRole("tab", { name: t(locale, "Results.sort.duration") }).click();
      await expect(page).toHaveURL(/sort=duration/);
      await page.getByRole("tab", { name: t(locale, "Results.sort.price") }).click();
      await expect(page.getByRole("tab", { name: t(locale, "Results.sort.price") })).toHaveAttribute("aria-selected", "true");
      await expect(page).not.toHaveURL(/sort=/);
      await showAllFlights(page);
      const sorted = await prices(page);
      expect(sorted.length).toBeGreaterThan(0);
      expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

      // A reload keeps the search, the filter and the results.
      const url = page.url();
      await page.reload();
      expect(page.url()).toBe(url);
      await expect(page.getByRole("combobox", { name: t(locale, "Search.from") })).toHaveValue(/\(RUH\)/);
      await expect(page.getByRole("checkbox", { name: t(locale, "Terms.stops", { count: 0 }) })).toBeChecked();
      await showAllFlights(page);
      expect(await prices(page)).toEqual(sorted);
    });

    test("a day without flights explains itself and offers nearby dates", async ({ page }) => {
      // The seed flies every route for 120 days: day 121 is empty and the days before it are not.
      const date = isoDaysFromToday(121);
      await page.goto(localePath(locale, `/?from=RUH&to=JED&date=${date}&adults=1&children=0&infants=0&cabin=economy`));
      await expect(page.getByRole("heading", { name: t(locale, "Results.emptyTitle") })).toBeVisible();
      const nearby = page.getByRole("navigation", { name: t(locale, "Results.nearbyTitle") });
      const links = nearby.getByRole("link");
      expect(await links.count()).toBeGreaterThan(0);
      await links.first().click();
      await expect(page).not.toHaveURL(new RegExp(`date=${date}`));
      await expect(page.getByRole("article").first()).toBeVisible();
    });

    test("an invalid search shows the translated field messages instead of results", async ({ page }) => {
      // Refused by the URL's own validation…
      await page.goto(localePath(locale, `/?from=RUH&to=RUH&date=${isoDaysFromToday(5)}`));
      await expect(page.getByRole("alert").filter({ hasText: t(locale, "Validation.sameAirports") })).toBeVisible();
      await expect(page.getByRole("article")).toHaveCount(0);
      // …and by the provider (an airport it does not know).
      await page.goto(localePath(locale, `/?from=XXX&to=JED&date=${isoDaysFromToday(5)}`));
      await expect(page.getByRole("alert").filter({ hasText: t(locale, "Validation.airportUnknown") })).toBeVisible();
      await expect(page.getByRole("article")).toHaveCount(0);
    });
  });
}

// Issue 22, point 15: at desktop width the From suggestions were drawn under the home's Flights/Hotels/Chalets/Taxi
// tiles, so from the third suggestion on an airport could be neither seen nor clicked.
for (const locale of LOCALES) {
  test(`every airport suggestion on home is above the tiles and can be clicked (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(localePath(locale, "/"));
    const box = searchForm(page, locale).getByRole("combobox", { name: t(locale, "Search.from") });
    const options = page.getByRole("listbox", { name: t(locale, "Search.from") }).getByRole("option");
    await expect(async () => {
      await box.fill("");
      await box.fill(locale === "ar" ? "السعودية" : "Saudi");
      await expect(options.nth(4)).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 20_000 });
    // City and country joined with the page's comma (issue 22, point 12: "الرياض, السعودية").
    const place = options.first().locator("span span").first();
    await expect(place).toHaveText(locale === "ar" ? /^[^,]+، [^,]+$/ : /^[^،]+, [^،]+$/);
    const count = await options.count();
    const last = options.nth(Math.min(count, 6) - 1);
    await last.scrollIntoViewIfNeeded();
    // What the pointer would hit at the option's centre is the option itself, not a tile drawn over it.
    const hit = await last.evaluate((element) => {
      const r = element.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return element.contains(top);
    });
    expect(hit).toBe(true);
    const code = (await last.textContent())!.match(/([A-Z]{3})\s*$/)![1];
    await last.click({ timeout: 5_000 });
    await expect(box).toHaveValue(new RegExp(`\\(${code}\\)`));
  });
}

// Issue 22, point 9: on a phone the filter sheet had no "Show N results" button and Escape did not close it.
for (const locale of LOCALES) {
  test(`the phone's filter sheet closes on Escape and shows its filtered count on its last button (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(localePath(locale, `/flight-search?from=RUH&to=JED&date=${isoDaysFromToday(9)}&adults=1&children=0&infants=0&cabin=economy`));
    await expect(page.getByRole("article").first()).toBeVisible();
    const opener = page.getByRole("button", { name: t(locale, "Results.showFilters") });
    const sheet = page.getByRole("complementary", { name: t(locale, "Results.filters") });

    await opener.click();
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("button", { name: t(locale, "Results.closeFilters") })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await sheet.getByRole("checkbox", { name: t(locale, "Terms.stops", { count: 0 }) }).check();
    await expect(page).toHaveURL(/stops=0/);
    const cards = page.getByRole("article");
    // The list renders its first screen only: the flights it lists in all are counted with every card shown.
    const count = await countAllFlights(page);
    await expect(sheet.getByRole("button", { name: t(locale, "Results.showResults", { count }) })).toBeVisible({ timeout: 15_000 });
    await sheet.getByRole("button", { name: t(locale, "Results.showResults", { count }) }).click();
    await expect(sheet).toBeHidden();
    await expect(cards.first()).toBeVisible();
  });
}
