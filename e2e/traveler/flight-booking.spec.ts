import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { localePath, LOCALES, t, type Locale } from "../support/i18n";

const PARTY = "adults=2&children=1&infants=0&cabin=economy";
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function isoDaysAhead(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A scheduled RUH→JED flight with room for the party, found through the BFF search endpoint. */
async function findFlight(request: APIRequestContext, daysAhead: number, withClass?: string): Promise<string> {
  const response = await request.get(
    `/api/search-flight/api/Flights/Search?from=RUH&to=JED&date=${isoDaysAhead(daysAhead)}&${PARTY}`,
  );
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { outbound: { flights: { id: string; status: string; seatsLeft: number | null }[] } };
  for (const flight of body.outbound.flights) {
    if (flight.status !== "scheduled" || (flight.seatsLeft !== null && flight.seatsLeft < 3)) continue;
    if (!withClass) return flight.id;
    const details = (await (await request.get(`/api/flight-backend/api/Flights/${flight.id}`)).json()) as { classes: { class: string }[] };
    if (details.classes.some((c) => c.class === withClass)) return flight.id;
  }
  throw new Error(`no bookable RUH→JED flight ${daysAhead} days ahead`);
}

/** Accessible names of seat buttons: "Seat 12A, available" with any seat. */
function seatName(locale: Locale, status: string): RegExp {
  const name = t(locale, "Booking.seatAria", { seat: "§", status });
  return new RegExp(`^${escape(name).replace("§", "\\w+")}$`);
}

function traveler(page: Page, locale: Locale, type: "adult" | "child" | "infant", n: number) {
  return page.getByRole("group", { name: new RegExp(`^${escape(t(locale, `Booking.travelerTitle.${type}`, { n }))}`) });
}

async function fillTraveler(page: Page, locale: Locale, type: "adult" | "child", n: number, data: { name: string; email: string; phone: string; passport: string; dob: string; gender: "Mr" | "Mrs" }) {
  const card = traveler(page, locale, type, n);
  await card.getByRole("radio", { name: t(locale, `Booking.genders.${data.gender}`), exact: true }).check();
  await card.getByLabel(t(locale, "Booking.fullName")).fill(data.name);
  await card.getByLabel(t(locale, "Booking.email")).fill(data.email);
  await card.getByLabel(t(locale, "Booking.phone")).fill(data.phone);
  await card.getByLabel(t(locale, "Booking.passportNumber")).fill(data.passport);
  await card.getByLabel(t(locale, "Booking.dateOfBirth")).fill(data.dob);
}

const childBirthDate = `${new Date().getUTCFullYear() - 8}-01-15`;

for (const locale of LOCALES) {
  test.describe(`flight details and booking (${locale})`, () => {
    test("details show the rules; favorite; book 2 adults and a child with a seat each", async ({ page }) => {
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

      await page.getByRole("link", { name: t(locale, "Flight.book"), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/flight/${id}/booking\\?adults=2&children=1&infants=0&cabin=economy`));

      const stamp = Date.now().toString(36).toUpperCase();
      await fillTraveler(page, locale, "adult", 1, { name: "Sara Ahmed", email: "traveler@example.com", phone: "+966500000001", passport: `A${stamp}1`.slice(0, 12), dob: "1988-04-12", gender: "Mrs" });
      await fillTraveler(page, locale, "adult", 2, { name: "Omar Ahmed", email: "omar@example.com", phone: "+966500000002", passport: `B${stamp}2`.slice(0, 12), dob: "1986-09-30", gender: "Mr" });
      await fillTraveler(page, locale, "child", 1, { name: "Lina Ahmed", email: "lina@example.com", phone: "+966500000003", passport: `C${stamp}3`.slice(0, 12), dob: childBirthDate, gender: "Mrs" });

      const free = page.getByRole("button", { name: seatName(locale, t(locale, "Booking.seatStatus.free")) });
      for (const [type, n] of [["adult", 1], ["adult", 2], ["child", 1]] as const) {
        await page.getByRole("radio", { name: new RegExp(`^${escape(t(locale, `Booking.travelerTitle.${type}`, { n }))}`) }).click();
        await free.first().click();
      }
      await expect(page.locator("[data-state=mine], [data-state=other]")).toHaveCount(3);

      const total = page.getByTestId("booking-total");
      await expect(total).toContainText(t(locale, "Booking.price.total"));
      await expect(total).toContainText(/\d/);

      await page.getByRole("button", { name: t(locale, "Booking.submit"), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/flight/${id}/booking/reservation/[0-9a-f-]{36}`), { timeout: 20_000 });
    });

    test("seats of another class cannot be chosen; a wrong child birth date is refused", async ({ page }) => {
      const id = await findFlight(page.request, 30, "business");
      await page.goto(localePath(locale, `/flight/${id}/booking?${PARTY}`));

      const otherClass = t(locale, "Booking.seatStatus.otherClass", { class: t(locale, "Flight.class.business") });
      const businessSeat = page.getByRole("button", { name: seatName(locale, otherClass) }).first();
      await expect(businessSeat).toBeDisabled();
      await expect(page.getByText(t(locale, "Booking.otherClassHint", { class: t(locale, "Flight.class.business") }))).toBeVisible();

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
