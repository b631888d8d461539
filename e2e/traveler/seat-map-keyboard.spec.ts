// Issue 12: the seat map is a grid: one tab stop, arrow keys between seats, each seat named with its number,
// class, price and state, in both languages.
import { expect, test, type Page } from "@playwright/test";
import { LOCALES, localePath, t, type Locale } from "../support/i18n";
import { fillTraveler, findFlights, goToStep, seatName } from "../support/flights";
import { makeReservation } from "../support/reservations";

type Seat = { id: number; seatNumber: string; class: "economy" | "business" | "first"; taken: boolean };

/** The booking form of `flightId` for one adult, its traveller filled in (a passport number starting with `letter`), at the seats step. */
async function openSeatsStep(page: Page, locale: Locale, flightId: string, letter: string) {
  await page.goto(localePath(locale, `/flight/${flightId}/booking?adults=1&children=0&infants=0&cabin=economy`));
  const stamp = Date.now().toString(36).toUpperCase().slice(-6);
  await fillTraveler(page, locale, "adult", 1, {
    name: "Sara Ahmed",
    contact: { email: "traveler@example.com", phone: "+966500000001" },
    passport: `${letter}${stamp}`,
    dob: "1988-04-12",
    gender: "Mrs",
  });
  await goToStep(page, locale, "seats");
}

for (const locale of LOCALES) {
  test(`seat map by keyboard, with spoken names (${locale})`, async ({ page }) => {
    const [flightId] = await findFlights(page.request, locale === "ar" ? 36 : 37);
    await openSeatsStep(page, locale, flightId!, "K");

    const grid = page.getByRole("grid", { name: t(locale, "Booking.seatMapLabel") });
    await expect(grid).toBeVisible();
    const free = t(locale, "Booking.seatStatus.free");
    // Exactly one seat is in the tab order: the first free seat of the fare class.
    const tabStop = grid.locator('button[tabindex="0"]');
    await expect(tabStop).toHaveCount(1);
    await expect(tabStop).toHaveAccessibleName(seatName(locale, free));
    const economy = t(locale, "Terms.cabin.economy");
    await expect(tabStop).toHaveAccessibleName(new RegExp(economy));

    await tabStop.focus();
    const start = await tabStop.getAttribute("data-seat");
    await page.keyboard.press("ArrowDown");
    const below = page.locator("button[data-seat]:focus");
    await expect(below).toHaveCount(1);
    expect(await below.getAttribute("data-seat")).not.toBe(start);
    expect((await below.getAttribute("data-seat"))!.replace(/\d+/, "")).toBe(start!.replace(/\d+/, ""));
    await page.keyboard.press("ArrowRight");
    const chosen = await page.locator("button[data-seat]:focus").getAttribute("data-seat");
    await page.keyboard.press("Enter");
    const seat = page.locator(`button[data-seat="${chosen}"]`);
    await expect(seat).toHaveAttribute("aria-pressed", "true");
    const by = t(locale, "Booking.seatStatus.selectedBy", {
      traveler: t(locale, "Booking.travelerTitle", { type: t(locale, "Terms.passengerType.adult"), n: 1 }),
    });
    await expect(seat).toHaveAccessibleName(seatName(locale, by));
  });
}

// A taken seat and a seat of another class are said as such, stay reachable by the arrow keys, and Enter does not take them.
for (const locale of LOCALES) {
  test(`a taken seat and another class's seat are named and cannot be chosen (${locale})`, async ({ page, baseURL }) => {
    const flights = await findFlights(page.request, locale === "ar" ? 38 : 39);
    const flightId = flights[flights.length - 1]!;
    const seats = ((await (await page.request.get(`/api/flight-backend/api/Flights/${flightId}/Seats`)).json()) as { seats: Seat[] }).seats;
    const taken = seats.find((s) => s.class === "economy" && !s.taken)!;
    // Every seeded plane has a business cabin.
    const otherClass = seats.find((s) => s.class !== "economy")!;
    await makeReservation(page.request, baseURL!, { daysAhead: 0, flightId, seatId: taken.id, locale });

    await openSeatsStep(page, locale, flightId, "T");

    const seat = page.locator(`button[data-seat="${taken.seatNumber}"]`);
    await expect(seat).toHaveAccessibleName(seatName(locale, t(locale, "Booking.seatStatus.taken")));
    await expect(seat).toHaveAccessibleName(new RegExp(taken.seatNumber));
    await expect(seat).toHaveAttribute("aria-disabled", "true");
    await seat.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Space");
    await expect(seat).toHaveAttribute("aria-pressed", "false");
    await expect(page.locator("button[data-seat][aria-pressed=true]")).toHaveCount(0);

    const cls = t(locale, `Terms.cabin.${otherClass.class}`);
    const other = page.locator(`button[data-seat="${otherClass.seatNumber}"]`);
    await expect(other).toHaveAccessibleName(seatName(locale, t(locale, "Booking.seatStatus.otherClass", { class: cls })));
    await other.focus();
    await page.keyboard.press("Enter");
    await expect(other).toHaveAttribute("aria-pressed", "false");
  });
  test(`a seat map that fails to load says so, with a retry (${locale})`, async ({ page }) => {
    const [flightId] = await findFlights(page.request, locale === "ar" ? 38 : 39);
    // The form loads the seat map in the browser: it fails (a server error, each of its own retries too) until
    // the traveller asks again.
    let failing = true;
    await page.route(/\/api\/flight-backend\/api\/Flights\/[^/]+\/Seats/, (route) =>
      failing ? route.fulfill({ status: 503, contentType: "application/json", body: "{}" }) : route.continue(),
    );
    await openSeatsStep(page, locale, flightId!, "R");

    const failed = page.getByRole("alert").filter({ hasText: t(locale, "Booking.seatMapUnavailable") });
    await expect(failed).toBeVisible();
    failing = false;
    await failed.getByRole("button", { name: t(locale, "Booking.seatMapRetry") }).click();
    await expect(page.getByRole("grid", { name: t(locale, "Booking.seatMapLabel") })).toBeVisible();
    await expect(failed).toHaveCount(0);
  });
}
