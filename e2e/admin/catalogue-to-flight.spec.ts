// Issue 9's chain, in both languages: an airport, an airline, a meal and a plane made by an admin (through the BFF, as
// the forms send them; the forms themselves are catalogue.spec.ts) make a new flight in the flight form, and the
// public search finds that flight at once with the new airline and the new airport.
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { pickDay } from "../support/date-picker";
import { isoDaysAhead } from "../support/flights";
import { LOCALES, localePath, t, type Locale } from "../support/i18n";

const LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const letter = () => LETTERS[Math.floor(Math.random() * LETTERS.length)]!;

async function create(request: APIRequestContext, baseURL: string, path: string, data: object): Promise<{ id: number }> {
  const response = await request.post(`/api/flight-backend/api/Admin/${path}`, { headers: { Origin: baseURL }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as { id: number };
}

/** A two-character airline code nobody has yet (the seed has a dozen). */
async function freeAirlineCode(request: APIRequestContext): Promise<string> {
  for (;;) {
    const code = `${letter()}${Math.floor(Math.random() * 10)}`;
    const found = (await (await request.get(`/api/flight-backend/api/Admin/Companies?q=${code}`)).json()) as { items: { code: string }[] };
    if (!found.items.some((item) => item.code === code)) return code;
  }
}

async function choose(select: Locator, prefix: string) {
  const option = select
    .locator("option")
    .filter({ hasText: new RegExp(`^${prefix}`) })
    .first();
  await select.selectOption((await option.getAttribute("value"))!);
}

const field = (page: Page, locale: Locale, key: string) => page.getByLabel(t(locale, `AdminFlights.fields.${key}`), { exact: true });

for (const locale of LOCALES) {
  test(`records an admin made become a flight the public search finds (${locale})`, async ({ page, request, baseURL }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const airportCode = `Z${letter()}${letter()}`;
    const airlineCode = await freeAirlineCode(request);
    const stamp = Date.now().toString(36);
    await create(request, baseURL!, "Airports", {
      code: airportCode,
      nameAr: `مطار ${airportCode}`,
      nameEn: `${airportCode} Airport`,
      cityAr: "نيوم",
      cityEn: `Neom ${stamp}`,
      countryAr: "السعودية",
      countryEn: "Saudi Arabia",
      countryCode: "SA",
      timezone: "Asia/Riyadh",
      image: null,
    });
    await create(request, baseURL!, "Companies", {
      code: airlineCode,
      nameAr: "طيران الاختبار",
      nameEn: `Test Air ${stamp}`,
      locationAr: "الرياض",
      locationEn: "Riyadh",
      logo: null,
    });
    await create(request, baseURL!, "Meals", { nameAr: "وجبة الاختبار", nameEn: `Test meal ${stamp}`, kind: "standard", price: 2500, image: null });
    const seats = [1, 2, 3, 4].flatMap((row) => ["A", "B", "C", "D"].map((column) => ({ row, column, seatNumber: `${row}${column}`, class: "economy" })));
    await create(request, baseURL!, "Planes", { model: `Test Jet ${stamp}`, modelAr: `طائرة اختبار ${stamp}`, layout: { economy: "2-2" }, seats });

    const number = `${airlineCode}${String(Math.floor(Math.random() * 900) + 100)}`;
    const date = isoDaysAhead(90);
    await page.goto(localePath(locale, "/admin/dashboard/flight/add"));
    await expect(page.locator("form [data-hydrated]")).toBeAttached({ timeout: 20_000 });
    await field(page, locale, "flightNumber").fill(number);
    await choose(field(page, locale, "companyId"), `${airlineCode} `);
    await field(page, locale, "planeId").selectOption({
      label: (await field(page, locale, "planeId")
        .locator("option", { hasText: `Test Jet ${stamp}` })
        .textContent())!,
    });
    await choose(field(page, locale, "departureAirportId"), "RUH ");
    await choose(field(page, locale, "arrivalAirportId"), `${airportCode} `);
    await pickDay(page, locale, field(page, locale, "date"), date);
    await field(page, locale, "departureTime").fill("07:10");
    await pickDay(page, locale, field(page, locale, "arrivalDate"), date);
    await field(page, locale, "arrivalTime").fill("09:05");
    await page.getByLabel(t(locale, "AdminFlights.classes.price")).first().fill("390");
    await page.getByLabel(t(locale, "AdminFlights.tickets.nameAr")).first().fill("أساسية");
    await page.getByLabel(t(locale, "AdminFlights.tickets.nameEn")).first().fill("Basic");
    await page.getByRole("checkbox", { name: new RegExp(locale === "ar" ? "وجبة الاختبار" : `Test meal ${stamp}`) }).check();
    await page.getByRole("button", { name: t(locale, "AdminCatalogue.save") }).click();
    await expect(page.getByText(t(locale, "AdminCatalogue.created"))).toBeVisible();

    await page.goto(localePath(locale, `/flight-search?from=RUH&to=${airportCode}&date=${date}&adults=1`));
    const result = page.getByRole("article").filter({ hasText: number });
    await expect(result).toBeVisible();
    await expect(result).toContainText(locale === "ar" ? "طيران الاختبار" : `Test Air ${stamp}`);
  });
}
