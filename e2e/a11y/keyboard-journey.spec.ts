// Issue 12 acceptance, keyboard and announcements, in Arabic and English: with the keyboard alone (Tab, Shift+Tab,
// Enter, Space, arrows, Escape and typing; no click, no fill) search RUH → JED with the airport comboboxes and the
// date picker, open a flight, book it, pick a seat with the arrow keys, pay (a declined card first), open the ticket.
// On the way: focus goes into each popover and back to its trigger, the search's count is said by the page's polite
// live region, and the declined card by one alert.
import { expect, test, type Page } from "@playwright/test";
import { LOCALES, localePath, t, type Locale } from "../support/i18n";
import { countAllFlights, escapeRegExp, isoDaysAhead, searchForm, travelerCard } from "../support/flights";
import { arrowToOption, replaceText, tabTo } from "../support/keyboard";

test.use({ storageState: "e2e/.auth/traveler.json", viewport: { width: 1440, height: 900 } });

const DAY_MS = 86_400_000;

/** Types into the airport combobox until the suggestions answer, then takes the one with `code` by the arrow keys. */
async function chooseAirport(page: Page, locale: Locale, field: "from" | "to", typed: string, code: string) {
  const box = searchForm(page, locale).getByRole("combobox", { name: t(locale, `Search.${field}`) });
  await tabTo(page, box, { what: `the ${field} airport` });
  const list = page.getByRole("listbox", { name: t(locale, `Search.${field}`) });
  // Typing before hydration is lost: type again until the suggestions answer.
  await expect(async () => {
    await replaceText(page, typed);
    await expect(list.getByRole("option", { name: new RegExp(code) }).first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  const activeText = () => box.evaluate((el) => document.getElementById(el.getAttribute("aria-activedescendant") ?? "")?.textContent ?? "");
  for (let i = 0; i < 8 && !(await activeText()).includes(code); i++) await page.keyboard.press("ArrowDown");
  expect(await activeText()).toContain(code);
  await page.keyboard.press("Enter");
  await expect(box).toHaveValue(new RegExp(`\\(${code}\\)`));
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await expect(box).toBeFocused();
}

/** Opens the departure calendar, walks to `iso` with the arrow keys (weeks down, days toward the week's end), picks it. */
async function chooseDepartureDate(page: Page, locale: Locale, iso: string) {
  const trigger = searchForm(page, locale).getByRole("button", { name: new RegExp(`^${escapeRegExp(t(locale, "Search.departDate"))}`) });
  await tabTo(page, trigger, { what: "the departure date" });
  const dialog = page.getByRole("dialog", { name: t(locale, "Search.calendarLabel") });
  // Escape closes it and gives the focus back; Enter opens it again.
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("grid").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(trigger, "Escape returns the focus to the date button").toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("grid").first()).toBeVisible();
  // Focus moved into the calendar, onto a day.
  const focusedDay = dialog.locator("[data-day]:has(button:focus)");
  await expect(focusedDay).toHaveCount(1);
  const start = (await focusedDay.getAttribute("data-day"))!;
  const days = Math.round((Date.parse(iso) - Date.parse(start)) / DAY_MS);
  expect(days).toBeGreaterThan(0);
  for (let i = 0; i < Math.floor(days / 7); i++) await page.keyboard.press("ArrowDown");
  // The next day is to the left in Arabic, to the right in English.
  const later = locale === "ar" ? "ArrowLeft" : "ArrowRight";
  for (let i = 0; i < days % 7; i++) await page.keyboard.press(later);
  await expect(focusedDay).toHaveAttribute("data-day", iso);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(trigger, "closing the calendar returns the focus to its button").toBeFocused();
  await expect(searchForm(page, locale).locator('input[type="hidden"][name="date"]')).toHaveValue(iso);
}

/** The travellers popover takes the focus when it opens and gives it back to its button on Escape. */
async function openAndLeaveTravellers(page: Page, locale: Locale) {
  const trigger = searchForm(page, locale).getByRole("button", { name: new RegExp(escapeRegExp(t(locale, "Search.partyAndCabin"))) });
  await tabTo(page, trigger, { what: "the travellers button" });
  await page.keyboard.press("Enter");
  const popover = page.getByRole("dialog", { name: t(locale, "Search.partyAndCabin") });
  await expect(popover).toBeVisible();
  await expect.poll(() => popover.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(popover).toBeHidden();
  await expect(trigger, "Escape returns the focus to the travellers button").toBeFocused();
}

/** Types the card into the sandbox form field by field (Tab between them) and submits with Enter. */
async function typeCard(page: Page, locale: Locale, card: string) {
  await tabTo(page, page.getByLabel(t(locale, "Payment.cardNumber")), { what: "the card number" });
  await replaceText(page, card);
  for (const [label, text] of [
    ["expiry", "12/39"],
    ["cvc", "123"],
    ["holderName", "Sara Ahmed"],
  ] as const) {
    await tabTo(page, page.getByLabel(t(locale, `Payment.${label}`)), { max: 3, what: `the ${label} field` });
    await replaceText(page, text);
  }
  await page.keyboard.press("Enter");
}

for (const locale of LOCALES) {
  test(`keyboard only: search, seat by arrows, pay, ticket; live region and alert (${locale})`, async ({ page }) => {
    test.setTimeout(180_000);
    const date = isoDaysAhead(locale === "ar" ? 40 : 41);
    await page.goto(localePath(locale, "/"));
    await page.waitForLoadState("load");

    // The site's polite live region is there, empty, before the search: a screen reader then hears its change.
    const live = page.locator("#live-region[role=status]");
    await expect(live).toHaveText("");
    await live.evaluate((el) => el.setAttribute("data-before-search", ""));

    // Search.
    await chooseAirport(page, locale, "from", "RUH", "RUH");
    await chooseAirport(page, locale, "to", locale === "ar" ? "جدة" : "jed", "JED");
    await chooseDepartureDate(page, locale, date);
    await openAndLeaveTravellers(page, locale);
    await tabTo(page, searchForm(page, locale).getByRole("button", { name: t(locale, "Search.submit") }), { max: 5, what: "the search button" });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`from=RUH&to=JED&date=${date}&adults=1&children=0&infants=0&cabin=economy`));

    // The count is said by the same live region, in the page's language.
    const flights = page.locator("section[aria-labelledby=leg-outbound]").getByRole("article");
    await expect(flights.first()).toBeVisible();
    // Every flight of the list, not only the first screen's six it renders (counted on a page of its own: the focus stays).
    const count = await countAllFlights(page);
    await expect(live).toHaveText(t(locale, "Results.heading", { count }));
    await expect(live, "the region that announced is the one present before the search").toHaveAttribute("data-before-search", "");

    // Open the first flight, then Book.
    await tabTo(page, flights.first().getByRole("link", { name: t(locale, "Results.details") }), { max: 80, what: "the first flight's details link" });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/flight\/[0-9a-f-]{36}\?adults=1&children=0&infants=0&cabin=economy/);
    await tabTo(page, page.getByRole("link", { name: t(locale, "Flight.book"), exact: true }), { max: 60, what: "Book" });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/booking\?adults=1&children=0&infants=0&cabin=economy/);

    // The traveller: title by the radio keys, name and passport typed, birth date by the selects' arrow keys.
    const card = travelerCard(page, locale, "adult", 1);
    await expect(card).toBeVisible();
    await page.waitForLoadState("load");
    await tabTo(page, card.getByRole("radio", { name: t(locale, "Booking.genders.Mr"), exact: true }), { max: 60, what: "the first title" });
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowDown");
    await expect(card.getByRole("radio", { name: t(locale, "Booking.genders.Mrs"), exact: true })).toBeChecked();
    await tabTo(page, card.getByLabel(t(locale, "Booking.fullName")), { max: 3, what: "the full name" });
    await page.keyboard.type("Sara Ahmed");
    await tabTo(page, card.getByLabel(t(locale, "Booking.passportNumber")), { max: 3, what: "the passport number" });
    const passport = `K${Date.now().toString(36).toUpperCase().slice(-7)}`;
    await page.keyboard.type(passport);
    for (const [part, value] of [
      ["Day", "12"],
      ["Month", "4"],
      ["Year", "1988"],
    ] as const) {
      const select = card.getByRole("combobox", { name: t(locale, `Booking.dob${part}`), exact: true });
      await tabTo(page, select, { max: 3, what: `the birth ${part.toLowerCase()}` });
      await arrowToOption(page, select, value);
    }
    await expect(card.getByLabel(t(locale, "Booking.email"))).toHaveValue("traveler@example.com");
    await tabTo(page, page.getByRole("button", { name: t(locale, "Booking.next") }), { max: 20, what: "Next" });
    await page.keyboard.press("Enter");

    // The seat: one tab stop into the grid, then the arrow keys to a free seat, Enter to take it.
    await expect(page.getByRole("heading", { level: 2, name: t(locale, "Booking.steps.seats") })).toBeFocused();
    const grid = page.getByRole("grid", { name: t(locale, "Booking.seatMapLabel") });
    await tabTo(page, grid.locator('button[tabindex="0"]'), { max: 20, what: "the seat map" });
    const focusedSeat = grid.locator("button[data-seat]:focus");
    const first = await focusedSeat.getAttribute("data-seat");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowRight");
    for (let i = 0; i < 12 && (await focusedSeat.getAttribute("data-state")) !== "free"; i++) await page.keyboard.press("ArrowRight");
    await expect(focusedSeat).toHaveAttribute("data-state", "free");
    const chosen = (await focusedSeat.getAttribute("data-seat"))!;
    expect(chosen).not.toBe(first);
    await page.keyboard.press("Enter");
    await expect(grid.locator(`button[data-seat="${chosen}"]`)).toHaveAttribute("aria-pressed", "true");

    // Extras, review, book.
    await tabTo(page, page.getByRole("button", { name: t(locale, "Booking.next") }), { max: 20, what: "Next after the seats" });
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: t(locale, "Booking.steps.extras") })).toBeFocused();
    await tabTo(page, page.getByRole("button", { name: t(locale, "Booking.next") }), { max: 40, what: "Next after the extras" });
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: t(locale, "Booking.steps.review") })).toBeFocused();
    await expect(page.getByText(chosen, { exact: true }).filter({ visible: true })).not.toHaveCount(0);
    await tabTo(page, page.getByRole("button", { name: t(locale, "Booking.submit"), exact: true }), { max: 20, what: "Continue to payment" });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/booking\/reservation\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await page.waitForLoadState("load");

    // A declined card: one alert says it, and the focus is on it.
    await typeCard(page, locale, "4000 0000 0000 0002");
    const declined = page.getByRole("alert").filter({ hasText: t(locale, "Payment.declinedTitle") });
    await expect(declined).toBeVisible();
    await expect(declined).toContainText(t(locale, "Payment.declinedBody"));
    await expect(page.getByText(t(locale, "Payment.declinedTitle"))).toHaveCount(1);
    await expect(page.locator(":focus")).toContainText(t(locale, "Payment.declinedTitle"));

    // The success card: typed over the declined one.
    await typeCard(page, locale, "4242 4242 4242 4242");
    const success = page.getByText(t(locale, "Payment.successTitle")).first();
    await expect(success).toBeVisible();
    await expect(page.locator(":focus"), "the outcome takes the focus from the pay button it replaces").toContainText(t(locale, "Payment.successTitle"));

    // The ticket.
    await tabTo(page, page.getByRole("link", { name: t(locale, "Payment.viewTicket") }), { max: 5, what: "View ticket" });
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: t(locale, "Ticket.title") })).toBeVisible();
    await expect(page.getByText("Sara Ahmed").first()).toBeVisible();
    await expect(page.getByText(chosen, { exact: true }).first()).toBeVisible();
  });
}
