// Issue 25 point 2, price alerts: a traveller saves a flight search (a visitor is offered the sign-in that brings them
// back), an admin lowers that flight's fare through the admin API and queues the check job, the mail in the
// traveller's language reaches the outbox with the new fare, and its unsubscribe link, opened signed out, stops the
// alert (gone from the account page).
import { expect, test, type APIRequestContext } from "@playwright/test";
import { ADMIN, confirmedAccount, signIn } from "../support/accounts";
import { isoDaysAhead } from "../support/flights";
import { localePath, LOCALES, t, type Locale } from "../support/i18n";

/** A flight number no other run uses. */
const uniqueNumber = () => `SV${String(Math.floor(Math.random() * 9000) + 1000)}${"ABCDEFGHJKLMNPQRSTUVWXYZ"[Math.floor(Math.random() * 24)]}`;
const TAX = 5_000;
const FEES = 2_000;

type AdminFlight = { classes: { class: string; price: number }[] } & Record<string, unknown>;

/** RUH → JED on `date`, cheapest of its day (nothing else flies that far ahead in the seed), economy at `economy`. */
async function createFlight(admin: APIRequestContext, origin: string, date: string, economy: number): Promise<string> {
  const get = async <T>(path: string) => ((await (await admin.get(`/api/flight-backend/${path}`)).json()) as { items: T[] }).items;
  const [ruh, jed, companies, planes] = await Promise.all([
    get<{ id: number; code: string }>("api/Admin/Airports?q=RUH"),
    get<{ id: number; code: string }>("api/Admin/Airports?q=JED"),
    get<{ id: number; code: string }>("api/Admin/Companies?q=SV"),
    get<{ id: number; seats: { economy: number } }>("api/Admin/Planes"),
  ]);
  const created = await admin.post("/api/flight-backend/api/Admin/Flights", {
    headers: { Origin: origin },
    data: {
      flightNumber: uniqueNumber(),
      date,
      departureTime: "07:10",
      arrivalDate: date,
      arrivalTime: "08:55",
      companyId: companies.find((c) => c.code === "SV")!.id,
      planeId: planes.find((p) => p.seats.economy > 0)!.id,
      departureAirportId: ruh.find((a) => a.code === "RUH")!.id,
      arrivalAirportId: jed.find((a) => a.code === "JED")!.id,
      departureTerminalAr: null,
      departureTerminalEn: null,
      departureGate: null,
      arrivalTerminalAr: null,
      arrivalTerminalEn: null,
      arrivalGate: null,
      seatSelectionPrice: 0,
      status: "scheduled",
      tax: TAX,
      serviceFees: FEES,
      discount: 0,
      profit: 0,
      termsAr: "",
      termsEn: "",
      notesAr: "",
      notesEn: "",
      bookingTicketPrice: null,
      classes: [{ class: "economy", price: economy }],
      stops: [],
      tickets: [{ nameAr: "أساسية", nameEn: "Basic", price: 0, descriptionAr: "", descriptionEn: "", editable: false, editFees: 0, refundable: false }],
      bags: [],
      mealIds: [],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** The admin's edit of the flight with a new economy price, everything else as it is. */
async function lowerEconomy(admin: APIRequestContext, origin: string, id: string, economy: number) {
  const flight = (await (await admin.get(`/api/flight-backend/api/Admin/Flights/${id}`)).json()) as AdminFlight;
  const edited = await admin.put(`/api/flight-backend/api/Admin/Flights/${id}`, {
    headers: { Origin: origin },
    data: { ...flight, bookingTicketPrice: null, classes: flight.classes.map((c) => ({ class: c.class, price: c.class === "economy" ? economy : c.price })) },
  });
  expect(edited.status(), await edited.text()).toBe(200);
}

const sar = (minor: number, locale: Locale) =>
  new Intl.NumberFormat(locale === "ar" ? "ar-SA" : "en-US", { style: "currency", currency: "SAR" }).format(minor / 100);

for (const [index, locale] of LOCALES.entries()) {
  test(`a saved search mails its drop to the outbox and the mail's link unsubscribes signed out (${locale})`, async ({ browser, playwright, baseURL }) => {
    test.setTimeout(180_000);
    const origin = new URL(baseURL!).origin;
    const admin = await playwright.request.newContext({ baseURL });
    await signIn(admin, ADMIN);
    // A day of its own per language and run, past the seed's schedule.
    const date = isoDaysAhead(150 + index * 100 + Math.floor(Math.random() * 90));
    const flightId = await createFlight(admin, origin, date, 45_000);
    const search = localePath(locale, `/flight-search?from=RUH&to=JED&date=${date}&adults=1&children=0&infants=0&cabin=economy`);

    // Signed out, the button offers the sign-in, which comes back to this search.
    const guest = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const guestPage = await guest.newPage();
    await guestPage.goto(search);
    await expect(guestPage.locator("[data-price-alert] [data-hydrated]")).toBeAttached({ timeout: 20_000 });
    await guestPage.getByRole("button", { name: t(locale, "PriceAlerts.create") }).click();
    const login = guestPage
      .getByRole("dialog", { name: t(locale, "PriceAlerts.loginTitle") })
      .getByRole("link", { name: t(locale, "PriceAlerts.loginAction") });
    await expect(login).toBeVisible();
    const href = new URL((await login.getAttribute("href"))!, baseURL);
    expect(href.pathname).toBe(localePath(locale, "/login"));
    expect(href.searchParams.get("redirect")).toMatch(new RegExp(`^/flight-search\\?.*date=${date}`));
    await guest.close();

    // Signed in (a new account in this language), the search is saved.
    const traveler = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const who = await confirmedAccount(traveler.request, baseURL!, "alerts", locale);
    await signIn(traveler.request, who);
    const page = await traveler.newPage();
    await page.goto(search);
    await expect(page.locator("[data-price-alert] [data-hydrated]")).toBeAttached({ timeout: 20_000 });
    await page.getByRole("button", { name: t(locale, "PriceAlerts.create") }).click();
    await expect(page.getByRole("status").filter({ hasText: t(locale, "PriceAlerts.created") })).toBeVisible();

    await page.goto(localePath(locale, "/price-alerts"));
    const alerts = page.getByRole("list", { name: t(locale, "PriceAlerts.listLabel") });
    await expect(alerts.getByRole("listitem")).toHaveCount(1);
    await expect(alerts.getByRole("heading", { name: t(locale, "PriceAlerts.route", { from: "RUH", to: "JED" }) })).toBeVisible();

    // The admin lowers the fare by about 10 % and runs the check job now.
    await lowerEconomy(admin, origin, flightId, 40_000);
    const check = await admin.post("/api/search-flight/api/Admin/PriceAlerts/Check", { headers: { Origin: origin } });
    expect(check.status(), await check.text()).toBe(200);

    let mail: { subject: string; text: string; link: string | null } | undefined;
    await expect
      .poll(
        async () => {
          const response = await admin.get(`/api/auth-backend/api/Admin/Outbox?to=${encodeURIComponent(who.email)}`);
          const mails = (await response.json()) as { subject: string; text: string; link: string | null }[];
          mail = mails.find((m) => m.link?.includes("/price-alerts/unsubscribe"));
          return Boolean(mail);
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    expect(mail!.text).toContain(sar(40_000 + TAX + FEES, locale));
    expect(mail!.text).toContain(sar(45_000 + TAX + FEES, locale));
    expect(new URL(mail!.link!).pathname).toBe(localePath(locale, "/price-alerts/unsubscribe"));

    // The link, opened signed out, asks first (opening it changes nothing), then stops the alert.
    const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const strangerPage = await stranger.newPage();
    const link = new URL(mail!.link!);
    await strangerPage.goto(`${link.pathname}${link.search}`);
    await expect(strangerPage.locator("[data-hydrated]").first()).toBeAttached({ timeout: 20_000 });
    await page.reload();
    await expect(alerts.getByRole("listitem")).toHaveCount(1);
    await strangerPage.getByRole("button", { name: t(locale, "PriceAlerts.unsubscribeAction") }).click();
    const stopped = t(locale, "PriceAlerts.unsubscribed", { from: "RUH", to: "JED", date: "{date}" }).split("{date}")[0]!;
    await expect(strangerPage.getByRole("status").filter({ hasText: stopped })).toBeVisible();
    await stranger.close();

    await page.reload();
    await expect(page.getByRole("heading", { name: t(locale, "PriceAlerts.emptyTitle") })).toBeVisible();
    await traveler.close();
    await admin.dispose();
  });
}
