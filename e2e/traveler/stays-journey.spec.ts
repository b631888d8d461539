// Issue 10's acceptance, through the pages a traveller uses, in both languages: a 2-night hotel stay found with the
// search, a chalet weekend (Thursday to Saturday), and an airport taxi opened from a paid flight's e-ticket — each
// booked, paid and its voucher opened; all three in All Reservations; the hotel cancelled with its fee and refund
// shown before confirming. The stay starts tomorrow on a room whose free cancellation ends two days before check-in,
// so the fee is the first night and the refund the rest.
import { expect, test, type Page } from "@playwright/test";
import { isoDaysAhead, payWith, reservationCard } from "../support/flights";
import { localePath, LOCALES, t, type Locale } from "../support/i18n";
import { makeReservation } from "../support/reservations";
import { plusDays, STAY_LEAD, weekdayAhead } from "../support/stays";

const PLACES = {
  ar: { hotelCity: "madinah", chaletCity: "dammam", area: "corniche", flightDays: 41 },
  en: { hotelCity: "abha", chaletCity: "riyadh", area: "obhur", flightDays: 42 },
} as const;

type Kind = "hotel" | "chalet" | "taxi";

/** Pays on the reservation page the booking form led to, then opens the voucher; returns the reference and the voucher. */
async function payAndOpenVoucher(page: Page, locale: Locale, kind: Kind) {
  await expect(page.getByRole("heading", { level: 1, name: t(locale, `StayReservations.title.${kind}`) })).toBeVisible();
  const reference = (await page.getByTestId("reservation-reference").textContent())!.trim();
  await expect(page.getByRole("timer")).toBeVisible();
  await payWith(page, locale, "4242 4242 4242 4242");
  await expect(page.getByText(t(locale, "Payment.successTitle")).first()).toBeVisible();
  await page.getByRole("link", { name: t(locale, `Payment.${kind}.viewTicket`) }).click();
  const voucher = page.getByRole("article", { name: t(locale, `StayReservations.voucherTitle.${kind}`) });
  await expect(voucher).toBeVisible();
  await expect(page.getByTestId("ticket-reference")).toHaveText(reference);
  return { reference, voucher };
}

async function fillLeadGuest(page: Page, locale: Locale) {
  const form = page.getByRole("form", { name: /./ }).filter({ has: page.getByLabel(t(locale, "StayDetails.fullName")) });
  await form.getByLabel(t(locale, "StayDetails.fullName")).fill(STAY_LEAD.fullName);
  await form.getByLabel(t(locale, "StayDetails.email")).fill(STAY_LEAD.email);
  await form.getByLabel(t(locale, "StayDetails.phone")).fill(STAY_LEAD.phone);
  await form.getByRole("button", { name: t(locale, "StayDetails.submit") }).click();
}

