// After a hotel, chalet or taxi booking is made (through the BFF here; the booking forms have their own specs): the
// reservation page with the shared payment step, the printable voucher, All Reservations, and cancelling with the fee
// and refund shown before confirming. Both languages, each on its own properties and pickup places.
import { expect, test, type Page } from "@playwright/test";
import { occurrences } from "../support/bidi";
import { payWith, reservationCard } from "../support/flights";
import { localePath, LOCALES, t, type Locale } from "../support/i18n";
import { makeChaletReservation, makeHotelReservation, makeTaxiReservation, STAY_LEAD } from "../support/stays";

const PLACES = {
  ar: { hotelCity: "riyadh", chaletCity: "riyadh", airport: "JED", area: "corniche" },
  en: { hotelCity: "jeddah", chaletCity: "jeddah", airport: "RUH", area: "olaya" },
} as const;

async function payAndOpenVoucher(page: Page, locale: Locale, kind: "hotel" | "chalet" | "taxi", reference: string) {
  await expect(page.getByText(t(locale, `Payment.${kind}.countdownLabel`))).toBeVisible();
  await expect(page.getByRole("timer")).toBeVisible();
  await payWith(page, locale, "4242 4242 4242 4242");
  await expect(page.getByText(t(locale, "Payment.successTitle")).first()).toBeVisible();
  await page.getByRole("link", { name: t(locale, `Payment.${kind}.viewTicket`) }).click();
  await expect(page.getByRole("heading", { level: 1, name: t(locale, `StayReservations.voucherTitle.${kind}`) })).toBeVisible();
  await expect(page.getByTestId("ticket-reference")).toHaveText(reference);
  await expect(page.getByRole("img", { name: t(locale, "Ticket.qrLabel", { reference }) })).toBeVisible();
  await expect(page.getByRole("button", { name: t(locale, "StayReservations.voucherPrint") })).toBeVisible();
  // The voucher itself: the reservation page that led here may still be kept, hidden, in the document.
  const voucher = page.getByRole("article", { name: t(locale, `StayReservations.voucherTitle.${kind}`) });
  await expect(voucher.getByRole("heading", { name: t(locale, "StayReservations.termsTitle") })).toBeVisible();
  await expect(voucher.getByTestId("stay-or-taxi-terms")).toBeVisible();
  return voucher;
}

