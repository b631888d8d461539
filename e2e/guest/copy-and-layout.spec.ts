// Issue 6, defect 9: the hero's art never sits under its text, and no footer page repeats its title as a heading.
import { expect, test, type Page } from "@playwright/test";
import { isoDaysAhead } from "../support/flights";
import { LOCALES, localePath } from "../support/i18n";

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
];

/** Drawn shapes of the hero's decorative SVGs (what is visible of them) that overlap its text, buttons or form. */
async function artUnderText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const cut = (a: Box, b: Box): Box | null => {
      const box = { left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) };
      return box.right > box.left && box.bottom > box.top ? box : null;
    };
    const hero = document.querySelector("main section")!;
    const content = [...hero.querySelectorAll("h1, p, a, button, form")].filter((el) => el.getBoundingClientRect().width > 1); // sr-only text is 1px: not drawn
    const art = [...hero.querySelectorAll("svg")].filter((svg) => !svg.closest("h1, p, a, button, form"));
    const hits: string[] = [];
    for (const svg of art) {
      const frame = cut(svg.getBoundingClientRect(), hero.getBoundingClientRect());
      if (!frame) continue;
      for (const shape of svg.querySelectorAll("path, circle, ellipse, rect")) {
        const drawn = cut(shape.getBoundingClientRect(), frame);
        if (!drawn) continue;
        for (const el of content) {
          if (cut(drawn, el.getBoundingClientRect()))
            hits.push(`<${shape.tagName}> under <${el.tagName.toLowerCase()}> "${el.textContent?.trim().slice(0, 30)}"`);
        }
      }
    }
    return hits;
  });
}

for (const locale of LOCALES) {
  for (const viewport of VIEWPORTS) {
    test(`the hero's art stays clear of its text (${locale}, ${viewport.name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // The full hero of the home page, then the compact one above search results.
      for (const path of ["/", `/?from=RUH&to=JED&date=${isoDaysAhead(10)}&adults=1&children=0&infants=0&cabin=economy`]) {
        await page.goto(localePath(locale, path));
        // Above results a phone keeps the heading for screen readers only (the search summary takes its place).
        await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
        await expect(page.locator("main section form, main section [data-search-summary]").filter({ visible: true }).first()).toBeVisible();
        expect(await artUnderText(page), path).toEqual([]);
      }
    });
  }

  test(`no footer page repeats its title as a heading (${locale})`, async ({ page }) => {
    for (const path of ["/about-us", "/terms-and-conditions", "/privacy-policy"]) {
      await page.goto(localePath(locale, path));
      const title = (await page.getByRole("heading", { level: 1 }).textContent())?.trim();
      expect(title).toBeTruthy();
      const sections = (await page.getByRole("heading", { level: 2 }).allTextContents()).map((text) => text.trim());
      expect(sections.length).toBeGreaterThan(1);
      expect(sections, path).not.toContain(title);
    }
  });
}
