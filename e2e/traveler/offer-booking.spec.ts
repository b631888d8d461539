// Booking an offer, from the reservation page on (the offer pages come with the catalogue): pay with the sandbox card,
// open the voucher, find the booking in All Reservations, and cancel another one seeing its fee first. Both languages.
import { expect, test } from "@playwright/test";
import { occurrences } from "../support/bidi";
import { payWith, reservationCard } from "../support/flights";
import { localePath, LOCALES, t } from "../support/i18n";
import { LEAD, makeOfferReservation } from "../support/offers";

for (const locale of LOCALES) {
  test.describe(`offer booking (${locale})`, () => {
    test("pay for two travellers, open the voucher, find it in All Reservations", async ({ page, baseURL }) => {
      const made = await makeOfferReservation(page.request, baseURL!, { travelerCount: 2, locale });
      const path = `/offer/${made.offerId}/reservation/${made.id}`;
      const response = await page.goto(localePath(locale, path));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: t(locale, "OfferBooking.title") })).toBeVisible();
      await expect(page.getByTestId("offer-traveller-count")).toHaveText(t(locale, "Terms.travellerCount", { count: 2 }));
      await expect(page.getByText(LEAD.email)).toBeVisible();
      await expect(page.getByText(t(locale, "Payment.offer.countdownLabel"))).toBeVisible();
      await expect(page.getByRole("timer")).toBeVisible();

      // A declined card says so once and keeps the places held; then the success card.
      await payWith(page, locale, "4000 0000 0000 0002");
      const declined = page.getByRole("alert").filter({ hasText: t(locale, "Payment.declinedTitle") });
      await expect(declined).toContainText(t(locale, "Payment.offer.declinedBody"));
      await page.getByLabel(t(locale, "Payment.cardNumber")).fill("");
      await payWith(page, locale, "4242 4242 4242 4242");
      await expect(page.getByText(t(locale, "Payment.successTitle")).first()).toBeVisible();

      await page.getByRole("link", { name: t(locale, "Payment.offer.viewTicket") }).click();
      await expect(page.getByRole("heading", { level: 1, name: t(locale, "OfferBooking.voucherTitle") })).toBeVisible();
      await expect(page.getByTestId("ticket-reference")).toHaveText(made.reference);
      await expect(page.getByRole("img", { name: t(locale, "Ticket.qrLabel", { reference: made.reference }) })).toBeVisible();
      await expect(page.getByRole("button", { name: t(locale, "OfferBooking.voucherPrint") })).toBeVisible();
      // Reference, email and phone keep their order inside Arabic text.
      // (The voucher itself: the payment page that led here may still be kept, hidden, in the document.)
      const voucher = page.getByRole("article", { name: t(locale, "OfferBooking.voucherTitle") });
      for (const fragment of [made.reference, LEAD.email, LEAD.phone]) {
        const found = await occurrences(voucher, fragment);
        expect(found.length, fragment).toBeGreaterThan(0);
        for (const o of found) expect(o.ltr, `${fragment} in "${o.text}"`).toBe(true);
      }

      await page.goto(localePath(locale, "/all-reservations"));
      const card = reservationCard(page, made.reference);
      await expect(card).toContainText(t(locale, "Reservations.status.confirmed"));
      await expect(card).toContainText(t(locale, "Reservations.paymentStatus.paid"));
      await expect(card).toContainText(t(locale, "Terms.travellerCount", { count: 2 }));
      await card.getByRole("link", { name: t(locale, "Reservations.viewVoucher") }).click();
      await expect(page.getByRole("heading", { level: 1, name: t(locale, "OfferBooking.voucherTitle") })).toBeVisible();
    });

    test("cancel a paid booking from All Reservations, its fee and refund shown first", async ({ page, baseURL }) => {
      const made = await makeOfferReservation(page.request, baseURL!, { travelerCount: 1, pay: true, locale });
      await page.goto(localePath(locale, "/all-reservations"));
      await reservationCard(page, made.reference)
        .getByRole("button", { name: t(locale, "Reservations.cancel") })
        .click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByText(t(locale, "Reservations.cancelFee"))).toBeVisible();
      // Within the free hours after booking: no fee, the whole amount back.
      await expect(dialog.getByTestId("cancel-fee")).toHaveText(/^\D*0([.,٫]0+)?\D*$/);
      await expect(dialog.getByTestId("cancel-refund")).not.toHaveText(/^\D*0([.,٫]0+)?\D*$/);
      await dialog.getByRole("button", { name: t(locale, "Reservations.cancelConfirm") }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole("tab", { name: new RegExp(t(locale, "Reservations.tabCancelled")) }).click();
      await expect(reservationCard(page, made.reference)).toContainText(t(locale, "Reservations.status.cancelled"));
      const after = (await (await page.request.get(`/api/offer-backend/api/Reservations/${made.id}`)).json()) as { status: string };
      expect(after.status).toBe("cancelled");
    });

    test("the voucher waits for payment; an unknown reservation is not found (404)", async ({ page, baseURL }) => {
      const made = await makeOfferReservation(page.request, baseURL!, { travelerCount: 1, locale });
      await page.goto(localePath(locale, `/offer/${made.offerId}/reservation/${made.id}/ticket`));
      await expect(page.getByRole("heading", { name: t(locale, "OfferBooking.voucherUnavailableTitle") })).toBeVisible();
      const missing = await page.goto(localePath(locale, `/offer/${made.offerId}/reservation/00000000-0000-4000-8000-000000000000`));
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: t(locale, "Reservations.notFoundTitle") })).toBeVisible();
    });
  });
}

// Issue 22, point 3: with EGP chosen the button read "Pay 12,180.12 EGP" and the card was charged 929.78 SAR. The
// button and the voucher now name the SAR charged, with the chosen currency as an indication beside it.
const SAR = { ar: /ر\.س/, en: /SAR/ } as const;
const EGP = { ar: /ج\.م/, en: /EGP/ } as const;
for (const locale of LOCALES) {
  test(`paid with EGP chosen: the button and the voucher say the SAR charged, EGP as an indication (${locale})`, async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "currency", value: "EGP", url: baseURL! }]);
    const made = await makeOfferReservation(page.request, baseURL!, { travelerCount: 1, locale });
    await page.goto(localePath(locale, `/offer/${made.offerId}/reservation/${made.id}`));
    const pay = page.getByRole("button", { name: new RegExp(t(locale, "Payment.payAmount", { amount: "" }).trim()) });
    await expect(pay).toHaveText(SAR[locale]);
    await expect(pay).not.toHaveText(EGP[locale]);
    // The chosen currency applies once the page is interactive, with the day's rates (right after a start they may
    // still be on their way: the page is opened again then).
    const note = page.getByTestId("charged-note");
    await expect(async () => {
      if (!(await note.isVisible())) await page.reload();
      await expect(note).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(note).toHaveText(SAR[locale]);
    await expect(note).toHaveText(EGP[locale]);

    await payWith(page, locale, "4242 4242 4242 4242");
    await page.getByRole("link", { name: t(locale, "Payment.offer.viewTicket") }).click();
    const voucher = page.getByRole("article", { name: t(locale, "OfferBooking.voucherTitle") });
    const paid = voucher.locator("dd").filter({ has: page.getByTestId("charged-indication") });
    await expect(paid).toHaveText(SAR[locale]);
    await expect(paid.getByTestId("charged-indication")).toHaveText(EGP[locale]);
  });
}
