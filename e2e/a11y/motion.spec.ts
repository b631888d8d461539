// Issue 12: with "reduce motion" set in the system, nothing glides or fades — CSS transitions are off and the
// page's own scrolls (the booking steps, an error brought into view) jump instead of scrolling smoothly.
import { expect, test, type Page } from "@playwright/test";
import { fillTraveler, findFlights, searchForm } from "../support/flights";
import { localePath, t } from "../support/i18n";

/** The search button's transition, as the browser computes it. */
async function buttonTransition(page: Page) {
  await page.goto(localePath("ar", "/"));
  const submit = searchForm(page, "ar").getByRole("button", { name: t("ar", "Search.submit") });
  await expect(submit).toBeVisible();
  return submit.evaluate((el) => getComputedStyle(el).transitionDuration);
}

test.describe("motion", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("buttons transition normally, and not at all when the system asks for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    expect(await buttonTransition(page)).not.toBe("0s");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await buttonTransition(page)).toBe("0s");
  });
});

test.describe("scrolling from script", () => {
  test.use({ storageState: "e2e/.auth/traveler.json", viewport: { width: 390, height: 844 } });

  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    test(`the next booking step scrolls ${reducedMotion === "reduce" ? "without" : "with"} smooth motion (${reducedMotion})`, async ({ page, request }) => {
      await page.emulateMedia({ reducedMotion });
      // Record the behaviour the page asks for on every script scroll.
      await page.addInitScript(() => {
        const seen: string[] = ((window as unknown as { __scrolls: string[] }).__scrolls = []);
        const original = window.scrollTo.bind(window);
        window.scrollTo = ((options?: ScrollToOptions | number, y?: number) => {
          if (typeof options === "object") seen.push(options.behavior ?? "auto");
          return typeof options === "object" ? original(options) : original(options ?? 0, y ?? 0);
        }) as typeof window.scrollTo;
      });
      const flight = (await findFlights(request, 13))[0]!;
      await page.goto(localePath("ar", `/flight/${flight}/booking?adults=1&children=0&infants=0&cabin=economy`));
      await fillTraveler(page, "ar", "adult", 1, {
        name: "Sara Ahmed",
        contact: { email: "traveler@example.com", phone: "+966500000001" },
        passport: `M${Date.now().toString(36).toUpperCase().slice(-7)}`,
        dob: "1988-04-12",
        gender: "Mrs",
      });
      await page.getByRole("button", { name: t("ar", "Booking.next") }).click();
      await expect(page.getByRole("heading", { level: 2, name: t("ar", "Booking.steps.seats") })).toBeVisible();
      const scrolls = await page.evaluate(() => (window as unknown as { __scrolls: string[] }).__scrolls);
      expect(scrolls).toContain(reducedMotion === "reduce" ? "auto" : "smooth");
      expect(scrolls).not.toContain(reducedMotion === "reduce" ? "smooth" : "auto");
    });
  }
});
