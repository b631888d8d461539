// Airport taxis (issue 10): search through the form, the time SPEC §5 requires, booking a vehicle up to its reservation,
// and the e-ticket's link that opens the search prefilled. Both languages; each test its own date and time, so a
// vehicle one takes is never another's.
import { expect, test, type Page } from "@playwright/test";
import { pickDay } from "../support/date-picker";
import { isoDaysAhead } from "../support/flights";
import { localePath, LOCALES, t, type Locale } from "../support/i18n";
import { makeReservation } from "../support/reservations";

const form = (page: Page, locale: Locale) => page.getByRole("form", { name: t(locale, "Taxis.formLabel") });
const vehicles = (page: Page) => page.getByTestId("taxi-vehicle");

/** Fills the search form; `time` (a 24-hour slot, HH:MM) empty leaves the field unchosen. */
async function fillSearch(page: Page, locale: Locale, s: { date: string; time: string; passengers: number; bags: number }) {
  const f = form(page, locale);
  const area = f.getByLabel(t(locale, "Taxis.area"));
  // Until the script runs the area list holds every airport's areas in groups; then only the chosen airport's.
  await expect(area.locator("optgroup")).toHaveCount(0);
  await f.getByLabel(t(locale, "Taxis.airport")).selectOption("JED");
  await area.selectOption("corniche");
  await pickDay(page, locale, f.getByLabel(t(locale, "Taxis.date")), s.date);
  if (s.time) await f.getByLabel(t(locale, "Taxis.time")).selectOption(s.time);
  await f.getByLabel(t(locale, "Taxis.passengers")).selectOption(String(s.passengers));
  await f.getByLabel(t(locale, "Taxis.bags")).selectOption(String(s.bags));
  await f.getByRole("button", { name: t(locale, "Taxis.submit") }).click();
}

