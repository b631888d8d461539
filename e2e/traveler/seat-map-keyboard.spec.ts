// Issue 12: the seat map is a grid: one tab stop, arrow keys between seats, each seat named with its number,
// class, price and state, in both languages.
import { expect, test } from "@playwright/test";
import { LOCALES, localePath, t } from "../support/i18n";
import { fillTraveler, findFlights, goToStep, seatName } from "../support/flights";

for (const locale of LOCALES) {
  test(`seat map by keyboard, with spoken names (${locale})`, async ({ page }) => {
    const [flightId] = await findFlights(page.request, locale === "ar" ? 36 : 37);
    await page.goto(localePath(locale, `/flight/${flightId}/booking?adults=1&children=0&infants=0&cabin=economy`));
    const stamp = Date.now().toString(36).toUpperCase().slice(-6);
    await fillTraveler(page, locale, "adult", 1, { name: "Sara Ahmed", contact: { email: "traveler@example.com", phone: "+966500000001" }, passport: `K${stamp}`, dob: "1988-04-12", gender: "Mrs" });
    await goToStep(page, locale, "seats");

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
    const by = t(locale, "Booking.seatStatus.selectedBy", { traveler: t(locale, "Booking.travelerTitle", { type: t(locale, "Terms.passengerType.adult"), n: 1 }) });
    await expect(seat).toHaveAccessibleName(seatName(locale, by));
  });
}
