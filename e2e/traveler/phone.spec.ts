// Issue 6 on a 390 px phone, in both languages: results start on the first screen, the booking goes through every
// step with nothing booked before the review's confirm, and every reservations tab can be reached.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { LOCALES, localePath, t, type Locale } from "../support/i18n";
import { fillTraveler, findFlights, isoDaysAhead } from "../support/flights";
import { makeReservation } from "../support/reservations";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A scheduled RUH→JED wide-body flight (a 3-3-3 economy cabin) with room for one, `daysAhead` days out. */
async function wideBodyFlight(request: APIRequestContext, daysAhead: number): Promise<string> {
  for (const id of await findFlights(request, daysAhead)) {
    const details = (await (await request.get(`/api/flight-backend/api/Flights/${id}`)).json()) as { plane: { model: { en: string } } };
    if (/777|787|A330/.test(details.plane.model.en)) return id;
  }
  throw new Error(`no wide-body RUH→JED flight ${daysAhead} days ahead`);
}

/** The seat step of a wide-body flight's booking, for one adult (the traveller filled in). */
async function openSeatStep(page: Page, locale: Locale, daysAhead: number) {
  const flightId = await wideBodyFlight(page.request, daysAhead);
  await page.goto(localePath(locale, `/flight/${flightId}/booking?adults=1&children=0&infants=0&cabin=economy`));
  await fillTraveler(page, locale, "adult", 1, {
    name: "Sara Ahmed",
    contact: { email: "traveler@example.com", phone: "+966500000001" },
    passport: `P${Date.now().toString(36).toUpperCase().slice(-6)}`,
    dob: "1988-04-12",
    gender: "Mrs",
  });
  await page.getByRole("button", { name: t(locale, "Booking.next") }).click();
}

/** The traveller's reservations on one flight (other specs book other flights for the same account meanwhile). */
async function reservationCount(request: APIRequestContext, flightId: string): Promise<number> {
  const response = await request.get("/api/flight-backend/api/Reservations");
  expect(response.ok()).toBe(true);
  // The list holds every kind; offer reservations have no flight.
  return ((await response.json()) as { flight?: { id: string } }[]).filter((r) => r.flight?.id === flightId).length;
}

