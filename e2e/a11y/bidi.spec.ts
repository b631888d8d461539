// Issue 12, language and direction: Latin fragments — booking references, flight numbers, airport codes, seats,
// gates, card digits, emails — never reorder against Arabic text, and English names are marked English, so a screen
// reader reads them with an English voice. The same markup serves both languages, so both are checked: each
// fragment must carry its own left-to-right isolate below <html> (see support/bidi.ts).
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { occurrences } from "../support/bidi";
import { fillTraveler, isoDaysAhead, reservationCard } from "../support/flights";
import { localePath, LOCALES, t, type Locale } from "../support/i18n";
import { makeReservation } from "../support/reservations";

const TRAVELER_STATE = "e2e/.auth/traveler.json";
const GUEST_STATE = { cookies: [], origins: [] };

type Kind = "ltr" | "english";

/** Every visible occurrence of each fragment under `root` is isolated left to right (and marked English when asked). */
async function expectIsolated(root: Locator, fragments: Record<string, string>, kind: Kind = "ltr") {
  for (const [what, fragment] of Object.entries(fragments)) {
    const found = await occurrences(root, fragment);
    expect(found.length, `${what} "${fragment}" is on the page`).toBeGreaterThan(0);
    const bad = found.filter((o) => !o.ltr || (kind === "english" && !o.english));
    expect(bad, `${what} "${fragment}" not isolated${kind === "english" ? " or not lang=en" : ""}`).toEqual([]);
  }
}

/** An input whose value is Latin is laid out left to right whatever the page's direction. */
async function expectLtrInput(input: Locator) {
  await expect(input).toBeVisible();
  expect(await input.evaluate((el) => el.closest("[dir=ltr]:not(html)") !== null)).toBe(true);
}

type ReservationDetails = {
  reference: string;
  flight: {
    flightNumber: string;
    planeModel: { ar: string; en: string };
    from: { code: string; gate: string | null };
    to: { code: string; gate: string | null };
  };
  travelers: { fullName: string; seat: { seatNumber: string } | null }[];
};