for (const locale of LOCALES) {
  const places = PLACES[locale];
  test.describe(`hotel, chalet and taxi reservations (${locale})`, () => {
    test("a 2-night hotel stay: the stay and its price, pay, the voucher (also printed), All Reservations", async ({ page, baseURL }) => {
      const made = await makeHotelReservation(page.request, baseURL!, { city: places.hotelCity, nights: 2, guests: 2, locale });
      const response = await page.goto(localePath(locale, made.path));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: t(locale, "StayReservations.title.hotel") })).toBeVisible();
      await expect(page.getByTestId("reservation-reference")).toHaveText(made.reference);
      await expect(page.getByTestId("stay-nights")).toHaveText(t(locale, "StayReservations.nights", { count: 2 }));
      await expect(page.getByText(t(locale, "StayReservations.guests", { count: 2 })).first()).toBeVisible();
      await expect(page.getByText(STAY_LEAD.email)).toBeVisible();
      await expect(page.getByText(t(locale, "Reservations.status.pending")).first()).toBeVisible();

      const voucher = await payAndOpenVoucher(page, locale, "hotel", made.reference);
      await expect(voucher.getByTestId("voucher-included")).toBeVisible();
      await expect(voucher.getByTestId("voucher-address")).toBeVisible();
      await expect(voucher).toContainText(t(locale, "StayReservations.voucherNoteStay"));
      for (const fragment of [made.reference, STAY_LEAD.email, STAY_LEAD.phone]) {
        for (const o of await occurrences(voucher, fragment)) expect(o.ltr, `${fragment} in "${o.text}"`).toBe(true);
      }
      // On paper: the voucher without the site's navigation and the print button.
      await page.emulateMedia({ media: "print" });
      await expect(page.getByRole("button", { name: t(locale, "StayReservations.voucherPrint") })).toBeHidden();
      await expect(page.getByRole("navigation").first()).toBeHidden();
      await expect(voucher).toBeVisible();
      await page.emulateMedia({ media: "screen" });

      await page.goto(localePath(locale, "/all-reservations"));
      const card = reservationCard(page, made.reference);
      await expect(card).toContainText(t(locale, "Reservations.status.confirmed"));
      await expect(card).toContainText(t(locale, "Reservations.paymentStatus.paid"));
      await card.getByRole("link", { name: t(locale, "Reservations.viewVoucher") }).click();
      await expect(page.getByRole("heading", { level: 1, name: t(locale, "StayReservations.voucherTitle.hotel") })).toBeVisible();
    });

    test("a chalet weekend, Thursday to Saturday: weekend nights, the deposit due on arrival, house rules on the voucher", async ({ page, baseURL }) => {
      const made = await makeChaletReservation(page.request, baseURL!, { city: places.chaletCity, guests: 4, locale });
      expect(new Date(`${made.checkIn}T12:00:00Z`).getUTCDay()).toBe(4);
      await page.goto(localePath(locale, made.path));
      await expect(page.getByRole("heading", { level: 1, name: t(locale, "StayReservations.title.chalet") })).toBeVisible();
      await expect(page.getByTestId("stay-nights")).toHaveText(t(locale, "StayReservations.nights", { count: 2 }));
      await expect(page.getByText(t(locale, "StayReservations.houseRules"))).toBeVisible();
      // The deposit is shown beside the price but never part of what is paid online.
      await expect(page.getByTestId("deposit-note")).toBeVisible();
      await expect(page.getByTestId("deposit-amount")).toBeVisible();
      const total = (await page.getByTestId("stay-or-taxi-total").textContent())!.trim();
      await expect(page.getByRole("button", { name: new RegExp(t(locale, "Payment.payAmount", { amount: "" }).trim()) })).toContainText(total);

      const voucher = await payAndOpenVoucher(page, locale, "chalet", made.reference);
      await expect(voucher.getByTestId("deposit-note")).toBeVisible();
      await expect(voucher.getByRole("heading", { name: t(locale, "StayReservations.houseRules") })).toBeVisible();
    });

    test("an airport taxi: the ride, pay, the voucher's meeting instructions; cancelled with its fee shown first and its refund after", async ({
      page,
      baseURL,
    }) => {
      const made = await makeTaxiReservation(page.request, baseURL!, { airport: places.airport, area: places.area, passengers: 2, bags: 2, locale });
      await page.goto(localePath(locale, made.path));
      await expect(page.getByRole("heading", { level: 1, name: t(locale, "StayReservations.title.taxi") })).toBeVisible();
      await expect(page.getByTestId("taxi-flight")).toHaveText("SV1234");
      await expect(page.getByTestId("taxi-pickup")).toContainText(made.time);
      await expect(page.getByText(t(locale, "StayReservations.passengers", { count: 2 })).first()).toBeVisible();

      const voucher = await payAndOpenVoucher(page, locale, "taxi", made.reference);
      await expect(voucher.getByTestId("meeting-instructions")).toContainText("SV1234");
      await expect(voucher).toContainText(t(locale, "StayReservations.voucherNoteTaxi"));

      await page.goto(localePath(locale, made.path));
      await page.getByRole("button", { name: t(locale, "Reservations.cancel") }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByText(t(locale, "Reservations.cancelFee"))).toBeVisible();
      // More than a day before pickup: free, all of it back.
      await expect(dialog.getByTestId("cancel-fee")).toHaveText(/^\D*0([.,٫]0+)?\D*$/);
      const refund = (await dialog.getByTestId("cancel-refund").textContent())!.trim();
      await expect(dialog.getByTestId("stay-or-taxi-terms")).toBeVisible();
      await dialog.getByRole("button", { name: t(locale, "Reservations.cancelConfirm") }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(t(locale, "Reservations.status.cancelled")).first()).toBeVisible();
      await expect(page.getByText(t(locale, "Reservations.paymentStatus.refunded")).first()).toBeVisible();
      await expect(page.getByTestId("cancelled-refund")).toHaveText(refund);
      await expect(page.getByTestId("cancelled-fee")).toHaveText(/^\D*0([.,٫]0+)?\D*$/);

      await page.goto(localePath(locale, "/all-reservations"));
      await page.getByRole("tab", { name: new RegExp(t(locale, "Reservations.tabCancelled")) }).click();
      await expect(reservationCard(page, made.reference)).toContainText(t(locale, "Reservations.status.cancelled"));
    });

    test("all three in All Reservations with links to their pages; a wrong hotel id is corrected, another kind's id is not found", async ({
      page,
      baseURL,
    }) => {
      const [hotel, chalet, taxi] = await Promise.all([
        makeHotelReservation(page.request, baseURL!, { city: places.hotelCity, nights: 1, pay: true, locale }),
        makeChaletReservation(page.request, baseURL!, { city: places.chaletCity, locale }),
        makeTaxiReservation(page.request, baseURL!, { airport: places.airport, area: places.area, pay: true, locale }),
      ]);
      await page.goto(localePath(locale, "/all-reservations"));
      const hotelCard = reservationCard(page, hotel.reference);
      const chaletCard = reservationCard(page, chalet.reference);
      const taxiCard = reservationCard(page, taxi.reference);
      await expect(hotelCard).toHaveAttribute("data-kind", "hotel");
      await expect(chaletCard).toHaveAttribute("data-kind", "chalet");
      await expect(taxiCard).toHaveAttribute("data-kind", "taxi");
      await expect(hotelCard.getByRole("link", { name: t(locale, "Reservations.viewVoucher") })).toHaveAttribute("href", new RegExp(`${hotel.path}/voucher$`));
      await expect(taxiCard.getByRole("link", { name: t(locale, "Reservations.viewVoucher") })).toHaveAttribute("href", new RegExp(`${taxi.path}/voucher$`));
      // The chalet still waits for payment: its card leads to the payment step.
      await chaletCard.getByRole("link", { name: t(locale, "Reservations.pay") }).click();
      await expect(page.getByRole("heading", { level: 1, name: t(locale, "StayReservations.title.chalet") })).toBeVisible();
      await expect(page.getByTestId("reservation-reference")).toHaveText(chalet.reference);

      await page.goto(localePath(locale, `/hotel/999999/reservation/${hotel.id}`));
      await expect(page).toHaveURL(new RegExp(`${hotel.path}$`));
      await expect(page.getByTestId("reservation-reference")).toHaveText(hotel.reference);

      const wrongKind = await page.goto(localePath(locale, `/airport-taxi/reservation/${hotel.id}`));
      expect(wrongKind?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: t(locale, "Reservations.notFoundTitle") })).toBeVisible();
      const unpaid = await page.goto(localePath(locale, `${chalet.path}/voucher`));
      expect(unpaid?.status()).toBe(200);
      await expect(page.getByRole("heading", { name: t(locale, "StayReservations.voucherUnavailableTitle") })).toBeVisible();
    });
  });
}
