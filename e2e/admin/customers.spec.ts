// Issue 24 point 5 (and point 4's resend): the admin finds a customer by their email and locks the account. The
// customer's open session is refused at its next request: they land on the login page, signed out, told the account is
// locked (Arabic); signing in again is refused with the same clear message (English). The admin unlocks it and the
// customer signs in again; then, from the customer's page, the admin opens their paid booking and mails its
// confirmation again, which the booking's mails and history show at once.
import { expect, test } from "@playwright/test";
import { confirmedAccount, signIn } from "../support/accounts";
import { localePath, t } from "../support/i18n";
import { makeHotelReservation } from "../support/stays";

test("an admin locks a customer, who is signed out and cannot sign in, unlocks them, and resends a booking's mail", async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  const started = Date.now();
  await page.setViewportSize({ width: 1366, height: 900 });
  // A customer of their own (locking the shared traveller would break the other specs), with a paid hotel stay.
  const setup = await playwright.request.newContext({ baseURL });
  const who = await confirmedAccount(setup, baseURL!, "locked");
  await signIn(setup, who);
  const booking = await makeHotelReservation(setup, baseURL!, { city: "riyadh", pay: true });
  await setup.dispose();

  // The customer's browser, signed in, on their settings page.
  const customerContext = await browser.newContext();
  await signIn(customerContext.request, who);
  const customer = await customerContext.newPage();
  await customer.goto(localePath("ar", "/profile"));
  await expect(customer.getByRole("heading", { level: 1, name: t("ar", "Profile.title") })).toBeVisible();

  // The admin finds them by email and locks the account, confirming first.
  await page.goto(localePath("en", "/admin/dashboard/customers"));
  await page.getByRole("searchbox", { name: t("en", "AdminCatalogue.searchLabel", { records: t("en", "AdminCustomers.records") }) }).fill(who.email);
  await page.getByRole("button", { name: t("en", "AdminBookings.apply") }).click();
  const table = page.getByRole("table", { name: t("en", "AdminCustomers.title") });
  await expect(table.getByRole("row")).toHaveCount(2);
  await table.getByRole("link", { name: t("en", "AdminCatalogue.viewNamed", { name: who.name }) }).click();
  await expect(page.getByRole("heading", { level: 1, name: who.name })).toBeVisible();
  await expect(page.getByRole("table", { name: t("en", "AdminCustomers.bookingsTitle") })).toContainText(booking.reference);
  await page.getByRole("button", { name: t("en", "AdminCustomers.lock") }).click();
  const question = page.getByRole("alertdialog");
  await expect(question).toBeFocused();
  await question.getByRole("button", { name: t("en", "AdminCustomers.lock") }).click();
  await expect(page.getByRole("button", { name: t("en", "AdminCustomers.unlock") })).toBeVisible();
  await expect(page.getByRole("region", { name: t("en", "AdminBookings.account"), exact: true })).toContainText(t("en", "AdminCustomers.states.locked"));

  // The open session is refused at its next request: signed out, on the login page, told why.
  await customer.reload();
  await expect(customer).toHaveURL(/\/login/);
  await expect(customer.getByText(t("ar", "Auth.sessionLocked"))).toBeVisible();
  await expect.poll(async () => ((await (await customerContext.request.get("/api/auth/session")).json()) as { user?: unknown }).user).toBeUndefined();

  // Signing in again is refused with the clear message.
  await customer.goto(localePath("en", "/login"));
  await customer.getByLabel(t("en", "Auth.email"), { exact: true }).fill(who.email);
  await customer.getByLabel(t("en", "Auth.password"), { exact: true }).fill(who.password);
  await customer.getByRole("button", { name: t("en", "Auth.loginSubmit") }).click();
  await expect(customer.getByText(t("en", "Auth.accountLocked"))).toBeVisible();

  // Unlocked, they sign in again.
  await page.getByRole("button", { name: t("en", "AdminCustomers.unlock") }).click();
  await expect(page.getByRole("button", { name: t("en", "AdminCustomers.lock") })).toBeVisible();
  await signIn(customerContext.request, who);
  await customerContext.close();

  // Their booking, from their page: its confirmation mailed again shows in its mails and its history.
  await page.getByRole("link", { name: t("en", "AdminCatalogue.viewNamed", { name: booking.reference }) }).click();
  await expect(page.getByRole("heading", { level: 1, name: t("en", "AdminBookings.detailTitle", { reference: booking.reference }) })).toBeVisible();
  const mails = page.getByRole("region", { name: t("en", "AdminBookings.mails") }).first();
  const before = await mails.getByRole("listitem").count();
  await page.getByRole("button", { name: t("en", "AdminBookings.resend.submit") }).dblclick();
  await expect(page.getByRole("region", { name: t("en", "AdminBookings.history") })).toContainText(
    t("en", "AdminBookings.events.mailResent", { by: "admin@example.com" }),
  );
  // A double press mails once.
  await expect(mails.getByRole("listitem")).toHaveCount(before + 1);
  console.log(`customers.spec took ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
