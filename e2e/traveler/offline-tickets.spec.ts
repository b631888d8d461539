// Issue 26: a paid ticket opened once stays readable with no network — the ticket, its QR (the same drawing) and the
// offline page that lists it — and after signing out it does not. Its own new account in a fresh browser context:
// signing out must not touch the shared traveller's session.
import { expect, test, type Page } from "@playwright/test";
import { confirmedAccount, signIn } from "../support/accounts";
import { LOCALES, localePath, t } from "../support/i18n";
import { reservationCard } from "../support/flights";
import { makeReservation } from "../support/reservations";

// The worker is what this spec tests: the suite blocks it elsewhere (playwright.config.ts).
test.use({ storageState: { cookies: [], origins: [] }, serviceWorkers: "allow" });

/** The worker (public/sw.js) has kept this page, with its owner's claim (lib/offline/session.ts). */
async function kept(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (path) => {
    const cache = await caches.open("rahhal-offline-private");
    return !!(await cache.match("/__offline-owner")) && !!(await cache.match(path));
  }, path);
}

const qrDrawing = (page: Page) => page.getByTestId("ticket-qr").locator("path").getAttribute("d");

for (const locale of LOCALES) {
  test(`a paid ticket opened once is readable offline, and not after signing out (${locale})`, async ({ page, context, baseURL }) => {
    const who = await confirmedAccount(page.request, baseURL!, `offline-${locale}`, locale);
    await signIn(page.request, who);
    const booked = await makeReservation(page.request, baseURL!, { daysAhead: locale === "ar" ? 5 : 6, pay: true, locale });
    const ticketPath = localePath(locale, `/flight/${booked.flightId}/booking/reservation/${booked.id}/ticket`);

    // Opened once, online. Arabic: the first visit to the site is the ticket itself (the worker installs, then keeps it).
    // English: from the reservations list, a client-side navigation the worker never sees as a page load.
    if (locale === "ar") await page.goto(ticketPath);
    else {
      await page.goto(localePath(locale, "/all-reservations"));
      await reservationCard(page, booked.reference)
        .getByRole("link", { name: t(locale, "Reservations.viewTicket"), exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${ticketPath}$`));
    }
    await expect(page.getByTestId("ticket-reference")).toHaveText(booked.reference);
    const drawing = await qrDrawing(page);
    expect(drawing).toMatch(/^M/);
    await expect.poll(() => kept(page, ticketPath), { timeout: 20_000 }).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: t(locale, "Ticket.title") })).toBeVisible();
    await expect(page.getByTestId("ticket-reference")).toHaveText(booked.reference);
    await expect(page.getByRole("img", { name: t(locale, "Ticket.qrLabel", { reference: booked.reference }) })).toBeVisible();
    expect(await qrDrawing(page)).toBe(drawing);

    // A page never opened: the offline page in the address's language, naming the ticket kept on this device.
    await page.goto(localePath(locale, "/contact-us"));
    await expect(page.getByRole("heading", { level: 1, name: t(locale, "Offline.title") })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    const keptLink = page.getByRole("link", { name: new RegExp(booked.reference) });
    await expect(keptLink).toHaveAttribute("href", ticketPath);
    await keptLink.click();
    await expect(page.getByTestId("ticket-reference")).toHaveText(booked.reference);

    // Back online, signed out from the user menu: offline, the ticket is gone and the offline page lists nothing.
    await context.setOffline(false);
    await page.goto(localePath(locale, "/"));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTitle(t(locale, "Nav.userMenu")).click();
    await page.getByRole("menuitem", { name: t(locale, "Nav.logout") }).click();
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/login")}$`));
    await context.setOffline(true);
    await page.goto(ticketPath);
    await expect(page.getByRole("heading", { level: 1, name: t(locale, "Offline.title") })).toBeVisible();
    await expect(page.getByTestId("ticket-reference")).toHaveCount(0);
    await expect(page.getByTestId("ticket-qr")).toHaveCount(0);
    await expect(page.getByText(t(locale, "Offline.empty"))).toBeVisible();
    await context.setOffline(false);
  });
}
