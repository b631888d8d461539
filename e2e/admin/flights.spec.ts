// Issue 9, flights: an admin creates a flight with the seeded airports, airline and plane and the public search finds
// it; SPEC §5's rules are refused with their messages and nothing is saved; cancelling a flight that a traveller booked
// and paid shows what it affects, then cancels and refunds the reservation and mails the traveller.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { pickDay } from "../support/date-picker";
import { isoDaysAhead, reservationCard } from "../support/flights";
import { LOCALES, localePath, t, type Locale } from "../support/i18n";
import { makeReservation } from "../support/reservations";

/** A flight number no other run uses: SV + 4 digits + a letter. */
const uniqueNumber = () => `SV${String(Math.floor(Math.random() * 9000) + 1000)}${"ABCDEFGHJKLMNPQRSTUVWXYZ"[Math.floor(Math.random() * 24)]}`;

const field = (page: Page, locale: Locale, key: string) => page.getByLabel(t(locale, `AdminFlights.fields.${key}`), { exact: true });

/** A plane option with economy seats ("…, 156 economy"), in either language. */
const ECONOMY_SEATS = /[1-9]\d* (economy|سياحية)$/;

/** Waits until React has taken over the flight form: a value chosen before that would be reset by hydration. */
const formReady = (page: Page) => expect(page.locator("form [data-hydrated]")).toBeAttached({ timeout: 20_000 });

/** Chooses the option of a select whose text starts with `prefix` (options read "RUH · King Khalid…"). */
async function choose(select: Locator, prefix: string | RegExp) {
  const option = select
    .locator("option")
    .filter({ hasText: typeof prefix === "string" ? new RegExp(`^${prefix}`) : prefix })
    .first();
  await select.selectOption((await option.getAttribute("value"))!);
}

async function fillNewFlight(page: Page, locale: Locale, number: string, date: string) {
  await page.goto(localePath(locale, "/admin/dashboard/flight/add"));
  await expect(page.getByRole("heading", { level: 1, name: t(locale, "AdminFlights.add") })).toBeVisible();
  await formReady(page);
  await field(page, locale, "flightNumber").fill(number);
  await choose(field(page, locale, "companyId"), "SV ");
  // A plane with economy seats ("…, 150 economy"), the class a new flight starts with.
  await choose(field(page, locale, "planeId"), ECONOMY_SEATS);
  await choose(field(page, locale, "departureAirportId"), "RUH ");
  await choose(field(page, locale, "arrivalAirportId"), "JED ");
  await pickDay(page, locale, field(page, locale, "date"), date);
  await field(page, locale, "departureTime").fill("09:35");
  await pickDay(page, locale, field(page, locale, "arrivalDate"), date);
  await field(page, locale, "arrivalTime").fill("11:20");
  await page.getByLabel(t(locale, "AdminFlights.classes.price")).first().fill("480");
  await page.getByLabel(t(locale, "AdminFlights.tickets.nameAr")).first().fill("أساسية");
  await page.getByLabel(t(locale, "AdminFlights.tickets.nameEn")).first().fill("Basic");
}

const save = (page: Page, locale: Locale) => page.getByRole("button", { name: t(locale, "AdminCatalogue.save") }).click();

async function flightsNamed(request: APIRequestContext, number: string): Promise<{ id: string; flightNumber: string }[]> {
  const response = await request.get(`/api/flight-backend/api/Admin/Flights?q=${number}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: { id: string; flightNumber: string }[] }).items;
}

for (const locale of LOCALES) {
  test(`an admin creates a flight with the seeded catalogue and the public search finds it at once (${locale})`, async ({ page, request }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const number = uniqueNumber();
    const date = isoDaysAhead(100);
    await fillNewFlight(page, locale, number, date);
    await save(page, locale);
    await expect(page.getByText(t(locale, "AdminCatalogue.created"))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/admin/dashboard/flights")}$`));

    await page.goto(localePath(locale, `/admin/dashboard/flights?q=${number}`));
    await expect(page.getByRole("table").getByRole("rowheader", { name: number })).toBeVisible();

    // Every card of the day: the list renders its first screen only, without show=all.
    await page.goto(localePath(locale, `/flight-search?from=RUH&to=JED&date=${date}&adults=1&show=all`));
    await expect(page.getByRole("article").filter({ hasText: number })).toBeVisible();
    expect(await flightsNamed(request, number)).toHaveLength(1);
  });
}

