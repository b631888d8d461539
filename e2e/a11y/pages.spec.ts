// Issue 12: every screen, as each role sees it, in both languages and at phone and desktop widths — with its dialogs
// open and its forms showing their errors — has no axe-core violation of WCAG 2.0/2.1/2.2 A and AA.
// One case is one page load and one axe run; cases are independent, so the file runs in parallel.
// Each screen is checked once, in turn in Arabic on a phone and in English on a desktop (so both languages and both
// widths run across the list; width-bound layout is also e2e/a11y/reflow.spec.ts's), and home in all four. Every
// screen at every width in both languages was 268 cases at 6.7 s each: 15 of CI's 40 minutes on two cores.
// Each worker keeps one browser context per role for all its cases (a new page each): a context of its own per case made
// the browser fetch and compile the app's scripts, styles and fonts again for every page load (see rolePage below).
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, request as playwrightRequest, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { confirmedAccount, signIn } from "../support/accounts";
import { fillTraveler, findFlights, goToStep, isoDaysAhead, payWith, reservationCard, searchForm, showAllFlights } from "../support/flights";
import { localePath, LOCALES, t, type Locale } from "../support/i18n";
import { BASE_URL } from "../support/site";
import { makeOfferReservation } from "../support/offers";
import { makeReservation } from "../support/reservations";
import { makeChaletReservation, makeHotelReservation, makeTaxiReservation } from "../support/stays";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

type Role = "guest" | "traveler" | "admin";
type Width = "phone" | "desktop";
const VIEWPORTS: Record<Width, { width: number; height: number }> = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
};
const STORAGE: Record<Role, string | { cookies: []; origins: [] }> = {
  guest: { cookies: [], origins: [] },
  traveler: "e2e/.auth/traveler.json",
  admin: "e2e/.auth/admin.json",
};

/** What a case knows; `reference` carries the reservation a `path` made over to its `show`. */
type Ctx = { page: Page; request: APIRequestContext; baseURL: string; locale: Locale; width: Width; reference?: string };

type Screen = {
  name: string;
  role: Role;
  /** The path without the locale prefix; may prepare data first (a flight id, a fresh reservation). */
  path: string | ((ctx: Ctx) => Promise<string>);
  status?: number;
  /** Only these widths, in both languages (a control that exists at one width only). */
  widths?: Width[];
  /** Both widths in both languages (home). Otherwise once, Arabic on a phone or English on a desktop, in turn. */
  everyWidth?: true;
  /** What must be on screen before the check: a dialog opened, a form's errors shown. */
  show?: (ctx: Ctx) => Promise<void>;
  /**
   * A rule switched off for ONE element, with the reason beside it: `{ rule, target, reason }` where target is
   * the CSS selector axe reports for that element. Anything else of that rule still fails.
   */
  allow?: { rule: string; target: string; reason: string }[];
  /** A context of its own, not the role's shared one: the case changes who is signed in. */
  ownContext?: true;
};

const searchQuery = (days: number) => `from=RUH&to=JED&date=${isoDaysAhead(days)}&adults=1&children=0&infants=0&cabin=economy`;
const taxiQuery = (days: number, time: string) => `airport=JED&area=corniche&date=${isoDaysAhead(days)}&time=${time}&passengers=2&bags=1`;
const firstFlight = async ({ request }: Ctx) => (await findFlights(request, 10))[0]!;
/** A round trip RUH ⇄ JED (departing in 24 days, back 4 days later): its query and a departing and returning flight. */
async function roundTrip({ request }: Ctx) {
  const query = `${searchQuery(24)}&returnDate=${isoDaysAhead(28)}`;
  type Leg = { flights: { id: string; departureAt: string; arrivalAt: string }[] };
  const body = (await (await request.get(`/api/search-flight/api/Flights/Search?${query}`)).json()) as { outbound: Leg; inbound: Leg };
  const outbound = body.outbound.flights[0]!;
  const inbound = body.inbound.flights.find((f) => Date.parse(f.departureAt) > Date.parse(outbound.arrivalAt))!;
  return { query, outbound: outbound.id, inbound: inbound.id };
}
const stayDates = (days: number) => `checkIn=${isoDaysAhead(days)}&checkOut=${isoDaysAhead(days + 2)}&guests=2`;
/** A hotel page with a room chosen (the booking form shows for a signed-in visitor). */
async function hotelWithRoom({ request }: Ctx) {
  const hotel = (await (await request.get(`/api/hotels/api/Hotels/8?${stayDates(70)}`)).json()) as { rooms: { id: number; roomsLeft: number | null }[] };
  const room = hotel.rooms.find((r) => (r.roomsLeft ?? 0) > 0)!;
  return `/hotel/8?${stayDates(70)}&room=${room.id}`;
}