/** The landing time rounded up to the next half hour, local to the airport (what the e-ticket's link carries). */
function localSlot(arrivalAt: string, timeZone: string): { date: string; time: string } {
  const slot = new Date(Math.ceil(Date.parse(arrivalAt) / 1_800_000) * 1_800_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" })
      .formatToParts(slot)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

for (const locale of LOCALES) {
  const offset = locale === "ar" ? 0 : 1;

  test.describe(`airport taxis (${locale})`, () => {
    test("the navbar's Cars leads to the search; a search with every field shows vehicles with their prices", async ({ page }) => {
      await page.goto(localePath(locale, "/"));
      await page
        .getByRole("navigation", { name: t(locale, "Nav.mainNav") })
        .getByRole("link", { name: t(locale, "Nav.cars") })
        .first()
        .click();
      await expect(page.getByRole("heading", { level: 1, name: t(locale, "Taxis.title") })).toBeVisible();
      // An empty first visit shows no error.
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);

      // The pickup time is a choice of 24-hour slots (issue 22, point 10): a native time input read "08:00 AM" in an
      // English browser.
      const time = form(page, locale).getByLabel(t(locale, "Taxis.time"));
      await expect(time).toHaveJSProperty("tagName", "SELECT");
      const slots = await time.locator("option").allTextContents();
      expect(slots).toHaveLength(49);
      expect(slots.slice(1, 4)).toEqual(["00:00", "00:30", "01:00"]);
      expect(slots).toContain("13:00");
      expect(slots.filter((slot) => /\d\s*(?:AM|PM|ص|م)/i.test(slot))).toEqual([]);

      const date = isoDaysAhead(30 + offset);
      await fillSearch(page, locale, { date, time: "13:00", passengers: 4, bags: 2 });
      await expect(page).toHaveURL(new RegExp(`airport=JED&area=corniche&date=${date}&time=13%3A00&passengers=4&bags=2`));
      await expect(time).toHaveValue("13:00");
      await expect(page.getByRole("heading", { level: 2, name: t(locale, "Taxis.resultsTitle") })).toBeVisible();
      // Four passengers: the 1–3 sedans are not offered, the minivan and the van are.
      await expect(vehicles(page)).toHaveCount(2);
      await expect(vehicles(page).first()).toContainText(t(locale, "Stays.vehicleClasses.minivan"));
      await expect(vehicles(page).first()).toContainText(t(locale, "Stays.passengerGroups.4-7"));
      await expect(
        page.getByRole("status").filter({ hasText: t(locale, "Taxis.results", { count: 2, passengers: t(locale, "Taxis.passengerCount", { count: 4 }) }) }),
      ).toBeVisible();
      for (const total of await page.getByTestId("taxi-total").all()) await expect(total).toHaveText(/\d/);
    });

    test("a search without a time is refused beside the field, with no vehicles", async ({ page }) => {
      await page.goto(localePath(locale, "/search/airport-taxi"));
      await fillSearch(page, locale, { date: isoDaysAhead(31 + offset), time: "", passengers: 1, bags: 0 });
      await expect(page).toHaveURL(/time=&/);
      const time = form(page, locale).getByLabel(t(locale, "Taxis.time"));
      await expect(time).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#taxi-time-error")).toHaveText(t(locale, "Validation.timeRequired"));
      await expect(vehicles(page)).toHaveCount(0);
    });

    test("book a vehicle: its flight number checked, then the reservation page of a pending reservation", async ({ page }) => {
      const date = isoDaysAhead(32 + offset);
      await page.goto(localePath(locale, `/search/airport-taxi?airport=JED&area=obhur&date=${date}&time=16:30&passengers=2&bags=1`));
      await vehicles(page)
        .first()
        .getByRole("link", { name: new RegExp(`^${t(locale, "Taxis.choose")}`) })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: t(locale, "Taxis.bookTitle") })).toBeVisible();
      await expect(page.getByTestId("taxi-summary")).toContainText("16:30");
      await expect(page.locator("[data-hydrated]")).toBeAttached();

      const flight = page.getByLabel(t(locale, "Taxis.flightNumber"));
      await flight.fill("1020SV");
      await page.getByRole("button", { name: t(locale, "Taxis.submitBook") }).click();
      await expect(page.locator("#taxi-flight-number-error")).toHaveText(t(locale, "Validation.flightNumberInvalid"));
      await expect(flight).toBeFocused();

      await flight.fill("sv 1020");
      await page.getByLabel(t(locale, "Taxis.fullName")).fill("Sara Ahmed");
      const created = page.waitForResponse((r) => r.url().endsWith("/api/taxis/api/Reservations") && r.request().method() === "POST");
      await page.getByRole("button", { name: t(locale, "Taxis.submitBook") }).click();
      expect((await created).status()).toBe(201);
      await expect(page).toHaveURL(new RegExp(`${locale === "en" ? "/en" : ""}/airport-taxi/reservation/[0-9a-f-]{36}$`));
      const id = new URL(page.url()).pathname.split("/").pop()!;
      const reservation = await page.request.get(`/api/taxis/api/Reservations/${id}`);
      expect(reservation.status()).toBe(200);
      expect(await reservation.json()).toMatchObject({
        kind: "taxi",
        status: "pending",
        pickupLocal: { date, time: "16:30" },
        passengers: 2,
        bags: 1,
        flightNumber: "SV1020",
        leadPassenger: { fullName: "Sara Ahmed" },
      });
    });

    test("a guest who chooses a vehicle is sent to sign in, with the way back", async ({ browser, baseURL }) => {
      const guest = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
      const page = await guest.newPage();
      const path = `/search/airport-taxi/book?transfer=1&airport=JED&area=corniche&date=${isoDaysAhead(33)}&time=10:00&passengers=1&bags=0`;
      await page.goto(localePath(locale, path));
      await expect(page).toHaveURL(/\/login\?redirect=/);
      expect(new URL(page.url()).searchParams.get("redirect")).toContain(`${locale === "en" ? "/en" : ""}/search/airport-taxi/book?transfer=1`);
      await guest.close();
    });

    test("from a paid flight's e-ticket, the taxi search opens prefilled with the arrival airport, time and party", async ({ page, baseURL }) => {
      const made = await makeReservation(page.request, baseURL!, { daysAhead: 34 + offset, pay: true, locale });
      const wire = (await (await page.request.get(`/api/flight-backend/api/Reservations/${made.id}`)).json()) as {
        flight: { flightNumber: string; arrivalAt: string; to: { code: string; timezone: string } };
      };
      const expected = localSlot(wire.flight.arrivalAt, wire.flight.to.timezone);
      const flight = wire.flight.flightNumber.replace(/\s+/g, "").toUpperCase();
      await page.goto(localePath(locale, `/flight/${made.flightId}/booking/reservation/${made.id}/ticket`));
      await page.getByRole("link", { name: t(locale, "Taxis.ticketLink") }).click();
      await expect(page.getByRole("heading", { level: 1, name: t(locale, "Taxis.title") })).toBeVisible();
      const query = new URL(page.url()).searchParams;
      // The bags the traveller checks in (the fare's two pieces) and the flight come along (issue 22, point 6).
      expect(Object.fromEntries(query)).toEqual({ airport: wire.flight.to.code, date: expected.date, time: expected.time, passengers: "1", bags: "2", flight });
      const f = form(page, locale);
      await expect(f.getByLabel(t(locale, "Taxis.airport"))).toHaveValue(wire.flight.to.code);
      // The calendar shows the day and the form sends it (its hidden input, once the calendar replaced the native one).
      await expect(f.getByLabel(t(locale, "Taxis.date"))).toHaveAttribute("data-value", expected.date);
      await expect(f.locator('input[name="date"]')).toHaveValue(expected.date);
      await expect(f.getByLabel(t(locale, "Taxis.time"))).toHaveValue(expected.time);
      await expect(f.getByLabel(t(locale, "Taxis.passengers"))).toHaveValue("1");
      await expect(f.getByLabel(t(locale, "Taxis.bags"))).toHaveValue("2");
      // Not a search yet (where to is the traveller's to say): no errors.
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);

      // Where to, then a vehicle: the booking step has the flight number filled in for the driver.
      await expect(f.getByLabel(t(locale, "Taxis.area")).locator("optgroup")).toHaveCount(0);
      await f.getByLabel(t(locale, "Taxis.area")).selectOption("corniche");
      await f.getByRole("button", { name: t(locale, "Taxis.submit") }).click();
      await expect(page).toHaveURL(/area=corniche/);
      expect(new URL(page.url()).searchParams.get("flight")).toBe(flight);
      await vehicles(page)
        .first()
        .getByRole("link", { name: new RegExp(t(locale, "Taxis.choose")) })
        .click();
      await expect(page.getByLabel(t(locale, "Taxis.flightNumber"))).toHaveValue(flight);
    });
  });
}
