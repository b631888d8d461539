// Issue 25: a family reaching the seat step gets adjacent seats proposed in one press, keyboard only, and hears the proposal.
import { expect, test } from "@playwright/test";
import { LOCALES, localePath, t } from "../support/i18n";
import { childBirthDate, escapeRegExp, fillTraveler, findFlights, goToStep } from "../support/flights";

const PARTY = "adults=2&children=2&infants=0&cabin=economy";

for (const locale of LOCALES) {
  test(`a family of four gets four adjacent seats in one press, by keyboard (${locale})`, async ({ page }) => {
    const [flightId] = await findFlights(page.request, locale === "ar" ? 46 : 47, PARTY, 4);
    await page.goto(localePath(locale, `/flight/${flightId}/booking?${PARTY}`));
    const stamp = Date.now().toString(36).toUpperCase().slice(-5);
    const contact = { email: "traveler@example.com", phone: "+966500000001" };
    await fillTraveler(page, locale, "adult", 1, { name: "Sara Ahmed", contact, passport: `F${stamp}1`, dob: "1985-04-12", gender: "Mrs" });
    await fillTraveler(page, locale, "adult", 2, { name: "Omar Ahmed", passport: `F${stamp}2`, dob: "1983-02-03", gender: "Mr" });
    await fillTraveler(page, locale, "child", 1, { name: "Lina Ahmed", passport: `F${stamp}3`, dob: childBirthDate, gender: "Miss" });
    await fillTraveler(page, locale, "child", 2, { name: "Adam Ahmed", passport: `F${stamp}4`, dob: childBirthDate, gender: "Mstr" });
    await goToStep(page, locale, "seats");

    // From the step's heading, Tab to the offer and press it: no pointer.
    const offer = page.getByRole("button", { name: t(locale, "Booking.seatTogether") });
    await expect(offer).toHaveAccessibleDescription(t(locale, "Booking.seatTogetherHint"));
    await page.getByRole("heading", { level: 2, name: t(locale, "Booking.steps.seats") }).focus();
    for (let i = 0; i < 40 && !(await offer.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(offer).toBeFocused();
    await page.keyboard.press("Enter");

    // Four seats are now the party's, side by side in one row of the map.
    const chosen = page.locator('[role="grid"] button[data-state="mine"], [role="grid"] button[data-state="other"]');
    await expect(chosen).toHaveCount(4);
    const seats = await chosen.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("data-seat")!));
    const rows = new Set(seats.map((s) => parseInt(s, 10)));
    expect(rows.size).toBe(1);
    const row = chosen.first().locator('xpath=ancestor::*[@role="row"]');
    const order = await row.locator("button[data-seat]").evaluateAll((buttons) => buttons.map((b) => b.getAttribute("data-seat")!));
    const at = seats.map((s) => order.indexOf(s)).sort((a, b) => a - b);
    expect(at[3]! - at[0]!).toBe(3);

    // The proposal is spoken: the status names the four seats and the row.
    const [first] = [...rows];
    const said = new RegExp(
      escapeRegExp(t(locale, "Booking.seatTogetherAisle", { seats: "§", row: String(first) }))
        .replace("§", ".+")
        .replace(/^/, "(")
        .concat(`)|(${escapeRegExp(t(locale, "Booking.seatTogetherSide", { seats: "§", row: String(first) })).replace("§", ".+")})`),
    );
    const status = page.getByTestId("seat-together-status");
    await expect(status).toHaveAttribute("role", "status");
    await expect(status).toHaveText(said);
    for (const seat of seats) await expect(status).toContainText(seat);

    // The form takes the proposal: the next step opens.
    await goToStep(page, locale, "extras");
  });
}