/** Clicks a trigger until what it opens is visible: a click before hydration does nothing. */
async function open(trigger: ReturnType<Page["locator"]>, opened: ReturnType<Page["locator"]>) {
  await expect(async () => {
    if (!(await opened.isVisible())) await trigger.click();
    await expect(opened).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

async function submitEmpty({ page, locale }: Ctx, submitKey: string) {
  const submit = page.getByRole("button", { name: t(locale, submitKey), exact: true });
  await open(submit, page.locator('[aria-invalid="true"]').first());
}

// EVERY SCREEN OF THE APP IS LISTED HERE. A change that adds a page (or a dialog, or a form) adds its entry in the
// same commit, for the role(s) that can see it; nothing else is needed for it to be checked in both languages and
// at both widths.
const SCREENS: Screen[] = [
  // Guest
  { name: "home", role: "guest", path: "/", everyWidth: true },
  {
    name: "home, calendar open",
    role: "guest",
    path: "/",
    show: async ({ page, locale }) => {
      const trigger = searchForm(page, locale).getByRole("button", { name: new RegExp(`^${t(locale, "Search.departDate")}`) });
      await open(
        trigger,
        page
          .getByRole("dialog", { name: t(locale, "Search.calendarLabel") })
          .getByRole("grid")
          .first(),
      );
    },
  },
  {
    name: "home, travellers open",
    role: "guest",
    path: "/",
    show: async ({ page, locale }) => {
      const trigger = searchForm(page, locale).getByRole("button", { name: new RegExp(t(locale, "Search.partyAndCabin")) });
      await open(trigger, page.getByRole("button", { name: t(locale, "Search.done") }));
    },
  },
  {
    name: "home, menu drawer open",
    role: "guest",
    path: "/",
    widths: ["phone"],
    show: async ({ page, locale }) => open(page.getByRole("button", { name: t(locale, "Nav.openMenu") }), page.getByRole("dialog")),
  },
  {
    name: "home, language menu open",
    role: "guest",
    path: "/",
    widths: ["desktop"],
    show: async ({ page, locale }) => open(page.getByRole("button", { name: t(locale, "Nav.changeLanguage") }), page.getByRole("menu")),
  },
  { name: "about us", role: "guest", path: "/about-us" },
  { name: "terms", role: "guest", path: "/terms-and-conditions" },
  { name: "privacy", role: "guest", path: "/privacy-policy" },
  { name: "login", role: "guest", path: "/login" },
  { name: "login, errors", role: "guest", path: "/login", show: (ctx) => submitEmpty(ctx, "Auth.loginSubmit") },
  { name: "register", role: "guest", path: "/register" },
  { name: "register, errors", role: "guest", path: "/register", show: (ctx) => submitEmpty(ctx, "Auth.registerSubmit") },
  { name: "forgot password", role: "guest", path: "/forget-password" },
  { name: "help", role: "guest", path: "/help" },
  // Issue 26: what the service worker answers offline for a page it has not kept (here opened online, as a guest: none kept).
  { name: "offline", role: "guest", path: "/offline", show: async ({ page, locale }) => expect(page.getByText(t(locale, "Offline.empty"))).toBeVisible() },
  { name: "contact us", role: "guest", path: "/contact-us" },
  { name: "contact us, errors", role: "guest", path: "/contact-us", show: (ctx) => submitEmpty(ctx, "Support.send") },
  {
    name: "flight results",
    role: "guest",
    path: `/?${searchQuery(10)}`,
    show: async ({ page }) => expect(page.getByRole("article").first()).toBeVisible(),
  },
  {
    // Issue 27: the list's first screen, then every flight on "Show all" (the focus on the first one it shows).
    name: "flight results, every flight shown",
    role: "guest",
    path: `/?${searchQuery(11)}`,
    show: async ({ page }) => {
      await expect(page.getByRole("article").first()).toBeVisible();
      await showAllFlights(page);
      await expect(page.getByRole("article").nth(6)).toBeVisible();
    },
  },
  {
    // Issue 25: the price calendar strip, with past days, days without flights, the cheapest marked and a party's totals.
    name: "flight results, price calendar",
    role: "guest",
    path: `/?from=RUH&to=JED&date=${isoDaysAhead(2)}&adults=2&children=1&infants=0&cabin=economy`,
    widths: ["phone"],
    show: async ({ page, locale }) =>
      expect(
        page
          .getByRole("navigation", { name: t(locale, "Results.priceCalendar.title") })
          .locator('li[data-status="past"]')
          .first(),
      ).toBeVisible(),
  },
  {
    name: "flight results, filters open",
    role: "guest",
    path: `/?${searchQuery(10)}`,
    widths: ["phone"],
    show: async ({ page, locale }) =>
      open(page.getByRole("button", { name: t(locale, "Results.showFilters") }), page.getByRole("complementary", { name: t(locale, "Results.filters") })),
  },
  {
    name: "flight results, search summary opened (phone)",
    role: "guest",
    path: `/?${searchQuery(10)}`,
    widths: ["phone"],
    show: async ({ page, locale }) =>
      open(page.getByRole("button", { name: t(locale, "Search.edit") }), page.getByRole("form", { name: t(locale, "Search.formLabel") })),
  },
  { name: "flight details", role: "guest", path: async (ctx) => `/flight/${await firstFlight(ctx)}?adults=1&children=0&infants=0&cabin=economy` },
  { name: "not found", role: "guest", path: "/no-such-page", status: 404 },
  { name: "offers", role: "guest", path: "/offers" },
  { name: "offers, none match", role: "guest", path: "/offers?minPrice=9000000" },
  { name: "offer details", role: "guest", path: "/offer/1" },
  { name: "stay search, first visit", role: "guest", path: "/search?category=hotel" },
  {
    // Issue 25: the one calendar with its Hijri days, Ramadan's or the Hajj days' legend and English's switch.
    name: "stay search, calendar open",
    role: "guest",
    path: "/search?category=hotel",
    show: async ({ page, locale }) => {
      const trigger = page
        .getByRole("form", { name: t(locale, "StaySearch.formLabel") })
        .getByRole("button", { name: t(locale, "StaySearch.checkIn"), exact: true });
      await open(
        trigger,
        page
          .getByRole("dialog", { name: t(locale, "DatePicker.calendarLabel") })
          .getByRole("grid")
          .first(),
      );
    },
  },
  {
    name: "hotel results",
    role: "guest",
    path: () => Promise.resolve(`/search?category=hotel&city=makkah&checkIn=${isoDaysAhead(30)}&checkOut=${isoDaysAhead(32)}&guests=2&rooms=1`),
  },
  {
    name: "chalet results",
    role: "guest",
    path: () => Promise.resolve(`/search?category=chalet&city=riyadh&checkIn=${isoDaysAhead(30)}&checkOut=${isoDaysAhead(32)}&guests=4`),
  },
  {
    name: "stay search, check-out before check-in",
    role: "guest",
    path: () => Promise.resolve(`/search?category=hotel&city=jeddah&checkIn=${isoDaysAhead(30)}&checkOut=${isoDaysAhead(28)}&guests=2&rooms=1`),
  },
  { name: "offer details, signed in", role: "traveler", path: "/offer/1" },
  { name: "offer not found", role: "guest", path: "/offer/987654", status: 404 },
  // Without dates: the cached pages (issue 26 point 4).
  { name: "hotel details", role: "guest", path: "/hotel/8" },
  { name: "chalet details", role: "guest", path: "/chalet/8" },
  { name: "hotel details with dates", role: "guest", path: `/hotel/8?${stayDates(70)}` },
  { name: "hotel details, wrong dates", role: "guest", path: `/hotel/8?checkIn=${isoDaysAhead(70)}&checkOut=${isoDaysAhead(68)}` },
  { name: "chalet details with dates", role: "guest", path: `/chalet/8?${stayDates(70)}` },
  { name: "stay not found", role: "guest", path: "/hotel/987654", status: 404 },
  {
    name: "hotel details, room chosen, booking errors",
    role: "traveler",
    path: hotelWithRoom,
    show: async ({ page, locale }) => {
      await page.getByLabel(t(locale, "StayDetails.email")).fill("nope");
      await open(page.getByRole("button", { name: t(locale, "StayDetails.submit") }), page.locator('[aria-invalid="true"]').first());
    },
  },
  { name: "chalet details with dates, signed in", role: "traveler", path: `/chalet/8?${stayDates(70)}` },
  { name: "airport taxi search", role: "guest", path: "/search/airport-taxi" },
  {
    name: "airport taxi results",
    role: "guest",
    path: `/search/airport-taxi?${taxiQuery(36, "12:00")}`,
    show: async ({ page }) => expect(page.getByTestId("taxi-vehicle").first()).toBeVisible(),
  },
  { name: "airport taxi search, time missing", role: "guest", path: `/search/airport-taxi?${taxiQuery(36, "")}` },

  // Traveller
  {
    name: "home, account menu open",
    role: "traveler",
    path: "/",
    widths: ["desktop"],
    show: async ({ page, locale }) => open(page.getByTitle(t(locale, "Nav.userMenu")), page.getByRole("menu")),
  },
  {
    name: "home, menu drawer open (signed in)",
    role: "traveler",
    path: "/",
    widths: ["phone"],
    show: async ({ page, locale }) => open(page.getByRole("button", { name: t(locale, "Nav.openMenu") }), page.getByRole("dialog")),
  },
  {
    name: "booking",
    role: "traveler",
    path: async (ctx) => `/flight/${await firstFlight(ctx)}/booking?adults=1&children=0&infants=0&cabin=economy`,
  },
  {
    name: "payment of a fresh reservation",
    role: "traveler",
    path: async ({ request, baseURL, locale }) => {
      const r = await makeReservation(request, baseURL, { daysAhead: 20, locale });
      return `/flight/${r.flightId}/booking/reservation/${r.id}`;
    },
  },
  {
    name: "payment, card declined",
    role: "traveler",
    path: async ({ request, baseURL, locale }) => {
      const r = await makeReservation(request, baseURL, { daysAhead: 22, locale });
      return `/flight/${r.flightId}/booking/reservation/${r.id}`;
    },
    show: async ({ page, locale }) => {
      await payWith(page, locale, "4000 0000 0000 0002");
      await expect(page.getByRole("alert").filter({ hasText: t(locale, "Payment.declinedTitle") })).toBeVisible();
    },
  },
  {
    name: "booking, seats step",
    role: "traveler",
    path: async (ctx) => `/flight/${await firstFlight(ctx)}/booking?adults=1&children=0&infants=0&cabin=economy`,
    show: async ({ page, locale }) => {
      const passport = `A${Date.now().toString(36).toUpperCase().slice(-7)}`;
      await fillTraveler(page, locale, "adult", 1, {
        name: "Sara Ahmed",
        contact: { email: "traveler@example.com", phone: "+966500000001" },
        passport,
        dob: "1988-04-12",
        gender: "Mrs",
      });
      await goToStep(page, locale, "seats");
      await expect(page.getByRole("grid", { name: t(locale, "Booking.seatMapLabel") })).toBeVisible();
    },
  },
  {
    // Issue 25 point 4: the returning step of a round trip's results (the departing flight chosen, in the URL).
    name: "round trip results, returning step",
    role: "guest",
    path: async (ctx) => {
      const { query, outbound } = await roundTrip(ctx);
      return `/flight-search?${query}&outbound=${outbound}`;
    },
    show: async ({ page, locale }) => expect(page.getByText(t(locale, "Results.stepInbound"))).toBeVisible(),
  },
  {
    name: "round trip booking, seats step with both legs",
    role: "traveler",
    path: async (ctx) => {
      const { outbound, inbound } = await roundTrip(ctx);
      return `/flight/${outbound}/booking?adults=1&children=0&infants=0&cabin=economy&return=${inbound}`;
    },
    show: async ({ page, locale }) => {
      await fillTraveler(page, locale, "adult", 1, {
        name: "Sara Ahmed",
        contact: { email: "traveler@example.com", phone: "+966500000001" },
        passport: `R${Date.now().toString(36).toUpperCase().slice(-7)}`,
        dob: "1988-04-12",
        gender: "Mrs",
      });
      await goToStep(page, locale, "seats");
      await expect(page.getByRole("grid", { name: new RegExp(`^${t(locale, "Booking.seatMapLabel")} · `) })).toHaveCount(2);
    },
  },
  {
    name: "ticket",
    role: "traveler",
    path: async ({ request, baseURL, locale }) => {
      const r = await makeReservation(request, baseURL, { daysAhead: 21, pay: true, locale });
      return `/flight/${r.flightId}/booking/reservation/${r.id}/ticket`;
    },
  },
  {
    name: "airport taxi booking form, with its errors",
    role: "traveler",
    path: async ({ request }) => {
      const found = (await (await request.get(`/api/taxis/api/Transfers/Search?${taxiQuery(37, "12:00")}`)).json()) as { items: { id: number }[] };
      return `/search/airport-taxi/book?transfer=${found.items[0]!.id}&${taxiQuery(37, "12:00")}`;
    },
    show: async ({ page, locale }) => {
      await expect(page.locator("[data-hydrated]")).toBeAttached();
      await page.getByLabel(t(locale, "Taxis.flightNumber")).fill("1020SV");
      await page.getByRole("button", { name: t(locale, "Taxis.submitBook") }).click();
      await expect(page.locator("#taxi-flight-number-error")).toBeVisible();
    },
  },
  { name: "all reservations", role: "traveler", path: "/all-reservations" },
  {
    name: "all reservations, cancel dialog open",
    role: "traveler",
    path: async (ctx) => {
      const r = await makeReservation(ctx.request, ctx.baseURL, { daysAhead: 22, pay: true, locale: ctx.locale });
      ctx.reference = r.reference;
      return "/all-reservations";
    },
    show: async ({ page, locale, reference }) => {
      const card = reservationCard(page, reference!);
      await open(card.getByRole("button", { name: t(locale, "Reservations.cancel") }), page.getByRole("dialog").getByTestId("cancel-fee"));
    },
  },
  {
    name: "offer reservation, payment",
    role: "traveler",
    path: async ({ request, baseURL, locale }) => {
      const r = await makeOfferReservation(request, baseURL, { travelerCount: 2, locale });
      return `/offer/${r.offerId}/reservation/${r.id}`;
    },
  },
  {
    name: "offer reservation, cancel dialog open",
    role: "traveler",
    path: async ({ request, baseURL, locale }) => {
      const r = await makeOfferReservation(request, baseURL, { travelerCount: 1, pay: true, locale });
      return `/offer/${r.offerId}/reservation/${r.id}`;
    },
    show: async ({ page, locale }) =>
      open(page.getByRole("button", { name: t(locale, "Reservations.cancel") }), page.getByRole("dialog").getByTestId("cancel-fee")),
  },
  {
    name: "offer voucher",
    role: "traveler",
    path: async ({ request, baseURL, locale }) => {
      const r = await makeOfferReservation(request, baseURL, { travelerCount: 2, pay: true, locale });
      return `/offer/${r.offerId}/reservation/${r.id}/ticket`;
    },
  },
  // Hotels, chalets and taxis (their own places, apart from the journey spec's): payment step, cancel dialog, voucher.
  {
    name: "hotel reservation, payment",
    role: "traveler",
    path: async ({ request, baseURL, locale }) => (await makeHotelReservation(request, baseURL, { city: "makkah", locale })).path,
  },
  {
    name: "hotel reservation, cancel dialog open",
    role: "traveler",
    path: async ({ request, baseURL, locale }) => (await makeHotelReservation(request, baseURL, { city: "makkah", nights: 1, pay: true, locale })).path,
    show: async ({ page, locale }) =>
      open(page.getByRole("button", { name: t(locale, "Reservations.cancel") }), page.getByRole("dialog").getByTestId("cancel-fee")),
  },
  {
    name: "hotel voucher",
    role: "traveler",
    path: async ({ request, baseURL, locale }) => `${(await makeHotelReservation(request, baseURL, { city: "makkah", pay: true, locale })).path}/voucher`,
  },
  {
    name: "chalet reservation, payment",
    role: "traveler",
    path: async ({ request, baseURL, locale }) => (await makeChaletReservation(request, baseURL, { city: "dammam", locale })).path,
  },
  {
    name: "chalet voucher",
    role: "traveler",
    path: async ({ request, baseURL, locale }) => `${(await makeChaletReservation(request, baseURL, { city: "dammam", pay: true, locale })).path}/voucher`,
  },
  {
    name: "taxi reservation, payment",
    role: "traveler",
    path: async ({ request, baseURL, locale }) => (await makeTaxiReservation(request, baseURL, { airport: "DXB", area: "marina", locale })).path,
  },
  {
    name: "taxi voucher",
    role: "traveler",
    path: async ({ request, baseURL, locale }) =>
      `${(await makeTaxiReservation(request, baseURL, { airport: "DXB", area: "marina", pay: true, locale })).path}/voucher`,
  },
  {
    name: "tax invoice (hotel, Cairo's taxes)",
    role: "traveler",
    path: async ({ request, baseURL, locale }) => `${(await makeHotelReservation(request, baseURL, { city: "cairo", pay: true, locale })).path}/invoice`,
  },
  {
    name: "credit note (taxi, refunded)",
    role: "traveler",
    path: async ({ request, baseURL, locale }) => {
      const made = await makeTaxiReservation(request, baseURL, { airport: "DXB", area: "marina", pay: true, locale });
      const cancelled = await request.post(`/api/taxis/api/Reservations/${made.id}/Cancel`, { headers: { Origin: new URL(baseURL).origin } });
      expect(cancelled.ok(), await cancelled.text()).toBe(true);
      return `${made.path}/credit-note`;
    },
  },
  { name: "favorites", role: "traveler", path: "/favorites" },
  {
    name: "price alerts",
    role: "traveler",
    widths: ["desktop"],
    // One alert to list (saved again it is 409, already there).
    path: async ({ request, baseURL }) => {
      const saved = await request.post("/api/search-flight/api/PriceAlerts", {
        headers: { Origin: new URL(baseURL).origin },
        data: { from: "RUH", to: "JED", date: isoDaysAhead(12), adults: 1, cabin: "economy" },
      });
      expect([201, 409]).toContain(saved.status());
      return "/price-alerts";
    },
  },
  { name: "price alert unsubscribe", role: "guest", widths: ["desktop"], path: "/price-alerts/unsubscribe?token=not-a-mailed-token" },
  {
    name: "price alert unsubscribe, invalid link",
    role: "guest",
    widths: ["desktop"],
    path: "/price-alerts/unsubscribe?token=not-a-mailed-token",
    show: async ({ page, locale }) =>
      open(page.getByRole("button", { name: t(locale, "PriceAlerts.unsubscribeAction") }), page.getByText(t(locale, "PriceAlerts.unsubscribeInvalid"))),
  },
  { name: "profile", role: "traveler", path: "/profile" },

  // Administrator
  { name: "admin dashboard", role: "admin", path: "/admin/dashboard" },
  // The airlines, meals and planes lists and forms are the same components as the airports ones (AdminTable, CatalogueForm).
  { name: "admin airports", role: "admin", path: "/admin/dashboard/airports" },
  {
    name: "admin airport form with its errors",
    role: "admin",
    path: "/admin/dashboard/airports/add",
    show: (ctx) => submitEmpty(ctx, "AdminCatalogue.save"),
  },
  { name: "admin meals", role: "admin", path: "/admin/dashboard/meals" },
  {
    name: "admin plane seat map with a seat chosen",
    role: "admin",
    path: "/admin/dashboard/planes/edit/1",
    show: async ({ page }) => open(page.locator("[data-cell]").first(), page.locator("#seat-number")),
  },
  {
    name: "admin delete confirmation",
    role: "admin",
    path: "/admin/dashboard/meals",
    show: async ({ page }) => open(page.locator("tbody").getByRole("button").first(), page.getByRole("dialog")),
  },
  { name: "admin audit trail", role: "admin", path: "/admin/dashboard/audit" },
  {
    // The provider refuses the new code (JED's offers and destinations name it by its code, so it cannot change): said
    // beside the field and toasted, and both must be readable (sonner's error red once was not: 4.34:1).
    name: "admin save refused, toasted",
    role: "admin",
    path: "/admin/dashboard/airports/edit/2",
    show: async ({ page, locale }) => {
      await expect(page.locator("[data-hydrated]")).toBeAttached();
      await page.getByLabel(t(locale, "AdminCatalogue.airports.code"), { exact: true }).fill("RUH");
      await page.getByRole("button", { name: t(locale, "AdminCatalogue.save"), exact: true }).click();
      await expect(page.getByText(t(locale, "AdminValidation.airportCodeInUse"))).toBeVisible();
      const toast = page.locator("[data-sonner-toast][data-type='error']");
      await expect(toast).toHaveAttribute("data-mounted", "true");
      // Checked once it has slid in: mid-animation its colours are not yet its own.
      await page.waitForTimeout(500);
    },
  },
  { name: "admin offers", role: "admin", path: "/admin/dashboard/offers" },
  { name: "admin offer form", role: "admin", path: "/admin/dashboard/offers/add" },
  // Issue 24 point 3: the airport taxis' list and form, in both languages.
  { name: "admin airport taxis", role: "admin", path: "/admin/dashboard/transfers", widths: ["desktop"] },
  { name: "admin airport taxi form", role: "admin", path: "/admin/dashboard/transfers/edit/1", widths: ["phone"] },
  { name: "admin destinations", role: "admin", path: "/admin/dashboard/destinations" },
  { name: "admin hotels", role: "admin", path: "/admin/dashboard/hotels", widths: ["desktop"] },
  { name: "admin hotel form", role: "admin", path: "/admin/dashboard/hotels/add", widths: ["desktop"] },
  // A seed hotel: its form, its room types (the first opened, with its closed dates and prices form) and archiving.
  {
    name: "admin hotel with its room types",
    role: "admin",
    widths: ["desktop"],
    path: "/admin/dashboard/hotels/edit/1",
    show: async ({ page }) => {
      await page.locator("main details summary").first().click();
    },
  },
  // Issue 24 point 2: the chalets' list, form and edit page, each in both languages.
  { name: "admin chalets", role: "admin", path: "/admin/dashboard/chalets", widths: ["desktop"] },
  { name: "admin chalet form", role: "admin", path: "/admin/dashboard/chalets/add", widths: ["phone"] },
  { name: "admin chalet edit", role: "admin", path: "/admin/dashboard/chalets/edit/1", widths: ["desktop"] },
  { name: "admin bookings", role: "admin", path: "/admin/dashboard/bookings", everyWidth: true },
  {
    name: "admin booking with its cancel form",
    role: "admin",
    everyWidth: true,
    path: async ({ baseURL, locale }) => {
      const traveler = await playwrightRequest.newContext({ baseURL, storageState: STORAGE.traveler });
      const booking = await makeTaxiReservation(traveler, baseURL, { airport: "DXB", area: "marina", pay: true, locale });
      await traveler.dispose();
      return `/admin/dashboard/bookings/${booking.id}`;
    },
  },
  { name: "admin customers", role: "admin", path: "/admin/dashboard/customers", widths: ["desktop"] },
  {
    // The traveller's account: their details, the lock button and their bookings.
    name: "admin customer with their bookings",
    role: "admin",
    widths: ["desktop"],
    path: async ({ baseURL }) => {
      const admin = await playwrightRequest.newContext({ baseURL, storageState: STORAGE.admin });
      const found = await admin.get("/api/auth-backend/api/Admin/Customers?sort=bookings");
      const { items } = (await found.json()) as { items: { id: string }[] };
      await admin.dispose();
      return `/admin/dashboard/customers/${items[0]!.id}`;
    },
  },
  { name: "admin additional pages", role: "admin", path: "/admin/dashboard/addtionalPages" },
  // Issue 24 point 6: the chart and tables, and a refused range, each in both languages.
  { name: "admin reports", role: "admin", path: "/admin/dashboard/reports", widths: ["desktop"] },
  { name: "admin reports, range refused", role: "admin", path: "/admin/dashboard/reports?from=2026-03-02&to=2026-03-01", widths: ["phone"] },
  // Last, so the screens above keep their turn of language and width (casesOf).
  {
    // Saved travellers (issue 25 point 3): one listed, its passport number masked, and the add form's errors.
    name: "profile, a saved traveller and the add form's errors",
    role: "traveler",
    widths: ["phone"],
    ownContext: true,
    path: async ({ request, baseURL, locale }) => {
      const api = "/api/auth-backend/api/Users/Travellers";
      const headers = { Origin: baseURL, "accept-language": locale };
      // An account of its own (the page's context is signed in as it): the demo traveller books in other specs at the
      // same time, and its booking cards must not gain a "Fill with" button.
      await signIn(request, await confirmedAccount(request, baseURL, "axe-companion", locale));
      const companion = { title: "Ms", firstName: "Layla", lastName: `Axe ${locale}`, dateOfBirth: "1995-02-03", nationality: "AE" };
      const added = await request.post(api, { headers, data: { ...companion, passportNumber: "N5544332", passportExpiry: isoDaysAhead(800) } });
      expect(added.status()).toBe(201);
      return "/profile";
    },
    show: async ({ page, locale }) => {
      const form = page.getByRole("form", { name: t(locale, "SavedTravellers.add") });
      await expect(form.locator("[data-hydrated]")).toBeAttached();
      await expect(page.getByText("•••••4332").first()).toBeVisible();
      await form.getByRole("button", { name: t(locale, "SavedTravellers.add") }).click();
      await expect(form.getByText(t(locale, "Validation.required")).first()).toBeVisible();
    },
  },
];

/** Waits until entrance animations (dialogs, sheets, menus) are over, so colours are measured as they end up. */
async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity));
}

