// Issue 12, keyboard: the skip link is the first tab stop, shows itself and moves focus to the content; every tab
// stop of a page shows the focus ring (2px, in the focus token fitting the surface it sits on), in both languages; a
// card's title link that covers the card shows it round the card; on the results pages, so do the fields of their forms
// (filters, and the search form above hotel results: its date buttons included).
import { expect, test, type Page } from "@playwright/test";
import { localePath, LOCALES, t } from "../support/i18n";

// tailwind.config.ts `focus` (light surfaces) and `focus-inverse` (inside .surface-dark).
const RING = { light: "rgb(36, 107, 113)", dark: "rgb(210, 173, 109)" };

test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 1440, height: 900 } });

type Stop = { name: string; outline: string; width: number; color: string; dark: boolean; card: boolean; form: string | null };

/** The ring of the focused element as a user sees it: a visually hidden input shows it on its label. */
function focusedRing(page: Page): Promise<Stop | null> {
  return page.evaluate(async () => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    const box = active.getBoundingClientRect();
    const hidden = box.width <= 1 || box.height <= 1;
    const shown = hidden ? (active.closest("label") ?? active) : active.classList.contains("cover-link") ? (active.closest(".cover-card") ?? active) : active;
    // `transition-colors` eases the outline colour in: read it once the transition is over.
    const finite = shown.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    const style = getComputedStyle(shown);
    const surface = shown.closest(".surface-dark, .surface-light");
    return {
      name: `${active.tagName.toLowerCase()} "${(active.getAttribute("aria-label") ?? active.textContent ?? "").trim().slice(0, 40)}"`,
      outline: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      color: style.outlineColor,
      dark: surface?.classList.contains("surface-dark") ?? false,
      card: shown !== active && shown.classList.contains("cover-card"),
      form: active.closest("form")?.getAttribute("aria-label") ?? null,
    };
  });
}

for (const locale of LOCALES) {
  test(`the skip link comes first, is visible and moves focus to the content (${locale})`, async ({ page }) => {
    await page.goto(localePath(locale, "/about-us"));
    await expect(page.locator("main").first()).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: t(locale, "Nav.skipToContent") });
    await expect(skip).toBeFocused();
    const box = await skip.boundingBox();
    expect(box && box.width > 20 && box.height > 20 && box.y >= 0).toBe(true);
    await page.keyboard.press("Enter");
    await expect(page.locator("#main")).toBeFocused();
  });

  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const hotels = `/search?category=hotel&city=riyadh&checkIn=${inDays(40)}&checkOut=${inDays(42)}&guests=2&rooms=1`;
  const pages = [
    { name: "/", path: "/", cards: false },
    { name: "/login", path: "/login", cards: false },
    { name: "/offers", path: "/offers", cards: true, filters: "Offers.filters" },
    { name: "hotel results", path: hotels, cards: true, filters: "StaySearch.filters" },
  ];
  for (const { name, path, cards, filters } of pages) {
    test(`${cards ? `the result cards and form fields of ${name} show` : `every tab stop of ${name} shows`} the focus ring (${locale})`, async ({ page }) => {
      await page.goto(localePath(locale, path));
      await expect(page.locator("main").first()).toBeVisible();
      // Hydrated: the search form's fields and the login form answer to the keyboard only after hydration.
      await page.waitForLoadState("load");
      const seen: Stop[] = [];
      for (let i = 0; i < 160; i++) {
        await page.keyboard.press("Tab");
        const stop = await focusedRing(page);
        if (!stop) break;
        if (seen.length && seen[0]!.name === stop.name && i > 3) break;
        seen.push(stop);
      }
      expect(seen.length).toBeGreaterThan(8);
      // On the results pages, the cards' stops (their title links' ring is drawn round the card) and their forms' fields:
      // the filters' fields, selects and check chips, and the search form's.
      const checked = cards ? seen.filter((s) => s.card || s.form) : seen;
      if (cards) {
        expect(seen.filter((s) => s.card).length).toBeGreaterThan(1);
        expect(seen.filter((s) => s.form === t(locale, filters!)).length).toBeGreaterThan(3);
      }
      const bad = checked.filter((s) => s.outline === "none" || s.width < 2 || s.color !== (s.dark ? RING.dark : RING.light));
      expect(bad, JSON.stringify(bad, null, 1)).toEqual([]);
    });
  }
}
