// Issue 25 point 4, in Arabic and English: a round trip is one booking. On the results the traveller selects the
// departing flight, then the returning one (each step kept in the URL); one form books both legs with a seat on each;
// one payment of the sum; one ticket with both legs; one card in All Reservations, cancelled as one booking with both
// legs' seats back on sale. A passport that expires within six months of the RETURN date is refused beside its field.
import { expect, test, type Page } from "@playwright/test";
import { addMonths } from "../../provider/contracts/passport-rules";
import { pickDay } from "../support/date-picker";
import { LOCALES, localePath, t, type Locale } from "../support/i18n";
import { fillTraveler, goToStep, isoDaysAhead, payWith, reservationCard, seatName, travelerCard } from "../support/flights";

type Reservation = {
  id: string;
  reference: string;
  status: string;
  paymentStatus: string;
  payment: { amount: number } | null;
  breakdown: { total: number };
  flight: { id: string; flightNumber: string };
  returnLeg: { flight: { id: string; flightNumber: string } } | null;
  travelers: { seat: { id: number; seatNumber: string } | null; returnSeat: { id: number; seatNumber: string } | null }[];
};

/** Whether the seat map of a flight shows the seat as taken. */
async function seatTaken(page: Page, flightId: string, seatId: number): Promise<boolean> {
  const map = (await (await page.request.get(`/api/flight-backend/api/Flights/${flightId}/Seats`)).json()) as { seats: { id: number; taken: boolean }[] };
  return map.seats.find((s) => s.id === seatId)?.taken ?? false;
}

/** The first free seat of a leg's map, for the active traveller. */
async function chooseFreeSeat(page: Page, locale: Locale, field: "seatId" | "returnSeatId") {
  const map = page.getByTestId(`seat-map-${field}`);
  await map
    .getByRole("button", { name: seatName(locale, t(locale, "Booking.seatStatus.free")) })
    .first()
    .click();
  await expect(map.locator("[data-state=mine]")).toHaveCount(1);
}