/** The widths and languages a screen is checked in (see the head of this file). */
function casesOf(screen: Screen): [Width, Locale][] {
  if (screen.widths) return screen.widths.flatMap((width) => LOCALES.map((locale): [Width, Locale] => [width, locale]));
  if (screen.everyWidth) return (["phone", "desktop"] as const).flatMap((width) => LOCALES.map((locale): [Width, Locale] => [width, locale]));
  return SCREENS.indexOf(screen) % 2 === 0 ? [["phone", "ar"]] : [["desktop", "en"]];
}

/** A role's context: signed in as the role, with the service worker blocked so no case's kept pages reach another. */
const newContext = (browser: Browser, role: Role) => browser.newContext({ baseURL: BASE_URL, storageState: STORAGE[role], serviceWorkers: "block" });

/**
 * One context per role for each worker, made at its first case and reused by the worker's next cases of that role: its
 * HTTP cache keeps the scripts, styles and fonts (immutable files) between page loads, as a visitor's browser does. Each
 * case still gets a new page, closed without running `beforeunload` (an admin form left with unsaved changes would
 * otherwise hold the next page load), and a failed case ends its worker, so the next case starts afresh.
 */
const test = base.extend<object, { rolePage: (role: Role) => Promise<Page> }>({
  rolePage: [
    async ({ browser }, use) => {
      const contexts = new Map<Role, Promise<BrowserContext>>();
      await use(async (role) => {
        if (!contexts.has(role)) contexts.set(role, newContext(browser, role));
        return (await contexts.get(role)!).newPage();
      });
      for (const context of contexts.values()) await (await context).close();
    },
    { scope: "worker" },
  ],
});

