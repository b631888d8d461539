import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { localePath, LOCALES, t, type Locale } from "../support/i18n";

function isoDaysAhead(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Scheduled RUH→JED flights with free seats, through the BFF's search endpoint. */
async function findFlights(request: APIRequestContext, daysAhead: number): Promise<string[]> {
  const response = await request.get(`/api/search-flight/api/Flights/Search?from=RUH&to=JED&date=${isoDaysAhead(daysAhead)}&adults=1&cabin=economy`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { outbound: { flights: { id: string; status: string; seatsLeft: number | null }[] } };
  const ids = body.outbound.flights.filter((f) => f.status === "scheduled" && (f.seatsLeft === null || f.seatsLeft > 2)).map((f) => f.id);
  expect(ids.length).toBeGreaterThan(1);
  return ids;
}

type Created = { id: string; reference: string; flightId: string; travelerName: string };

/** POST api/Reservations through the BFF, as the booking page does (same-origin Origin header). */
async function createReservation(request: APIRequestContext, baseURL: string, flightId: string, locale: Locale): Promise<Created> {
  const details = (await (await request.get(`/api/flight-backend/api/Flights/${flightId}`)).json()) as { tickets: { id: number }[] };
  const stamp = Math.random().toString(36).slice(2, 8).toUpperCase();
  const travelerName = `Omar Test ${locale === "ar" ? "Ar" : "En"}`;
  const response = await request.post("/api/flight-backend/api/Reservations", {
    headers: { Origin: baseURL, "accept-language": locale },
    data: {
      flightId,
      fareClass: "economy",
      ticketId: details.tickets[0]!.id,
      travelers: [
        {
          gender: "Mr",
          fullName: travelerName,
          email: "traveler@example.com",
          phone: "+966500000001",
          passportNumber: `P${stamp}9`,
          dateOfBirth: "1988-04-12",
          type: "adult",
          luggage: [{ weightKg: 20, type: "checked" }],
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { id: string; reference: string };
  return { id: body.id, reference: body.reference, flightId, travelerName };
}

async function payWith(page: Page, locale: Locale, card: string) {
  await page.getByLabel(t(locale, "Payment.cardNumber")).fill(card);
  await page.getByLabel(t(locale, "Payment.expiry")).fill("12/39");
  await page.getByLabel(t(locale, "Payment.cvc")).fill("123");
  await page.getByLabel(t(locale, "Payment.holderName")).fill("Omar Test");
  await page.getByRole("button", { name: new RegExp(t(locale, "Payment.payAmount", { amount: "" }).trim()) }).click();
}

function reservationCard(page: Page, reference: string) {
  return page.locator(`article[data-reference="${reference}"]`);
}

for (const locale of LOCALES) {
  test.describe(`reservations, payment and ticket (${locale})`, () => {
    test("decline then pay, see the ticket, find it confirmed; cancel another seeing fee and refund", async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const flights = await findFlights(page.request, locale === "ar" ? 30 : 31);
      const booked = await createReservation(page.request, baseURL!, flights[0]!, locale);
      const path = `/flight/${booked.flightId}/booking/reservation/${booked.id}`;

      await page.goto(localePath(locale, path));
      await expect(page.getByRole("heading", { level: 1, name: t(locale, "Payment.title") })).toBeVisible();
      await expect(page.getByText(booked.reference).first()).toBeVisible();
      await expect(page.getByRole("timer")).toHaveText(/^1[0-5]:\d\d$|^0\d:\d\d$/);
      await expect(page.getByText(t(locale, "Payment.testMode"))).toBeVisible();

      // Declined: the payment error, and the form is still there.
      await payWith(page, locale, "4000 0000 0000 0002");
      const alert = page.getByRole("alert").filter({ hasText: t(locale, "Payment.paymentError") });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(t(locale, "Payment.stillPayable"));
      await expect(page.getByLabel(t(locale, "Payment.cardNumber"))).toBeVisible();

      // Paid.
      await page.getByLabel(t(locale, "Payment.cardNumber")).fill("");
      await payWith(page, locale, "4242424242424242");
      await expect(page.getByText(t(locale, "Payment.successTitle")).first()).toBeVisible();
      await page.getByRole("link", { name: t(locale, "Payment.viewTicket") }).click();

      await expect(page.getByRole("heading", { level: 1, name: t(locale, "Ticket.title") })).toBeVisible();
      await expect(page.getByTestId("ticket-reference")).toHaveText(booked.reference);
      await expect(page.getByText(booked.travelerName)).toBeVisible();
      await expect(page.getByText("4242").first()).toBeVisible();
      await expect(page.getByRole("button", { name: t(locale, "Ticket.print") })).toBeVisible();

      await page.goto(localePath(locale, "/all-reservations"));
      const card = reservationCard(page, booked.reference);
      await expect(card).toContainText(t(locale, "Reservations.status.confirmed"));
      await expect(card).toContainText(t(locale, "Reservations.paymentStatus.paid"));
      await expect(card.getByRole("link", { name: t(locale, "Reservations.viewTicket") })).toBeVisible();

      // Another reservation, paid through the BFF, then cancelled from the list with the fee shown first.
      const other = await createReservation(page.request, baseURL!, flights[1]!, locale);
      const pay = await page.request.post(`/api/flight-backend/api/Reservations/${other.id}/Pay`, {
        headers: { Origin: baseURL!, "Idempotency-Key": `e2e-${other.id}` },
        data: { cardNumber: "4242424242424242", expMonth: 12, expYear: 2039, cvc: "123", holderName: "Omar Test" },
      });
      expect(pay.ok()).toBe(true);
      await page.reload();
      const otherCard = reservationCard(page, other.reference);
      await otherCard.getByRole("button", { name: t(locale, "Reservations.cancel") }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByText(t(locale, "Reservations.cancelFee"))).toBeVisible();
      await expect(dialog.getByText(t(locale, "Reservations.cancelRefund"))).toBeVisible();
      await expect(dialog.getByTestId("cancel-fee")).not.toHaveText(/^\D*0\D*$/);
      await dialog.getByRole("button", { name: t(locale, "Reservations.cancelConfirm") }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole("tab", { name: new RegExp(t(locale, "Reservations.tabCancelled")) }).click();
      await expect(reservationCard(page, other.reference)).toContainText(t(locale, "Reservations.status.cancelled"));
      await expect(reservationCard(page, other.reference)).toContainText(t(locale, "Reservations.paymentStatus.refunded"));
    });

    test("another user's or an unknown reservation is not found (404)", async ({ page }) => {
      const response = await page.goto(localePath(locale, "/flight/x/booking/reservation/00000000-0000-4000-8000-000000000000"));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: t(locale, "Reservations.notFoundTitle") })).toBeVisible();
    });

    test("favorites: add through the BFF, see it listed, remove it", async ({ page, baseURL }) => {
      const [flightId] = (await findFlights(page.request, locale === "ar" ? 40 : 41)).slice(-1);
      const added = await page.request.post("/api/flight-backend/api/Favorites", { headers: { Origin: baseURL! }, data: { flightId } });
      expect([201, 409]).toContain(added.status());

      await page.goto(localePath(locale, "/favorites"));
      await expect(page.getByRole("heading", { level: 1, name: t(locale, "Favorites.title") })).toBeVisible();
      const remove = page.getByRole("button", { name: t(locale, "Favorites.removeFlight", { route: "RUH → JED" }) });
      const before = await remove.count();
      expect(before).toBeGreaterThan(0);
      await expect(page.locator(`a[href$="/flight/${flightId}"]`)).toBeVisible();
      await page.locator(`article:has(a[href$="/flight/${flightId}"])`).getByRole("button", { name: t(locale, "Favorites.removeFlight", { route: "RUH → JED" }) }).click();
      await expect(page.getByText(t(locale, "Favorites.removed"))).toBeVisible();
      await expect(page.locator(`a[href$="/flight/${flightId}"]`)).toHaveCount(0);
      await page.reload();
      await expect(page.locator(`a[href$="/flight/${flightId}"]`)).toHaveCount(0);
    });
  });
}
