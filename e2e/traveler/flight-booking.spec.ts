// Details and booking rules, in both languages (the full booking journey is in flight-journey.spec.ts).
import { expect, test, type APIRequestContext } from "@playwright/test";
import { localePath, LOCALES, t } from "../support/i18n";
import { childBirthDate, escapeRegExp as escape, findFlights, seatName, travelerCard as traveler } from "../support/flights";

const PARTY = "adults=2&children=1&infants=0&cabin=economy";

/** A RUH→JED flight with room for the party (and the given cabin on board, when asked). */
async function findFlight(request: APIRequestContext, daysAhead: number, withClass?: string): Promise<string> {
  for (const id of await findFlights(request, daysAhead, PARTY, 3)) {
    if (!withClass) return id;
    const details = (await (await request.get(`/api/flight-backend/api/Flights/${id}`)).json()) as { classes: { class: string }[] };
    if (details.classes.some((c) => c.class === withClass)) return id;
  }
  throw new Error(`no bookable RUH→JED flight ${daysAhead} days ahead`);
}

for (const locale of LOCALES) {
  test.describe(`flight details and booking (${locale})`, () => {
    test("details show the rules, toggle the favorite and lead to booking with the party", async ({ page }) => {
      const id = await findFlight(page.request, locale === "ar" ? 20 : 21);
      await page.goto(localePath(locale, `/flight/${id}?${PARTY}`));

      await expect(page.getByRole("heading", { name: t(locale, "Flight.allowanceTitle") })).toBeVisible();
      await expect(page.getByText(t(locale, "Flight.handBag"))).toBeVisible();
      await expect(page.getByText(t(locale, "Flight.cancellationRule", { hours: 24, percent: 10 }))).toBeVisible();

      // Favorite on, then off again so the next run starts the same way (an earlier run may have left it on).
      const add = t(locale, "Favorites.add");
      const remove = t(locale, "Favorites.remove");
      const heart = page.getByRole("button", { name: new RegExp(`^(${escape(add)}|${escape(remove)})$`) });
      if ((await heart.getAttribute("aria-pressed")) === "true") await heart.click();
      await page.getByRole("button", { name: t(locale, "Favorites.add") }).click();
      await expect(page.getByRole("button", { name: t(locale, "Favorites.remove") })).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByText(t(locale, "Favorites.added"))).toBeVisible();
      await page.getByRole("button", { name: t(locale, "Favorites.remove") }).click();
      await expect(page.getByRole("button", { name: t(locale, "Favorites.add") })).toHaveAttribute("aria-pressed", "false");

      await expect(page.getByRole("link", { name: t(locale, "Flight.book"), exact: true })).toHaveAttribute(
        "href",
        new RegExp(`/flight/${id}/booking\\?adults=2&children=1&infants=0&cabin=economy`),
      );
    });

    test("seats of another class cannot be chosen; a wrong child birth date is refused", async ({ page }) => {
      const id = await findFlight(page.request, 30, "business");
      await page.goto(localePath(locale, `/flight/${id}/booking?${PARTY}`));

      const otherClass = t(locale, "Booking.seatStatus.otherClass", { class: t(locale, "Terms.cabin.business") });
      const businessSeat = page.getByRole("button", { name: seatName(locale, otherClass) }).first();
      await expect(businessSeat).toBeDisabled();
      await expect(page.getByText(t(locale, "Booking.otherClassHint", { class: t(locale, "Terms.cabin.business") }))).toBeVisible();

      const child = traveler(page, locale, "child", 1);
      const dob = child.getByLabel(t(locale, "Booking.dateOfBirth"));
      await dob.fill("1990-01-01");
      await dob.blur();
      await expect(child.getByText(t(locale, "Validation.dateOfBirthMismatch"))).toBeVisible();
      await dob.fill(childBirthDate);
      await dob.blur();
      await expect(child.getByText(t(locale, "Validation.dateOfBirthMismatch"))).toHaveCount(0);
    });

    test("an unknown flight answers 404 with its message", async ({ page }) => {
      const response = await page.goto(localePath(locale, "/flight/not-a-flight"));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: t(locale, "Flight.notFoundTitle") })).toBeVisible();
    });
  });

  test.describe(`booking as a guest (${locale})`, () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test("the booking page sends a guest to login with a way back", async ({ page }) => {
      const id = await findFlight(page.request, 22);
      const path = localePath(locale, `/flight/${id}/booking?${PARTY}`);
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === localePath(locale, "/login") && url.searchParams.get("redirect") === path);
    });
  });
}
