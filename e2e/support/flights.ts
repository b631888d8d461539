// Steps shared by the flight specs: searching through the form, filling travellers, choosing seats, paying.
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { t, type Locale } from "./i18n";

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A date `days` from today (UTC), as the search URL writes it. */
export function isoDaysAhead(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function searchForm(page: Page, locale: Locale) {
  return page.getByRole("form", { name: t(locale, "Search.formLabel") });
}

export async function pickAirport(page: Page, locale: Locale, field: "from" | "to", typed: string, code: string) {
  const box = searchForm(page, locale).getByRole("combobox", { name: t(locale, `Search.${field}`) });
  const option = page
    .getByRole("listbox", { name: t(locale, `Search.${field}`) })
    .getByRole("option", { name: new RegExp(code) })
    .first();
  // Typing before hydration is lost: type again until the suggestions answer.
  await expect(async () => {
    await box.fill("");
    await box.fill(typed);
    await expect(option).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await box.press("ArrowDown");
  await option.click();
  await expect(box).toHaveValue(new RegExp(`\\(${code}\\)`));
}

export async function pickDate(page: Page, locale: Locale, iso: string) {
  await searchForm(page, locale)
    .getByRole("button", { name: new RegExp(`^${t(locale, "Search.departDate")}`) })
    .click();
  // The month grid loads on first open: wait for it before deciding whether to page forward.
  await expect(
    page
      .getByRole("dialog", { name: t(locale, "Search.calendarLabel") })
      .getByRole("grid")
      .first(),
  ).toBeVisible();
  const day = page.locator(`[data-day="${iso}"] button`);
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) await page.getByRole("button", { name: t(locale, "Search.nextMonth") }).click();
  await day.click();
}

/** Sets the party in the travellers popover: adults and children added to the default single adult. */
export async function pickParty(page: Page, locale: Locale, party: { adults: number; children: number }) {
  await searchForm(page, locale)
    .getByRole("button", { name: new RegExp(t(locale, "Search.partyAndCabin")) })
    .click();
  for (let i = 1; i < party.adults; i++) {
    await page.getByRole("button", { name: t(locale, "Search.increase", { type: t(locale, "Terms.passengerGroup.adult") }) }).click();
  }
  for (let i = 0; i < party.children; i++) {
    await page.getByRole("button", { name: t(locale, "Search.increase", { type: t(locale, "Terms.passengerGroup.child") }) }).click();
  }
  await page.getByRole("radio", { name: t(locale, "Terms.cabin.economy") }).check();
  await page.getByRole("button", { name: t(locale, "Search.done") }).click();
}

/**
 * Shows every flight card of the results page: a list renders its first screen (six cards) with "Show all N flights"
 * under it (issue 27). Clicks each such control; before hydration the click opens the same search with `show=all`,
 * which shows the same cards, so either way every card is on the page after it.
 */
export async function showAllFlights(page: Page) {
  const control = page.locator('a[href*="show=all"]');
  while ((await control.count()) > 0) {
    const before = await control.count();
    await control.first().click();
    await expect(control).toHaveCount(before - 1);
  }
}

/**
 * How many flights the results page on screen lists in all (its legs' lists, not a round trip's chosen flight): counted
 * on a page of its own, the same search with every card shown, this page left as it is.
 */
export async function countAllFlights(page: Page): Promise<number> {
  const url = new URL(page.url());
  url.searchParams.set("show", "all");
  const all = await page.context().newPage();
  try {
    await all.goto(url.toString());
    const lists = all.locator('section[aria-labelledby^="leg-"]');
    await expect(lists.first()).toBeVisible();
    return await lists.getByRole("article").count();
  } finally {
    await all.close();
  }
}

/** Scheduled RUH→JED flights with room for `seats` travellers, through the BFF's search endpoint. */
export async function findFlights(request: APIRequestContext, daysAhead: number, query = "adults=1&cabin=economy", seats = 1): Promise<string[]> {
  const response = await request.get(`/api/search-flight/api/Flights/Search?from=RUH&to=JED&date=${isoDaysAhead(daysAhead)}&${query}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { outbound: { flights: { id: string; status: string; seatsLeft: number | null }[] } };
  return body.outbound.flights.filter((f) => f.status === "scheduled" && (f.seatsLeft === null || f.seatsLeft > seats)).map((f) => f.id);
}

/** Accessible names of seat buttons, e.g. "Seat 12A, Economy, SAR 25.00, available", with any seat, class and price. */
export function seatName(locale: Locale, status: string): RegExp {
  const name = t(locale, "Booking.seatAria", { seat: "§", class: "¤", price: "¢", status });
  return new RegExp(`^${escapeRegExp(name).replace("§", "\\w+").replace("¤", "[^,،]+").replace("¢", "[^,،]+")}$`);
}

export function travelerCard(page: Page, locale: Locale, type: "adult" | "child" | "infant", n: number) {
  return page.getByRole("group", {
    name: new RegExp(`^${escapeRegExp(t(locale, "Booking.travelerTitle", { type: t(locale, `Terms.passengerType.${type}`), n }))}`),
  });
}

/** Email and phone are asked of the lead traveller (adult 1) only. */
export type TravelerData = {
  name: string;
  passport: string;
  dob: string;
  gender: "Mr" | "Mrs" | "Ms" | "Mstr" | "Miss";
  contact?: { email: string; phone: string };
};

/** Picks a YYYY-MM-DD date in the day, month and year selects (the year first: it bounds the days). */
export async function fillDateOfBirth(card: Locator, locale: Locale, iso: string) {
  const [year, month, day] = iso.split("-").map(Number);
  await card.getByRole("combobox", { name: t(locale, "Booking.dobYear"), exact: true }).selectOption({ value: String(year) });
  await card.getByRole("combobox", { name: t(locale, "Booking.dobMonth"), exact: true }).selectOption({ value: String(month) });
  await card.getByRole("combobox", { name: t(locale, "Booking.dobDay"), exact: true }).selectOption({ value: String(day) });
}

export async function fillTraveler(page: Page, locale: Locale, type: "adult" | "child", n: number, data: TravelerData) {
  const card = travelerCard(page, locale, type, n);
  await card.getByRole("radio", { name: t(locale, `Booking.genders.${data.gender}`), exact: true }).check();
  await card.getByLabel(t(locale, "Booking.fullName")).fill(data.name);
  if (data.contact) {
    await card.getByLabel(t(locale, "Booking.email")).fill(data.contact.email);
    await card.getByLabel(t(locale, "Booking.phone")).fill(data.contact.phone);
  }
  await card.getByLabel(t(locale, "Booking.passportNumber")).fill(data.passport);
  await fillDateOfBirth(card, locale, data.dob);
}

/** Gives each listed traveller the first free seat of their fare class on the seat map. */
export async function chooseSeats(page: Page, locale: Locale, travelers: readonly (readonly ["adult" | "child", number])[]) {
  const free = page.getByRole("button", { name: seatName(locale, t(locale, "Booking.seatStatus.free")) });
  for (const [type, n] of travelers) {
    await page
      .getByRole("radio", { name: new RegExp(`^${escapeRegExp(t(locale, "Booking.travelerTitle", { type: t(locale, `Terms.passengerType.${type}`), n }))}`) })
      .click();
    await free.first().click();
  }
}

export async function payWith(page: Page, locale: Locale, card: string, holder = "Sara Ahmed") {
  await page.getByLabel(t(locale, "Payment.cardNumber")).fill(card);
  await page.getByLabel(t(locale, "Payment.expiry")).fill("12/39");
  await page.getByLabel(t(locale, "Payment.cvc")).fill("123");
  await page.getByLabel(t(locale, "Payment.holderName")).fill(holder);
  await page.getByRole("button", { name: new RegExp(t(locale, "Payment.payAmount", { amount: "" }).trim()) }).click();
}

export function reservationCard(page: Page, reference: string) {
  return page.locator(`article[data-reference="${reference}"]`);
}

/** A child's birth date that fits the 2–11 group on any date this year and next. */
export const childBirthDate = `${new Date().getUTCFullYear() - 8}-01-15`;

/** Moves the booking form on to the step named `to` (travelers → seats → extras → review). */
export async function goToStep(page: Page, locale: Locale, to: "seats" | "extras" | "review") {
  await page.getByRole("button", { name: t(locale, "Booking.next") }).click();
  await expect(page.getByRole("heading", { level: 2, name: t(locale, `Booking.steps.${to}`) })).toBeVisible();
}
