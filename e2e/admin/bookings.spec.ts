// Issue 24 point 4: the operator finds any traveller's booking and refunds it. A traveller books and pays a hotel
// stay; the admin, keyboard only, searches the Bookings list by the reference, opens it, sees the payment and the
// confirmation mail, cancels it with a full refund and a reason; the traveller sees it cancelled and refunded in All
// Reservations and gets the cancellation mail; the audit trail has the step. Bad filters are refused beside their field.
import { expect, test } from "@playwright/test";
import { LOCALES, localePath, t } from "../support/i18n";
import { arrowToOption, replaceText, tabTo } from "../support/keyboard";
import { reservationCard } from "../support/flights";
import { makeHotelReservation } from "../support/stays";

for (const locale of LOCALES) {
  test(`an admin finds a paid booking by its reference and refunds it, keyboard only (${locale})`, async ({ page, playwright, baseURL, browser, request }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const traveler = await playwright.request.newContext({ baseURL, storageState: "e2e/.auth/traveler.json" });
    const booking = await makeHotelReservation(traveler, baseURL!, { city: "jeddah", pay: true, locale });
    await traveler.dispose();
    const reason = locale === "ar" ? "الفندق أغلق الطابق للصيانة" : "The hotel closed the floor for works";

    await page.goto(localePath(locale, "/admin/dashboard/bookings"));
    const search = page.getByRole("searchbox", { name: t(locale, "AdminCatalogue.searchLabel", { records: t(locale, "AdminBookings.records") }) });
    await tabTo(page, search);
    await replaceText(page, booking.reference.toLowerCase());
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`q=${booking.reference.toLowerCase()}`));
    const table = page.getByRole("table", { name: t(locale, "AdminBookings.title") });
    await expect(table.getByRole("row")).toHaveCount(2);
    const open = table.getByRole("link", { name: t(locale, "AdminCatalogue.viewNamed", { name: booking.reference }) });
    await tabTo(page, open);
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { level: 1, name: t(locale, "AdminBookings.detailTitle", { reference: booking.reference }) })).toBeVisible();
    // The section, and inside it the table's scrolling region of the same name.
    const payments = page.getByRole("region", { name: t(locale, "AdminBookings.payments") }).first();
    await expect(payments).toContainText(t(locale, "AdminBookings.paymentResults.succeeded"));
    await expect(page.getByRole("region", { name: t(locale, "AdminBookings.history") })).toContainText(t(locale, "AdminBookings.events.paid"));

    // Nothing is sent without a reason: the refusal sits beside its field.
    // Past the header, the sections, the booking's customer link and its resend button: more stops than the default.
    const submit = page.getByRole("button", { name: t(locale, "AdminBookings.cancel.submit") });
    await tabTo(page, submit, { max: 80 });
    await page.keyboard.press("Enter");
    const reasonField = page.getByRole("textbox", { name: t(locale, "AdminBookings.cancel.reason") });
    await expect(reasonField).toBeFocused();
    await expect(page.getByText(t(locale, "AdminValidation.reasonRequired"))).toBeVisible();
    await replaceText(page, reason);
    await tabTo(page, submit);
    await page.keyboard.press("Enter");
    const question = page.getByRole("alertdialog");
    await expect(question).toBeFocused();
    await expect(question).toContainText(booking.reference);
    await tabTo(page, question.getByRole("button", { name: t(locale, "AdminBookings.cancel.submit") }));
    await page.keyboard.press("Enter");
    await expect(page.getByText(t(locale, "AdminBookings.cancel.notCancellable", { status: t(locale, "Reservations.status.cancelled") }))).toBeVisible();
    await expect(page.getByRole("region", { name: t(locale, "AdminBookings.history") })).toContainText(reason);

    // The traveller sees it cancelled with the whole total back, and has the mail.
    const context = await browser.newContext({ storageState: "e2e/.auth/traveler.json" });
    const travelerPage = await context.newPage();
    await travelerPage.goto(localePath(locale, "/all-reservations"));
    await travelerPage.getByRole("tab", { name: new RegExp(t(locale, "Reservations.tabCancelled")) }).click();
    const card = reservationCard(travelerPage, booking.reference);
    await expect(card).toContainText(t(locale, "Reservations.status.cancelled"));
    await expect(card).toContainText(t(locale, "Reservations.paymentStatus.refunded"));
    await context.close();

    const audit = await request.get(`/api/flight-backend/api/Admin/Audit?entity=reservation&entityId=${booking.id}`);
    expect((await audit.json()) as { items: { action: string; after: { reason: string; refundChoice: string } }[] }).toMatchObject({
      items: [{ action: "cancel", after: { reason, refundChoice: "full" } }],
    });
    const detail = await request.get(`/api/flight-backend/api/Admin/Reservations/${booking.id}`);
    const mails = ((await detail.json()) as { mails: { to: string }[] }).mails;
    expect(mails.length).toBeGreaterThanOrEqual(2);
  });

  test(`the bookings list filters by kind and status, and refuses a range that ends before it starts (${locale})`, async ({ page, playwright, baseURL }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    // A paid stay of its own: the newest confirmed hotel booking, so the first page of the filtered list has it.
    const traveler = await playwright.request.newContext({ baseURL, storageState: "e2e/.auth/traveler.json" });
    const booking = await makeHotelReservation(traveler, baseURL!, { city: "riyadh", pay: true, locale });
    await traveler.dispose();
    await page.goto(localePath(locale, "/admin/dashboard/bookings?from=2026-03-02&to=2026-03-01"));
    await expect(page.getByText(t(locale, "AdminValidation.dateRangeInvalid"))).toBeVisible();
    const kind = page.getByRole("combobox", { name: t(locale, "AdminBookings.kind") });
    await tabTo(page, kind);
    await arrowToOption(page, kind, "hotel");
    const status = page.getByRole("combobox", { name: t(locale, "AdminBookings.status") });
    await tabTo(page, status);
    await arrowToOption(page, status, "confirmed");
    await tabTo(page, page.getByRole("button", { name: t(locale, "AdminBookings.apply") }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/kind=hotel/);
    const rows = page.getByRole("table", { name: t(locale, "AdminBookings.title") }).getByRole("row");
    await expect(rows.nth(1)).toContainText(t(locale, "Admin.kinds.hotel"));
    await expect(rows.filter({ hasText: booking.reference })).toHaveCount(1);
    for (const cell of await rows.filter({ hasNot: page.getByRole("columnheader") }).all()) {
      await expect(cell).toContainText(t(locale, "Reservations.status.confirmed"));
    }
  });
}