for (const locale of LOCALES) {
  test.describe(`on a phone (${locale})`, () => {
    test("the first result shows without scrolling; Edit opens the search form", async ({ page }) => {
      const date = isoDaysAhead(9);
      await page.goto(localePath(locale, `/?from=RUH&to=JED&date=${date}&adults=1&children=0&infants=0&cabin=economy`));
      await expect(page.getByRole("article").first()).toBeInViewport();
      const form = page.getByRole("form", { name: t(locale, "Search.formLabel") });
      await expect(form).toBeHidden();
      await page.getByRole("button", { name: t(locale, "Search.edit") }).click();
      await expect(form).toBeVisible();
      await expect(form.getByRole("button", { name: t(locale, "Search.submit") })).toBeVisible();
    });

    test("booking goes Travellers → Seats → Extras → Review, and books only from the review", async ({ page }) => {
      const [flightId] = await findFlights(page.request, locale === "ar" ? 33 : 34);
      await page.goto(localePath(locale, `/flight/${flightId}/booking?adults=1&children=0&infants=0&cabin=economy`));
      const before = await reservationCount(page.request, flightId!);
      const step = (name: string) =>
        page.getByRole("heading", { level: 2, name: t(locale, name === "travelers" ? "Terms.travellers" : `Booking.steps.${name}`) });
      const next = page.getByRole("button", { name: t(locale, "Booking.next") });

      await expect(step("travelers")).toBeVisible();
      // Next refuses an empty traveller and stays on the step.
      await next.click();
      await expect(step("travelers")).toBeVisible();
      await expect(step("seats")).toBeHidden();

      const stamp = Date.now().toString(36).toUpperCase().slice(-6);
      await fillTraveler(page, locale, "adult", 1, {
        name: "Sara Ahmed",
        contact: { email: "traveler@example.com", phone: "+966500000001" },
        passport: `P${stamp}`,
        dob: "1988-04-12",
        gender: "Mrs",
      });
      for (const [from, to] of [
        ["travelers", "seats"],
        ["seats", "extras"],
        ["extras", "review"],
      ] as const) {
        await expect(step(from)).toBeVisible();
        await next.click();
        await expect(step(to)).toBeVisible();
        await expect(step(from)).toBeHidden();
        expect(await reservationCount(page.request, flightId!)).toBe(before);
      }
      // The review reads back what will be booked, and only now offers to book.
      await expect(page.getByRole("region", { name: t(locale, "Booking.steps.review") }).getByText("Sara Ahmed")).toBeVisible();
      await expect(next).toHaveCount(0);
      expect(await reservationCount(page.request, flightId!)).toBe(before);
      await page.getByRole("button", { name: t(locale, "Booking.submit"), exact: true }).click();
      await expect(page).toHaveURL(/\/booking\/reservation\/[0-9a-f-]{36}$/, { timeout: 20_000 });
      expect(await reservationCount(page.request, flightId!)).toBe(before + 1);
    });

    test("a 3-3-3 cabin fits the phone: every seat of a row on the screen, the captions whole, no sideways scroll", async ({ page }) => {
      await openSeatStep(page, locale, locale === "ar" ? 35 : 36);
      const map = page.getByRole("grid", { name: t(locale, "Booking.seatMapLabel") });
      await expect(map).toBeVisible();
      const width = page.viewportSize()!.width;
      // Row 20 of economy: A to K, each whole on the screen and at least a 24 px target.
      for (const column of ["A", "C", "D", "F", "G", "K"]) {
        const seat = map.locator(`[data-seat="20${column}"]`);
        const box = (await seat.boundingBox())!;
        expect(box.x, `seat 20${column}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `seat 20${column}`).toBeLessThanOrEqual(width);
        expect(box.width).toBeGreaterThanOrEqual(24);
      }
      // Nothing is hidden sideways, so no scroll cue is needed; the cabin captions are not cut.
      const scroller = map.locator("xpath=..");
      expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
      await expect(page.getByTestId("seat-map-scroll-hint")).toHaveCount(0);
      for (const cabin of ["economy", "business", "first"]) {
        const caption = map
          .getByRole("rowgroup", { name: t(locale, "Booking.cabinLabel", { class: t(locale, `Terms.cabin.${cabin}`) }) })
          .locator("p")
          .first();
        const box = (await caption.boundingBox())!;
        expect(box.x, cabin).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, cabin).toBeLessThanOrEqual(width);
        expect(await caption.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
      }
    });

    test("at 320 px the map says it scrolls, and starts at seat A", async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      await openSeatStep(page, locale, locale === "ar" ? 37 : 38);
      await expect(page.getByTestId("seat-map-scroll-hint")).toHaveText(t(locale, "Booking.seatMapScrollHint"));
      const first = (await page.locator('[data-seat="20A"]').boundingBox())!;
      expect(first.x).toBeGreaterThanOrEqual(0);
    });

    test("every reservations tab is in view and can be opened", async ({ page, baseURL }) => {
      await makeReservation(page.request, baseURL!, { daysAhead: locale === "ar" ? 42 : 43 });
      await page.goto(localePath(locale, "/all-reservations"));
      const tabs = page.getByRole("tab");
      await expect(tabs).toHaveCount(3);
      for (const key of ["tabUpcoming", "tabPast", "tabCancelled"]) {
        const tab = page.getByRole("tab", { name: new RegExp(t(locale, `Reservations.${key}`)) });
        await expect(tab).toBeInViewport({ ratio: 1 });
        await tab.click();
        await expect(tab).toHaveAttribute("aria-selected", "true");
      }
    });
  });
}