async function reservationDetails(request: APIRequestContext, id: string): Promise<ReservationDetails> {
  const response = await request.get(`/api/flight-backend/api/Reservations/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ReservationDetails;
}

async function openMain(page: Page, locale: Locale, path: string) {
  await page.goto(localePath(locale, path));
  await expect(page.locator("main").first()).toBeVisible();
  return page.locator("main").first();
}

for (const locale of LOCALES) {
  test.describe(`traveller (${locale})`, () => {
    test.use({ storageState: TRAVELER_STATE, viewport: { width: 1440, height: 900 } });

    test(`the e-ticket isolates the reference, flight, codes, seat, gates and card; names are English (${locale})`, async ({ page, baseURL }) => {
      const made = await makeReservation(page.request, baseURL!, { daysAhead: 23, pay: true, locale });
      const r = await reservationDetails(page.request, made.id);
      const main = await openMain(page, locale, `/flight/${made.flightId}/booking/reservation/${made.id}/ticket`);
      await expect(main.getByTestId("ticket-reference")).toHaveText(r.reference);

      const gates = Object.fromEntries([r.flight.from.gate, r.flight.to.gate].flatMap((gate, i) => (gate ? [[`gate ${i + 1}`, gate]] : [])));
      await expectIsolated(main, {
        reference: r.reference,
        "flight number": r.flight.flightNumber,
        from: r.flight.from.code,
        to: r.flight.to.code,
        seat: r.travelers[0]!.seat!.seatNumber,
        card: "4242",
        ...gates,
      });
      // The plane is named in the page's language (issue 22 point 12): marked English only where it is English.
      await expectIsolated(
        main,
        { "passport name": r.travelers[0]!.fullName, ...(locale === "en" ? { "plane model": r.flight.planeModel.en } : {}) },
        "english",
      );
      if (locale === "ar") await expect(main).toContainText(r.flight.planeModel.ar);
    });

    test(`a reservation card and its cancel dialog isolate the reference, flight number and codes (${locale})`, async ({ page, baseURL }) => {
      const made = await makeReservation(page.request, baseURL!, { daysAhead: 24, pay: true, locale });
      const r = await reservationDetails(page.request, made.id);
      await openMain(page, locale, "/all-reservations");
      const card = reservationCard(page, r.reference);
      await expect(card).toBeVisible();
      await expectIsolated(card, { reference: r.reference, "flight number": r.flight.flightNumber, from: r.flight.from.code, to: r.flight.to.code });

      const cancel = card.getByRole("button", { name: t(locale, "Reservations.cancel") });
      const dialog = page.getByRole("dialog");
      await expect(async () => {
        if (!(await dialog.isVisible())) await cancel.click();
        await expect(dialog).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      await expectIsolated(dialog.getByRole("heading"), { reference: r.reference });
    });

    test(`the payment page isolates the reference and card numbers; card fields and names run left to right (${locale})`, async ({ page, baseURL }) => {
      const made = await makeReservation(page.request, baseURL!, { daysAhead: 25, locale });
      const r = await reservationDetails(page.request, made.id);
      const main = await openMain(page, locale, `/flight/${made.flightId}/booking/reservation/${made.id}`);
      await expectIsolated(main, { reference: r.reference, "flight number": r.flight.flightNumber, "test card": "4242 4242 4242 4242" });
      await expectIsolated(main, { "passport name": r.travelers[0]!.fullName }, "english");
      for (const label of ["Payment.cardNumber", "Payment.expiry", "Payment.cvc", "Payment.holderName"]) {
        await expectLtrInput(page.getByLabel(t(locale, label), { exact: true }));
      }
    });

    test(`the booking form keeps names, passport, email and phone left to right, and reads the name back in English (${locale})`, async ({ page, request }) => {
      const flights = (await (
        await request.get(`/api/search-flight/api/Flights/Search?from=RUH&to=JED&date=${isoDaysAhead(12)}&adults=1&cabin=economy`)
      ).json()) as {
        outbound: { flights: { id: string; status: string }[] };
      };
      const flight = flights.outbound.flights.find((f) => f.status === "scheduled")!;
      await openMain(page, locale, `/flight/${flight.id}/booking?adults=1&children=0&infants=0&cabin=economy`);
      for (const label of ["Booking.fullName", "Booking.passportNumber", "Booking.email", "Booking.phone"]) {
        await expectLtrInput(page.getByLabel(t(locale, label), { exact: true }).first());
      }
      await fillTraveler(page, locale, "adult", 1, {
        name: "Omar Haddad",
        contact: { email: "traveler@example.com", phone: "+966500000001" },
        passport: `B${Date.now().toString(36).toUpperCase().slice(-7)}`,
        dob: "1985-02-03",
        gender: "Mr",
      });
      // The review step reads the name back: jump there through the stepper's own buttons.
      for (const step of ["seats", "extras", "review"] as const) {
        await page.getByRole("button", { name: t(locale, "Booking.next") }).click();
        await expect(page.getByRole("heading", { level: 2, name: t(locale, `Booking.steps.${step}`) })).toBeVisible();
      }
      await expectIsolated(page.locator("main").first(), { "passport name": "Omar Haddad" }, "english");
    });
  });

  test.describe(`guest (${locale})`, () => {
    test.use({ storageState: GUEST_STATE });

    test(`results and flight details isolate flight numbers and codes; plane models are in the page's language (${locale})`, async ({ page, request }) => {
      // Phone width: the search summary ("Riyadh (RUH) → Jeddah (JED)") stands above the results there.
      await page.setViewportSize({ width: 390, height: 844 });
      const date = isoDaysAhead(10);
      const search = (await (await request.get(`/api/search-flight/api/Flights/Search?from=RUH&to=JED&date=${date}&adults=1&cabin=economy`)).json()) as {
        outbound: { flights: { id: string; flightNumber: string }[] };
      };
      const first = search.outbound.flights[0]!;
      const main = await openMain(page, locale, `/?from=RUH&to=JED&date=${date}&adults=1&children=0&infants=0&cabin=economy`);
      await expect(main.getByRole("article").first()).toBeVisible();
      await expectIsolated(main, { from: "RUH", to: "JED" });
      for (const f of search.outbound.flights.slice(0, 5)) await expectIsolated(main, { "flight number": f.flightNumber });

      const details = (await (await request.get(`/api/flight-backend/api/Flights/${first.id}`)).json()) as { plane: { model: { ar: string; en: string } } };
      const flightMain = await openMain(page, locale, `/flight/${first.id}?adults=1&children=0&infants=0&cabin=economy`);
      await expectIsolated(flightMain, { "flight number": first.flightNumber, from: "RUH", to: "JED" });
      // English where the page is English; on an Arabic page its Arabic name (issue 22 point 12), isolated.
      if (locale === "en") await expectIsolated(flightMain, { "plane model": details.plane.model.en }, "english");
      else expect(await occurrences(flightMain, details.plane.model.ar)).not.toEqual([]);
    });

    test(`an email address in a sentence is isolated and English (${locale})`, async ({ page }) => {
      const email = `bidi.${Date.now().toString(36)}@example.com`;
      const main = await openMain(page, locale, "/forget-password");
      const field = page.getByLabel(t(locale, "Auth.email"), { exact: true });
      await expectLtrInput(field);
      const submit = page.getByRole("button", { name: t(locale, "Auth.forgotSubmit") });
      const sent = main.getByRole("status").filter({ hasText: email });
      // Typing before hydration is lost: submit again until the confirmation shows.
      await expect(async () => {
        await field.fill(email);
        await submit.click();
        await expect(sent).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 20_000 });
      await expectIsolated(sent, { email }, "english");
    });
  });
}