for (const locale of LOCALES) {
  test(`SPEC §5 rules of the flight form are refused with their messages and nothing is saved (${locale})`, async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const number = uniqueNumber();
    const date = isoDaysAhead(101);
    await fillNewFlight(page, locale, number, date);

    // Arrival before departure.
    await field(page, locale, "arrivalTime").fill("08:00");
    await save(page, locale);
    await expect(page.getByText(t(locale, "AdminValidation.arrivalBeforeDeparture"))).toBeVisible();
    await field(page, locale, "arrivalTime").fill("11:20");

    // The same airport at both ends.
    await choose(field(page, locale, "arrivalAirportId"), "RUH ");
    await save(page, locale);
    await expect(page.getByText(t(locale, "Validation.sameAirports"))).toBeVisible();
    await choose(field(page, locale, "arrivalAirportId"), "JED ");

    // No class, no ticket type.
    await page.getByRole("button", { name: t(locale, "AdminFlights.classes.remove", { n: 1 }) }).click();
    await page.getByRole("button", { name: t(locale, "AdminFlights.tickets.remove", { n: 1 }) }).click();
    await save(page, locale);
    await expect(page.getByText(t(locale, "AdminValidation.flightNeedsClass"))).toBeVisible();
    await expect(page.getByText(t(locale, "AdminValidation.flightNeedsTicket"))).toBeVisible();
    expect(await flightsNamed(request, number)).toHaveLength(0);

    // The provider applies the same rules to a request that skips the form, in the page's language.
    const airports = (await (await request.get("/api/flight-backend/api/Admin/Airports?q=RUH")).json()) as { items: { id: number; code: string }[] };
    const ruh = airports.items.find((a) => a.code === "RUH")!.id;
    const refused = await request.post("/api/flight-backend/api/Admin/Flights", {
      headers: { Origin: baseURL!, "accept-language": locale },
      data: { flightNumber: number, departureAirportId: ruh, arrivalAirportId: ruh, classes: [], tickets: [] },
    });
    expect(refused.status()).toBe(400);
    const fields = ((await refused.json()) as { fields: Record<string, string> }).fields;
    expect(fields).toMatchObject({ classes: "flightNeedsClass", tickets: "flightNeedsTicket" });
    expect(await flightsNamed(request, number)).toHaveLength(0);
  });
}