test.describe.configure({ mode: "parallel" });

for (const role of ["guest", "traveler", "admin"] as const) {
  test.describe(role, () => {
    for (const screen of SCREENS.filter((s) => s.role === role)) {
      for (const [width, locale] of casesOf(screen)) {
        test(`${screen.name} (${locale}, ${width})`, async ({ browser, rolePage }) => {
          const own = screen.ownContext ? await newContext(browser, role) : null;
          const page = own ? await own.newPage() : await rolePage(role);
          try {
            await audit(screen, { page, request: page.request, baseURL: BASE_URL, locale, width });
          } finally {
            await (own ?? page).close();
          }
        });
      }
    }
  });
}

/** Opens the screen, shows what it must show, and asserts that axe finds no violation. */
async function audit(screen: Screen, ctx: Ctx) {
  const { page, locale, width } = ctx;
  await page.setViewportSize(VIEWPORTS[width]);
  const path = typeof screen.path === "string" ? screen.path : await screen.path(ctx);
  const response = await page.goto(localePath(locale, path));
  expect(response?.status(), `status of ${path}`).toBe(screen.status ?? 200);
  // Not "networkidle": Next keeps prefetching links in view. Every page renders a <main>.
  await expect(page.locator("main").first()).toBeVisible();
  if (screen.show) await screen.show(ctx);
  await settle(page);

  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const allowed = screen.allow ?? [];
  const violations = results.violations
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !allowed.some((a) => a.rule === v.id && n.target.join(" ") === a.target)) }))
    .filter((v) => v.nodes.length > 0);
  const report = violations
    .map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(" ")}\n    ${n.failureSummary?.replace(/\n/g, "\n    ")}`).join("\n")}`,
    )
    .join("\n");
  expect(
    violations.map((v) => v.id),
    report,
  ).toEqual([]);
}