for (const locale of LOCALES) {
  const places = PLACES[locale];

  test(`a hotel stay, a chalet weekend and a taxi from a flight ticket: booked, paid, their vouchers, All Reservations, the hotel cancelled with its fee (${locale})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);

    // 1. Hotel: the search, a hotel's page, a refundable room, the lead guest, pay, the voucher.
    const checkIn = isoDaysAhead(1);
    const checkOut = plusDays(checkIn, 2);
    await page.goto(localePath(locale, `/search?category=hotel&city=${places.hotelCity}&checkIn=${checkIn}&checkOut=${checkOut}&guests=2&rooms=1`));
    await expect(page.getByTestId("stay-nights")).toHaveText(t(locale, "StaySearch.nights", { count: 2 }));
    await page.getByRole("article").first().getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`/hotel/\\d+\\?.*checkIn=${checkIn}`));
    const hotelId = Number(new URL(page.url()).pathname.split("/").pop());
    const hotel = (await (
      await page.request.get(`/api/hotels/api/Hotels/${hotelId}?checkIn=${checkIn}&checkOut=${checkOut}&guests=2&lang=${locale}`)
    ).json()) as {
      rooms: { name: string; refundable: boolean; freeCancellationDays: number | null; roomsLeft: number | null; capacity: number }[];
    };
    // Free to cancel until two or more days before check-in: for a stay from tomorrow, that time has passed.
    const room = hotel.rooms.find((r) => r.refundable && (r.freeCancellationDays ?? 0) >= 2 && (r.roomsLeft ?? 0) > 0 && r.capacity >= 2);
    expect(room, "a refundable room free tomorrow").toBeTruthy();
    await expect(page.getByTestId("stay-total-label")).toHaveText(t(locale, "StayDetails.totalFor", { count: 2 }));
    await page
      .getByRole("article", { name: room!.name, exact: true })
      .getByRole("link", { name: t(locale, "StayDetails.chooseRoom") })
      .click();
    await expect(page).toHaveURL(/[?&]room=\d+/);
    await fillLeadGuest(page, locale);
    await page.waitForURL(new RegExp(`/hotel/${hotelId}/reservation/[0-9a-f-]{36}$`));
    const hotelPath = new URL(page.url()).pathname.replace(/^\/en(?=\/)/, "");
    await expect(page.getByTestId("stay-nights")).toHaveText(t(locale, "StayReservations.nights", { count: 2 }));
    const { reference: hotelRef } = await payAndOpenVoucher(page, locale, "hotel");

    // 2. Chalet: a Thursday-to-Saturday weekend from the search, booked, paid, its voucher with the deposit note.
    const thursday = weekdayAhead(4, 61, 150);
    await page.goto(localePath(locale, `/search?category=chalet&city=${places.chaletCity}&checkIn=${thursday}&checkOut=${plusDays(thursday, 2)}&guests=4`));
    await page.getByRole("article").first().getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`/chalet/\\d+\\?.*checkIn=${thursday}`));
    await expect(page.getByTestId("stay-weekend-nights")).toBeVisible();
    await expect(page.getByTestId("stay-deposit")).toContainText(t(locale, "StayDetails.depositOnArrival"));
    await fillLeadGuest(page, locale);
    await page.waitForURL(/\/chalet\/\d+\/reservation\/[0-9a-f-]{36}$/);
    const chalet = await payAndOpenVoucher(page, locale, "chalet");
    const chaletRef = chalet.reference;
    await expect(chalet.voucher.getByTestId("deposit-note")).toBeVisible();

    // 3. Taxi: a paid flight's e-ticket opens the taxi search at its arrival; an area, a vehicle, booked, paid.
    const flight = await makeReservation(page.request, baseURL!, { daysAhead: places.flightDays, pay: true, locale });
    await page.goto(localePath(locale, `/flight/${flight.flightId}/booking/reservation/${flight.id}/ticket`));
    await page.getByRole("link", { name: t(locale, "Taxis.ticketLink") }).click();
    await expect(page.getByRole("heading", { level: 1, name: t(locale, "Taxis.title") })).toBeVisible();
    const search = page.getByRole("form", { name: t(locale, "Taxis.formLabel") });
    await expect(search.getByLabel(t(locale, "Taxis.airport"))).toHaveValue("JED");
    await expect(search.getByLabel(t(locale, "Taxis.area")).locator("optgroup")).toHaveCount(0);
    await search.getByLabel(t(locale, "Taxis.area")).selectOption(places.area);
    await search.getByRole("button", { name: t(locale, "Taxis.submit") }).click();
    await page
      .getByTestId("taxi-vehicle")
      .first()
      .getByRole("link", { name: new RegExp(`^${t(locale, "Taxis.choose")}`) })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: t(locale, "Taxis.bookTitle") })).toBeVisible();
    await expect(page.locator("[data-hydrated]")).toBeAttached();
    await page.getByLabel(t(locale, "Taxis.fullName")).fill("Sara Ahmed");
    await page.getByRole("button", { name: t(locale, "Taxis.submitBook") }).click();
    await page.waitForURL(/\/airport-taxi\/reservation\/[0-9a-f-]{36}$/);
    const taxi = await payAndOpenVoucher(page, locale, "taxi");
    const taxiRef = taxi.reference;
    await expect(taxi.voucher.getByTestId("meeting-instructions")).toBeVisible();

    // 4. All three in All Reservations, confirmed and paid.
    await page.goto(localePath(locale, "/all-reservations"));
    for (const [reference, kind] of [
      [hotelRef, "hotel"],
      [chaletRef, "chalet"],
      [taxiRef, "taxi"],
    ] as const) {
      const card = reservationCard(page, reference);
      await expect(card).toHaveAttribute("data-kind", kind);
      await expect(card).toContainText(t(locale, "Reservations.status.confirmed"));
      await expect(card).toContainText(t(locale, "Reservations.paymentStatus.paid"));
    }

    // 5. The hotel cancelled: inside the two days before check-in, the first night is the fee, shown before confirming.
    await page.goto(localePath(locale, hotelPath));
    await page.getByRole("button", { name: t(locale, "Reservations.cancel") }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText(t(locale, "Reservations.cancelFee"))).toBeVisible();
    const fee = (await dialog.getByTestId("cancel-fee").textContent())!.trim();
    const refund = (await dialog.getByTestId("cancel-refund").textContent())!.trim();
    expect(fee, "a fee of the first night").not.toMatch(/^\D*0([.,٫]0+)?\D*$/);
    expect(refund, "the other night back").not.toMatch(/^\D*0([.,٫]0+)?\D*$/);
    await dialog.getByRole("button", { name: t(locale, "Reservations.cancelConfirm") }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t(locale, "Reservations.status.cancelled")).first()).toBeVisible();
    await expect(page.getByTestId("cancelled-fee")).toHaveText(fee);
    await expect(page.getByTestId("cancelled-refund")).toHaveText(refund);
    const stored = (await (await page.request.get(`/api/hotels/api/Reservations/${hotelPath.split("/").pop()}`)).json()) as {
      status: string;
      paymentStatus: string;
      cancellationFee: number;
      refundAmount: number;
      breakdown: { total: number };
    };
    expect(stored).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    expect(stored.cancellationFee).toBeGreaterThan(0);
    expect(stored.cancellationFee + stored.refundAmount).toBe(stored.breakdown.total);
  });
}
