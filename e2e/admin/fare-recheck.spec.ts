// Issue 27: search answers are cached for a minute, the fare is re-checked at booking. A traveller searches (the answer
// is now cached), the admin raises that flight's fare, and then the results (their tag expired by the write), the
// booking form and the booking itself all carry the new fare: the reservation the provider stores is priced at it.
import { expect, test, type APIRequestContext, type Locator } from "@playwright/test";
import { isoDaysAhead } from "../support/flights";
import { localePath } from "../support/i18n";
import { makeReservation } from "../support/reservations";

/** A flight number no other run uses: SV + 4 digits + a letter. */
const uniqueNumber = () => `SV${String(Math.floor(Math.random() * 9000) + 1000)}${"ABCDEFGHJKLMNPQRSTUVWXYZ"[Math.floor(Math.random() * 24)]}`;

type AdminFlight = { classes: { class: string; price: number }[] } & Record<string, unknown>;

async function createFlight(request: APIRequestContext, baseURL: string, number: string, date: string): Promise<string> {
  const items = async <T>(path: string) => ((await (await request.get(`/api/flight-backend/${path}`)).json()) as { items: T[] }).items;
  const [ruh, jed, companies, planes] = await Promise.all([
    items<{ id: number; code: string }>("api/Admin/Airports?q=RUH"),
    items<{ id: number; code: string }>("api/Admin/Airports?q=JED"),
    items<{ id: number; code: string }>("api/Admin/Companies?q=SV"),
    items<{ id: number; seats: { economy: number } }>("api/Admin/Planes"),
  ]);
  const created = await request.post("/api/flight-backend/api/Admin/Flights", {
    headers: { Origin: baseURL },
    data: {
      flightNumber: number,
      date,
      departureTime: "06:10",
      arrivalDate: date,
      arrivalTime: "07:55",
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

/** The amount a price shows ("SAR 1,035" → 1035), whatever the currency's sign. */
const amountOf = async (price: Locator) => Number((await price.innerText()).replace(/[^\d.]/g, ""));

test("a fare changed after a cached search shows in the results and the booking form, and the booking holds at it", async ({
  page,
  request,
  baseURL,
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const number = uniqueNumber();
  // A day of its own per run, so the search below is this flight's and no other run's edit expires it in between.
  const date = isoDaysAhead(70 + Math.floor(Math.random() * 40));
  const flightId = await createFlight(request, baseURL!, number, date);
  const party = "adults=1&children=0&infants=0&cabin=economy";
  // Every card of the day (the list renders its first screen only, without show=all).
  const results = localePath("en", `/flight-search?from=RUH&to=JED&date=${date}&${party}&show=all`);
  const card = page.getByRole("article").filter({ hasText: number });

  // The search: its answer is cached from here on, with the flight at its first fare.
  await page.goto(results);
  const before = Number(await card.getByTestId("flight-price").getAttribute("data-price"));
  expect(before).toBeGreaterThan(0);
  await page.goto(results);
  expect(Number(await card.getByTestId("flight-price").getAttribute("data-price"))).toBe(before);

  // The admin raises the economy fare by SAR 160 (the form's own shape, read and written back).
  const api = `/api/flight-backend/api/Admin/Flights/${flightId}`;
  const current = (await (await request.get(api)).json()) as AdminFlight;
  const raised = { ...current, classes: current.classes.map((c) => (c.class === "economy" ? { class: c.class, price: c.price + 16_000 } : c)) };
  const saved = await request.put(api, { headers: { Origin: baseURL! }, data: raised });
  expect(saved.status(), await saved.text()).toBe(200);

  // The results show the new fare at once: the write expired the cached answer.
  await page.goto(results);
  const after = Number(await card.getByTestId("flight-price").getAttribute("data-price"));
  expect(after).toBeGreaterThan(before);

  // The booking form reads the flight fresh and totals the new fare ...
  const context = await browser.newContext({ storageState: "e2e/.auth/traveler.json" });
  const traveler = await context.newPage();
  await traveler.goto(localePath("en", `/flight/${flightId}/booking?${party}`));
  await expect(traveler.locator("form [data-hydrated]").first()).toBeAttached();
  // The amount is drawn in the browser (the visitor's currency, SAR here): polled until it is there.
  await expect.poll(() => amountOf(traveler.getByTestId("booking-total").locator("dd"))).toBe(after / 100);
  await context.close();

  // ... and the booking holds at it: the reservation the provider stored is priced at the new fare.
  const travelerApi = await playwright.request.newContext({ baseURL, storageState: "e2e/.auth/traveler.json" });
  const { id } = await makeReservation(travelerApi, baseURL!, { daysAhead: 0, flightId });
  const stored = (await (await travelerApi.get(`/api/flight-backend/api/Reservations/${id}`)).json()) as { breakdown: { total: number } };
  expect(stored.breakdown.total).toBe(after);
  await travelerApi.dispose();
});