for (const locale of LOCALES) {
  test(`a round trip is selected leg by leg, booked, paid once, ticketed and cancelled as one booking (${locale})`, async ({ page }) => {
    test.setTimeout(240_000);
    const date = isoDaysAhead(locale === "ar" ? 16 : 17);
    const returnDate = isoDaysAhead(locale === "ar" ? 20 : 21);
    const search = `from=RUH&to=JED&date=${date}&returnDate=${returnDate}&adults=1&children=0&infants=0&cabin=economy`;

    // Step 1: the departing flights, each with Select (a link: it works without JavaScript).
    await page.goto(localePath(locale, `/flight-search?${search}`));
    await expect(page.getByText(t(locale, "Results.stepOutbound"))).toBeVisible();
    await expect(page.getByText(t(locale, "Results.stepInbound"))).toHaveCount(0);
    await page
      .getByRole("article")
      .first()
      .getByRole("link", { name: t(locale, "Results.select") })
      .click();
    await expect(page).toHaveURL(/[?&]outbound=[0-9a-f-]{36}/);

    // Step 2: the chosen flight with the way back, then the returning flights.
    await expect(page.getByRole("heading", { name: t(locale, "Results.chosenOutbound") })).toBeVisible();
    await expect(page.getByRole("link", { name: t(locale, "Results.changeOutbound") })).toHaveAttribute("href", /flight-search\?/);
    await expect(page.getByText(t(locale, "Results.stepInbound"))).toBeVisible();
    const returning = page.getByRole("region", { name: t(locale, "Results.resultsLabel") }).locator("section[aria-labelledby=leg-inbound]");
    await returning
      .getByRole("article")
      .first()
      .getByRole("link", { name: t(locale, "Results.select") })
      .click();
    await expect(page).toHaveURL(/\/flight\/[0-9a-f-]{36}\/booking\?adults=1&children=0&infants=0&cabin=economy&return=[0-9a-f-]{36}/);
    await expect(page.getByRole("heading", { level: 1, name: t(locale, "Booking.roundTripTitle") })).toBeVisible();
    await expect(page.locator("form [data-hydrated]").first()).toBeAttached();

    // One traveller, entered once. A passport good for the departure but not six months past the return is refused.
    const stamp = Date.now().toString(36).toUpperCase().slice(-6);
    await fillTraveler(page, locale, "adult", 1, {
      name: "Sara Ahmed",
      contact: { email: "traveler@example.com", phone: "+966500000001" },
      passport: `R${stamp}1`,
      dob: "1988-04-12",
      gender: "Mrs",
    });
    const lead = travelerCard(page, locale, "adult", 1);
    const expiry = lead.getByRole("button", { name: t(locale, "Booking.passportExpiry"), exact: true });
    await pickDay(page, locale, expiry, addMonths(date, 6));
    await page.getByRole("button", { name: t(locale, "Booking.next") }).click();
    await expect(lead.getByText(t(locale, "Validation.passportExpiresBeforeReturn"))).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: t(locale, "Booking.steps.seats") })).toBeHidden();
    await pickDay(page, locale, expiry, addMonths(returnDate, 7));

    // A fare and a seat for each leg.
    await goToStep(page, locale, "seats");
    await expect(page.getByRole("group", { name: t(locale, "Booking.returnFareType") })).toBeVisible();
    await chooseFreeSeat(page, locale, "seatId");
    await chooseFreeSeat(page, locale, "returnSeatId");
    await goToStep(page, locale, "extras");
    await goToStep(page, locale, "review");
    await page.getByRole("button", { name: t(locale, "Booking.submit"), exact: true }).click();
    await expect(page).toHaveURL(/\/booking\/reservation\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    const reservationId = page.url().split("/").pop()!;
    const read = async () => (await (await page.request.get(`/api/flight-backend/api/Reservations/${reservationId}`)).json()) as Reservation;
    const booked = await read();
    expect(booked.returnLeg).not.toBeNull();
    const [traveler] = booked.travelers;
    expect(traveler!.seat).not.toBeNull();
    expect(traveler!.returnSeat).not.toBeNull();

    // The payment step shows both legs; one payment of the sum.
    await expect(page.getByRole("heading", { name: new RegExp(`^${t(locale, "Ticket.outboundFlight")}`) })).toBeVisible();
    await expect(page.getByRole("heading", { name: new RegExp(`^${t(locale, "Ticket.returnFlight")}`) })).toBeVisible();
    await payWith(page, locale, "4242 4242 4242 4242");
    await expect(page.getByText(t(locale, "Payment.successTitle")).first()).toBeVisible();
    const paid = await read();
    expect(paid).toMatchObject({ status: "confirmed", paymentStatus: "paid", payment: { amount: booked.breakdown.total } });

    // One ticket with both legs and both seats.
    await page.getByRole("link", { name: t(locale, "Payment.viewTicket") }).click();
    await expect(page.getByRole("heading", { level: 1, name: t(locale, "Ticket.title") })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: t(locale, "Ticket.outboundFlight") })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: t(locale, "Ticket.returnFlight") })).toBeVisible();
    for (const number of [paid.flight.flightNumber, paid.returnLeg!.flight.flightNumber])
      await expect(page.getByText(number, { exact: true }).first()).toBeVisible();
    for (const seat of [traveler!.seat!.seatNumber, traveler!.returnSeat!.seatNumber])
      await expect(page.getByText(seat, { exact: true }).first()).toBeVisible();

    // One card in All Reservations, cancelled as one booking: both legs' seats go back on sale.
    expect(await seatTaken(page, paid.flight.id, traveler!.seat!.id)).toBe(true);
    expect(await seatTaken(page, paid.returnLeg!.flight.id, traveler!.returnSeat!.id)).toBe(true);
    await page.goto(localePath(locale, "/all-reservations"));
    const card = reservationCard(page, paid.reference);
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(t(locale, "Ticket.roundTrip"));
    await card.getByRole("button", { name: t(locale, "Reservations.cancel") }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText(t(locale, "Reservations.cancelFee"))).toBeVisible();
    await dialog.getByRole("button", { name: t(locale, "Reservations.cancelConfirm") }).click();
    await expect(dialog).toBeHidden();
    expect((await read()).status).toBe("cancelled");
    expect(await seatTaken(page, paid.flight.id, traveler!.seat!.id)).toBe(false);
    expect(await seatTaken(page, paid.returnLeg!.flight.id, traveler!.returnSeat!.id)).toBe(false);
  });
}