/** A flight made through the admin API (RUH → JED, seeded airline and plane), for the cancellation test. */
async function createFlightByApi(request: APIRequestContext, baseURL: string, number: string): Promise<string> {
  const get = async <T>(path: string) => ((await (await request.get(`/api/flight-backend/${path}`)).json()) as { items: T[] }).items;
  const [airports, companies, planes] = await Promise.all([
    get<{ id: number; code: string }>("api/Admin/Airports?q=RUH"),
    get<{ id: number; code: string }>("api/Admin/Companies?q=SV"),
    get<{ id: number; seats: { economy: number } }>("api/Admin/Planes"),
  ]);
  const jed = (await get<{ id: number; code: string }>("api/Admin/Airports?q=JED")).find((a) => a.code === "JED")!;
  const date = isoDaysAhead(60);
  const created = await request.post("/api/flight-backend/api/Admin/Flights", {
    headers: { Origin: baseURL },
    data: {
      flightNumber: number,
      date,
      departureTime: "13:05",
      arrivalDate: date,
      arrivalTime: "14:50",
      companyId: companies.find((c) => c.code === "SV")!.id,
      planeId: planes.find((p) => p.seats.economy > 0)!.id,
      departureAirportId: airports.find((a) => a.code === "RUH")!.id,
      arrivalAirportId: jed.id,
      departureTerminalAr: null,
      departureTerminalEn: null,
      departureGate: null,
      arrivalTerminalAr: null,
      arrivalTerminalEn: null,
      arrivalGate: null,
      seatSelectionPrice: 2500,
      status: "scheduled",
      tax: 5000,
      serviceFees: 2000,
      discount: 0,
      profit: 3000,
      termsAr: "",
      termsEn: "",
      notesAr: "",
      notesEn: "",
      bookingTicketPrice: null,
      classes: [{ class: "economy", price: 45000 }],
      stops: [],
      tickets: [{ nameAr: "أساسية", nameEn: "Basic", price: 0, descriptionAr: "", descriptionEn: "", editable: false, editFees: 0, refundable: false }],
      bags: [],
      mealIds: [],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

for (const locale of LOCALES) {
  test(`cancelling a booked flight shows what it affects, then cancels and refunds the traveller's reservation and mails them (${locale})`, async ({
    page,
    request,
    baseURL,
    playwright,
    browser,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const number = uniqueNumber();
    const flightId = await createFlightByApi(request, baseURL!, number);
    const traveler = await playwright.request.newContext({ baseURL, storageState: "e2e/.auth/traveler.json" });
    const reservation = await makeReservation(traveler, baseURL!, { daysAhead: 60, flightId, pay: true });
    await traveler.dispose();

    await page.goto(localePath(locale, `/admin/dashboard/flight/edit/${flightId}`));
    // What the reservation uses stays: its ticket type cannot be removed, and the provider refuses another plane,
    // its reason shown beside the plane.
    await formReady(page);
    await expect(page.getByRole("button", { name: t(locale, "AdminFlights.tickets.remove", { n: 1 }) })).toBeDisabled();
    const plane = field(page, locale, "planeId");
    const original = await plane.inputValue();
    const other = plane.locator(`option:not([value="${original}"]):not([value=""])`).filter({ hasText: ECONOMY_SEATS });
    await plane.selectOption((await other.first().getAttribute("value"))!);
    await save(page, locale);
    await expect(page.getByText(t(locale, "AdminValidation.planeSeatsHeld"))).toBeVisible();
    await expect(plane).toBeFocused();
    await plane.selectOption(original);

    await page.getByRole("button", { name: t(locale, "AdminFlights.cancel.button") }).click();
    const dialog = page.getByRole("dialog", { name: t(locale, "AdminFlights.cancel.title", { number }) });
    await expect(dialog.getByTestId("cancel-impact")).toContainText(t(locale, "AdminFlights.cancel.affects", { reservations: 1 }));
    await expect(dialog.getByTestId("cancel-impact")).toContainText(t(locale, "Terms.travellerCount", { count: 1 }));
    await dialog.getByRole("button", { name: t(locale, "AdminFlights.cancel.confirm") }).click();
    await expect(page.getByText(t(locale, "AdminFlights.cancel.done", { count: 1 }))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t(locale, "AdminFlights.cancelled"))).toBeVisible();

    // The traveller sees the reservation cancelled and refunded.
    const context = await browser.newContext({ storageState: "e2e/.auth/traveler.json" });
    const travelerPage = await context.newPage();
    await travelerPage.goto(localePath(locale, "/all-reservations"));
    await travelerPage.getByRole("tab", { name: new RegExp(t(locale, "Reservations.tabCancelled")) }).click();
    const card = reservationCard(travelerPage, reservation.reference);
    await expect(card).toContainText(t(locale, "Reservations.status.cancelled"));
    await expect(card).toContainText(t(locale, "Reservations.paymentStatus.refunded"));
    await context.close();

    const outbox = await request.get(`/api/auth-backend/api/Admin/Outbox?to=${encodeURIComponent("traveler@example.com")}`);
    const mails = (await outbox.json()) as { subject: string }[];
    expect(mails.some((mail) => mail.subject.includes(number))).toBe(true);
  });
}

/** WCAG A/AA violations on the page as it stands (the same tags as e2e/a11y/pages.spec.ts). */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const locale of LOCALES) {
  test(`the flights list, the form with its errors and the cancel dialog pass axe (${locale})`, async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(localePath(locale, "/admin/dashboard/flights"));
    await expect(page.getByRole("table")).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.goto(localePath(locale, "/admin/dashboard/flight/add"));
    await formReady(page);
    await save(page, locale);
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);

    const flightId = await createFlightByApi(request, baseURL!, uniqueNumber());
    await page.goto(localePath(locale, `/admin/dashboard/flight/edit/${flightId}`));
    await page.getByRole("button", { name: t(locale, "AdminFlights.cancel.button") }).click();
    await expect(page.getByRole("dialog").getByTestId("cancel-impact")).toContainText(t(locale, "AdminFlights.cancel.affects", { reservations: 0 }));
    expect(await violations(page)).toEqual([]);
  });
}
