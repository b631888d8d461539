// Issue 3 acceptance, in Arabic and English: search RUH → JED for 2 adults and 1 child in economy, filter non-stop,
// open a flight, book it with three travellers and a seat each, pay with the sandbox card, see the ticket, find it in
// All Reservations as confirmed and paid, and cancel another reservation seeing the fee first.
import { expect, test } from "@playwright/test";
import { LOCALES, localePath, t } from "../support/i18n";
import {
  childBirthDate,
  chooseSeats,
  fillTraveler,
  findFlights,
  goToStep,
  isoDaysAhead,
  payWith,
  pickAirport,
  pickDate,
  pickParty,
  reservationCard,
  searchForm,
  showAllFlights,
} from "../support/flights";

for (const locale of LOCALES) {
  test(`search, book three travellers with seats, pay, ticket, reservations, cancel (${locale})`, async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const date = isoDaysAhead(locale === "ar" ? 12 : 13);

    // Search through the form on the home page.
    await page.goto(localePath(locale, "/"));
    await pickAirport(page, locale, "from", "RUH", "RUH");
    await pickAirport(page, locale, "to", locale === "ar" ? "جدة" : "jed", "JED");
    await pickDate(page, locale, date);
    await pickParty(page, locale, { adults: 2, children: 1 });
    await searchForm(page, locale)
      .getByRole("button", { name: t(locale, "Search.submit") })
      .click();
    await expect(page).toHaveURL(new RegExp(`from=RUH&to=JED&date=${date}&adults=2&children=1&infants=0&cabin=economy`));

    // Non-stop only, then open the first flight.
    const filters = page.getByRole("complementary", { name: t(locale, "Results.filters") });
    if (!(await filters.isVisible())) await page.getByRole("button", { name: t(locale, "Results.showFilters") }).click();
    await filters.getByRole("checkbox", { name: t(locale, "Terms.stops", { count: 0 }) }).check();
    await expect(page).toHaveURL(/stops=0/);
    await expect(async () => {
      await showAllFlights(page);
      const texts = await page.getByRole("article").allInnerTexts();
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) expect(text).toContain(t(locale, "Terms.stops", { count: 0 }));
    }).toPass();
    await page
      .getByRole("article")
      .first()
      .getByRole("link", { name: t(locale, "Results.details") })
      .click();
    await expect(page).toHaveURL(/\/flight\/[0-9a-f-]{36}\?adults=2&children=1&infants=0&cabin=economy/);

    // Details: the rules a traveller must know, then Book.
    await expect(page.getByRole("heading", { name: t(locale, "Flight.allowanceTitle") })).toBeVisible();
    await expect(page.getByText(t(locale, "Ticket.cancellationRule", { hours: 24, percent: 10 }))).toBeVisible();
    await page.getByRole("link", { name: t(locale, "Flight.book"), exact: true }).click();
    await expect(page).toHaveURL(/\/booking\?adults=2&children=1&infants=0&cabin=economy/);

    // Three travellers, a seat each.
    const stamp = Date.now().toString(36).toUpperCase().slice(-6);
    const contact = { email: "traveler@example.com", phone: "+966500000001" };
    await fillTraveler(page, locale, "adult", 1, { name: "Sara Ahmed", contact, passport: `A${stamp}1`, dob: "1988-04-12", gender: "Mrs" });
    await fillTraveler(page, locale, "adult", 2, { name: "Omar Ahmed", passport: `B${stamp}2`, dob: "1986-09-30", gender: "Mr" });
    await fillTraveler(page, locale, "child", 1, { name: "Lina Ahmed", passport: `C${stamp}3`, dob: childBirthDate, gender: "Miss" });
    await goToStep(page, locale, "seats");
    await chooseSeats(page, locale, [
      ["adult", 1],
      ["adult", 2],
      ["child", 1],
    ]);
    await expect(page.locator("[data-state=mine], [data-state=other]")).toHaveCount(3);
    await goToStep(page, locale, "extras");
    await goToStep(page, locale, "review");
    await page.getByRole("button", { name: t(locale, "Booking.submit"), exact: true }).click();
    await expect(page).toHaveURL(/\/booking\/reservation\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    const reservationId = page.url().split("/").pop()!;
    const reservation = (await (await page.request.get(`/api/flight-backend/api/Reservations/${reservationId}`)).json()) as {
      reference: string;
      travelers: { gender: string; email: string | null; phone: string | null; dateOfBirth: string; seat: { seatNumber: string } | null }[];
    };
    expect(reservation.travelers.map((traveler) => traveler.seat?.seatNumber).filter(Boolean)).toHaveLength(3);
    // Titles by passenger type, the contact once (the lead's), birth dates from the three selects.
    expect(reservation.travelers.map((x) => [x.gender, x.email, x.phone, x.dateOfBirth])).toEqual([
      ["Mrs", contact.email, contact.phone, "1988-04-12"],
      ["Mr", null, null, "1986-09-30"],
      ["Miss", null, null, childBirthDate],
    ]);

    // Pay: a declined card first (still payable), then the sandbox success card.
    await expect(page.getByText(t(locale, "Payment.testMode"))).toBeVisible();
    await expect(page.getByRole("timer")).toBeVisible();
    await payWith(page, locale, "4000 0000 0000 0002");
    // Said once, where the card was typed: what happened and what to do next.
    const declined = page.getByRole("alert").filter({ hasText: t(locale, "Payment.declinedTitle") });
    await expect(declined).toBeVisible();
    await expect(declined).toContainText(t(locale, "Payment.declinedBody"));
    await expect(page.getByText(t(locale, "Payment.declinedTitle"))).toHaveCount(1);
    await page.getByLabel(t(locale, "Payment.cardNumber")).fill("");
    await payWith(page, locale, "4242 4242 4242 4242");
    await expect(page.getByText(t(locale, "Payment.successTitle")).first()).toBeVisible();

    // The ticket: reference, every traveller with their seat.
    await page.getByRole("link", { name: t(locale, "Payment.viewTicket") }).click();
    await expect(page.getByRole("heading", { level: 1, name: t(locale, "Ticket.title") })).toBeVisible();
    await expect(page.getByTestId("ticket-reference")).toHaveText(reservation.reference);
    await expect(page.getByRole("img", { name: t(locale, "Ticket.qrLabel", { reference: reservation.reference }) })).toBeVisible();
    for (const name of ["Sara Ahmed", "Omar Ahmed", "Lina Ahmed"]) await expect(page.getByText(name).first()).toBeVisible();
    for (const [title, name] of [
      ["Mrs", "Sara Ahmed"],
      ["Miss", "Lina Ahmed"],
    ] as const) {
      await expect(page.getByRole("listitem").filter({ hasText: name }).first()).toContainText(`${t(locale, `Ticket.gender.${title}`)} ${name}`);
    }
    for (const traveler of reservation.travelers) await expect(page.getByText(traveler.seat!.seatNumber, { exact: true }).first()).toBeVisible();

    // All Reservations: confirmed and paid.
    await page.goto(localePath(locale, "/all-reservations"));
    const card = reservationCard(page, reservation.reference);
    await expect(card).toContainText(t(locale, "Reservations.status.confirmed"));
    await expect(card).toContainText(t(locale, "Reservations.paymentStatus.paid"));

    // Another paid reservation, cancelled from the list: fee and refund are shown before confirming.
    const [otherFlight] = await findFlights(page.request, locale === "ar" ? 14 : 15);
    const details = (await (await page.request.get(`/api/flight-backend/api/Flights/${otherFlight}`)).json()) as { tickets: { id: number }[] };
    const created = await page.request.post("/api/flight-backend/api/Reservations", {
      headers: { Origin: baseURL!, "accept-language": locale },
      data: {
        flightId: otherFlight,
        fareClass: "economy",
        ticketId: details.tickets[0]!.id,
        travelers: [
          {
            gender: "Mr",
            fullName: "Omar Ahmed",
            email: "omar@example.com",
            phone: "+966500000002",
            passportNumber: `D${stamp}4`,
            dateOfBirth: "1986-09-30",
            type: "adult",
            luggage: [],
          },
        ],
      },
    });
    expect(created.status()).toBe(201);
    const other = (await created.json()) as { id: string; reference: string };
    const paid = await page.request.post(`/api/flight-backend/api/Reservations/${other.id}/Pay`, {
      headers: { Origin: baseURL!, "Idempotency-Key": `journey-${other.id}` },
      data: { cardNumber: "4242424242424242", expMonth: 12, expYear: 2039, cvc: "123", holderName: "Omar Ahmed" },
    });
    expect(paid.ok()).toBe(true);
    await page.reload();
    await reservationCard(page, other.reference)
      .getByRole("button", { name: t(locale, "Reservations.cancel") })
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText(t(locale, "Reservations.cancelFee"))).toBeVisible();
    await expect(dialog.getByTestId("cancel-fee")).not.toHaveText(/^\D*0\D*$/);
    await dialog.getByRole("button", { name: t(locale, "Reservations.cancelConfirm") }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("tab", { name: new RegExp(t(locale, "Reservations.tabCancelled")) }).click();
    await expect(reservationCard(page, other.reference)).toContainText(t(locale, "Reservations.status.cancelled"));
  });
}
