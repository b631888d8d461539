// Issue 24's acceptance, shared by the hotels, chalets and airport taxis specs: the admin finds a booking by its
// reference and cancels it with a full refund and a reason (the pages); the traveller sees it cancelled and refunded in
// All Reservations and is mailed the cancellation.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import type { BookingKind } from "../../provider/contracts/booking-core";
import { MAIL_TEXTS } from "../../provider/bookings/mails/texts";
import { reservationCard } from "./flights";
import { localePath, t, type Locale } from "./i18n";

const CARD = { cardNumber: "4242424242424242", expMonth: 12, expYear: 2039, cvc: "123", holderName: "Sara Ahmed" };

/** Pays a stay's or a taxi's booking by card as its traveller (`service`: hotels, chalets or taxis). */
export async function payBooking(traveler: APIRequestContext, baseURL: string, service: "hotels" | "chalets" | "taxis", id: string) {
  const paid = await traveler.post(`/api/${service}/api/Reservations/${id}/Pay`, {
    headers: { Origin: baseURL, "Idempotency-Key": `admin-refund-${id}` },
    data: CARD,
  });
  expect(paid.ok(), await paid.text()).toBe(true);
}

/** The admin, on the pages: finds the booking by its reference, cancels it with a full refund and `reason`. */
export async function cancelWithFullRefund(page: Page, locale: Locale, reference: string, reason: string) {
  await page.goto(localePath(locale, `/admin/dashboard/bookings?q=${reference}`));
  await page.getByRole("link", { name: t(locale, "AdminCatalogue.viewNamed", { name: reference }) }).click();
  await expect(page.getByRole("heading", { level: 1, name: t(locale, "AdminBookings.detailTitle", { reference }) })).toBeVisible();
  await page.getByRole("textbox", { name: t(locale, "AdminBookings.cancel.reason") }).fill(reason);
  await page.getByRole("button", { name: t(locale, "AdminBookings.cancel.submit") }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: t(locale, "AdminBookings.cancel.submit") })
    .click();
  await expect(page.getByRole("region", { name: t(locale, "AdminBookings.history") })).toContainText(reason);
}

/** The traveller's All Reservations shows it cancelled and refunded; its cancellation mail is in the booking's mails. */
export async function seenCancelledAndRefunded(
  traveler: Page,
  admin: APIRequestContext,
  locale: Locale,
  booking: { id: string; reference: string; kind: BookingKind },
) {
  await traveler.goto(localePath(locale, "/all-reservations"));
  await traveler.getByRole("tab", { name: new RegExp(t(locale, "Reservations.tabCancelled")) }).click();
  const card = reservationCard(traveler, booking.reference);
  await expect(card).toContainText(t(locale, "Reservations.status.cancelled"));
  await expect(card).toContainText(t(locale, "Reservations.paymentStatus.refunded"));
  const detail = await admin.get(`/api/flight-backend/api/Admin/Reservations/${booking.id}`);
  expect(detail.ok()).toBe(true);
  const { mails } = (await detail.json()) as { mails: { subject: string }[] };
  const subjects = (["ar", "en"] as const).map((l) => MAIL_TEXTS[l].cancelledSubject(booking.reference, MAIL_TEXTS[l].kindName[booking.kind]));
  expect(mails.map((mail) => mail.subject).filter((subject) => subjects.includes(subject))).toHaveLength(1);
}
