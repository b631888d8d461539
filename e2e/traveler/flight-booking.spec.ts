// Details and booking rules, in both languages (the full booking journey is in flight-journey.spec.ts).
import { expect, test, type APIRequestContext } from "@playwright/test";
import { localePath, LOCALES, t } from "../support/i18n";
import {
  childBirthDate,
  escapeRegExp as escape,
  fillDateOfBirth,
  fillTraveler,
  findFlights,
  goToStep,
  isoDaysAhead,
  seatName,
  travelerCard as traveler,
} from "../support/flights";

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
      await expect(page.getByText(t(locale, "Ticket.cancellationRule", { hours: 24, percent: 10 }))).toBeVisible();

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

    test("seats of another class cannot be chosen; a child gets child titles, no contact fields and a birth date in the page's language", async ({ page }) => {
      // A flight on 31 December would let a child be born on any day of the years offered: no wrong date to try.
      const id = await findFlight(page.request, isoDaysAhead(30).endsWith("-12-31") ? 31 : 30, "business");
      await page.goto(localePath(locale, `/flight/${id}/booking?${PARTY}`));
      // The page streams in after the layout: the form only checks what is typed once React has taken it over.
      await expect(page.locator("form [data-hydrated]").first()).toBeAttached();

      // Titles by passenger type; email and phone once, on the lead traveller, with where the confirmation goes.
      const title = (key: string) => t(locale, `Booking.genders.${key}`);
      const lead = traveler(page, locale, "adult", 1);
      const child = traveler(page, locale, "child", 1);
      for (const [card, titles] of [
        [lead, ["Mr", "Mrs", "Ms"]],
        [child, ["Mstr", "Miss"]],
      ] as const) {
        await expect(card.getByRole("radio")).toHaveCount(titles.length);
        for (const key of titles) await expect(card.getByRole("radio", { name: title(key), exact: true })).toBeVisible();
      }
      await expect(lead.getByLabel(t(locale, "Booking.email"))).toBeVisible();
      await expect(lead.getByText(t(locale, "Booking.contactHint"))).toBeVisible();
      for (const other of [traveler(page, locale, "adult", 2), child]) {
        await expect(other.getByLabel(t(locale, "Booking.email"))).toHaveCount(0);
        await expect(other.getByLabel(t(locale, "Booking.phone"))).toHaveCount(0);
      }

      // The birth date: day, month name and year in the page's language; no native date input and its mm/dd/yyyy.
      await expect(child.locator('input[type="date"]')).toHaveCount(0);
      const month = child.getByRole("combobox", { name: t(locale, "Booking.dobMonth"), exact: true });
      const january = new Intl.DateTimeFormat(locale, { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2000, 0, 1)));
      await expect(month.locator("option").nth(1)).toHaveText(january);
      const years = await child
        .getByRole("combobox", { name: t(locale, "Booking.dobYear"), exact: true })
        .locator("option")
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
      // The oldest year a child can be born in, on 1 January: before the group's first birth date.
      await fillDateOfBirth(child, locale, `${years.at(-1)}-01-01`);
      // Checked when focus leaves the three selects.
      await child.getByRole("combobox", { name: t(locale, "Booking.dobDay"), exact: true }).focus();
      await child.getByLabel(t(locale, "Booking.passportNumber")).focus();
      await expect(child.getByText(t(locale, "Validation.dateOfBirthMismatch"))).toBeVisible();
      await fillDateOfBirth(child, locale, childBirthDate);
      await expect(child.getByText(t(locale, "Validation.dateOfBirthMismatch"))).toHaveCount(0);

      // The summary: a unit price and a line total per passenger type, in a valid definition list.
      const summary = page.getByRole("complementary", { name: t(locale, "Booking.summaryTitle") });
      const adultLine = summary.getByRole("listitem").first();
      await expect(adultLine).toContainText(`${t(locale, "Terms.passengerType.adult")} × 2`);
      const [each, line] = await Promise.all([adultLine.locator("span bdi").first().innerText(), adultLine.locator(":scope > bdi").innerText()]);
      const amount = (text: string) => Number(/\d[\d,]*(?:\.\d+)?/.exec(text)![0].replace(/,/g, ""));
      expect(amount(line)).toBeCloseTo(amount(each) * 2, 2);
      const badChildren = await summary
        .locator("dl")
        .evaluate(
          (dl) =>
            [...dl.children].filter((c) => c.tagName !== "DIV" || c.children.length !== 2 || c.children[0]!.tagName !== "DT" || c.children[1]!.tagName !== "DD")
              .length,
        );
      expect(badChildren).toBe(0);

      const stamp = Date.now().toString(36).toUpperCase().slice(-6);
      await fillTraveler(page, locale, "adult", 1, {
        name: "Sara Ahmed",
        contact: { email: "traveler@example.com", phone: "+966500000001" },
        passport: `S${stamp}1`,
        dob: "1988-04-12",
        gender: "Mrs",
      });
      await fillTraveler(page, locale, "adult", 2, { name: "Omar Ahmed", passport: `S${stamp}2`, dob: "1986-09-30", gender: "Mr" });
      await fillTraveler(page, locale, "child", 1, { name: "Lina Ahmed", passport: `S${stamp}3`, dob: childBirthDate, gender: "Miss" });
      await goToStep(page, locale, "seats");
      const otherClass = t(locale, "Booking.seatStatus.otherClass", { class: t(locale, "Terms.cabin.business") });
      const businessSeat = page.getByRole("button", { name: seatName(locale, otherClass) }).first();
      await expect(businessSeat).toBeDisabled();
      await expect(page.getByText(t(locale, "Booking.otherClassHint", { class: t(locale, "Terms.cabin.business") }))).toBeVisible();
    });

    test("an unknown flight answers 404 with its message", async ({ page }) => {
      const response = await page.goto(localePath(locale, "/flight/not-a-flight"));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: t(locale, "Flight.notFoundTitle") })).toBeVisible();
    });

    test("booking an unknown flight answers 404 with its message", async ({ page }) => {
      const response = await page.goto(localePath(locale, `/flight/not-a-flight/booking?${PARTY}`));
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
