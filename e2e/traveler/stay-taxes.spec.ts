// Taxes by the country of the service (issue 22 point 4): a Cairo hotel's price names Egypt's lines (the hotel service
// charge 12 % and VAT 14 %, no Saudi VAT 15 %) on the details page beside the booking form, on the reservation's
// payment page and on the voucher; a Cairo taxi's, VAT 14 % on its booking step and payment page. Both languages,
// each on its own Cairo hotel room, dates and pickup.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { isoDaysAhead, payWith } from "../support/flights";
import { localePath, LOCALES, t, type Locale } from "../support/i18n";
import { addDays, makeHotelReservation, makeTaxiReservation } from "../support/stays";

const egypt = (locale: Locale) => [t(locale, "Taxes.serviceCharge", { percent: 12 }), t(locale, "Taxes.vat", { percent: 14 })];

/** The tax lines' names of a breakdown, in order. */
async function expectEgyptianLines(locale: Locale, breakdown: Locator) {
  await expect(breakdown.getByTestId("tax-line").locator("dt")).toHaveText(egypt(locale));
  await expect(breakdown).not.toContainText(t(locale, "Taxes.vat", { percent: 15 }));
}

async function cairoRoom(page: Page, checkIn: string, checkOut: string) {
  const search = await page.request.get(`/api/hotels/api/Hotels/Search?city=cairo&checkIn=${checkIn}&checkOut=${checkOut}&guests=2&rooms=1`);
  expect(search.ok(), await search.text()).toBe(true);
  const { items } = (await search.json()) as { items: { id: number; cheapestRoom: { roomTypeId: number } }[] };
  expect(items.length).toBeGreaterThan(0);
  return items[Math.floor(Math.random() * items.length)]!;
}

for (const locale of LOCALES) {
  test.describe(`a Cairo hotel's taxes (${locale})`, () => {
    test("the details page prices the room with Egypt's service charge and VAT beside the booking form", async ({ page }) => {
      const checkIn = isoDaysAhead(locale === "ar" ? 70 : 77);
      const checkOut = addDays(checkIn, 2);
      const hotel = await cairoRoom(page, checkIn, checkOut);
      const response = await page.goto(
        localePath(locale, `/hotel/${hotel.id}?checkIn=${checkIn}&checkOut=${checkOut}&guests=2&room=${hotel.cheapestRoom.roomTypeId}`),
      );
      expect(response?.status()).toBe(200);
      await expect(page.getByLabel(t(locale, "StayDetails.fullName"))).toBeVisible();
      await expectEgyptianLines(locale, page.getByTestId("stay-breakdown"));
    });

    test("the payment page and the voucher show the lines the booking was charged", async ({ page, baseURL }) => {
      const made = await makeHotelReservation(page.request, baseURL!, { city: "cairo", nights: 2, locale });
      const wire = (await (await page.request.get(`/api/hotels/api/Reservations/${made.id}`)).json()) as { breakdown: { taxes: { code: string }[] } };
      expect(wire.breakdown.taxes.map((l) => l.code)).toEqual(["serviceCharge", "vat"]);

      await page.goto(localePath(locale, made.path));
      await expect(page.getByText(t(locale, "Payment.hotel.countdownLabel"))).toBeVisible();
      const total = page.getByTestId("stay-or-taxi-total");
      await expectEgyptianLines(locale, page.locator("dl").filter({ has: total }).last());

      await payWith(page, locale, "4242 4242 4242 4242");
      await expect(page.getByText(t(locale, "Payment.successTitle")).first()).toBeVisible();
      await page.getByRole("link", { name: t(locale, "Payment.hotel.viewTicket") }).click();
      const voucher = page.getByRole("article", { name: t(locale, "StayReservations.voucherTitle.hotel") });
      await expect(voucher).toBeVisible();
      // `has` is read inside each <dl>, so it names the total from the page, not from the voucher.
      await expectEgyptianLines(
        locale,
        voucher
          .locator("dl")
          .filter({ has: page.getByTestId("stay-or-taxi-total") })
          .last(),
      );
    });

    test("a Cairo taxi: VAT 14 % alone on the booking step and the payment page", async ({ page, baseURL }) => {
      const vat = [t(locale, "Taxes.vat", { percent: 14 })];
      const date = isoDaysAhead(locale === "ar" ? 71 : 78);
      await page.goto(localePath(locale, `/search/airport-taxi?airport=CAI&area=zamalek&date=${date}&time=11:30&passengers=2&bags=1`));
      await page
        .getByTestId("taxi-vehicle")
        .first()
        .getByRole("link", { name: new RegExp(`^${t(locale, "Taxis.choose")}`) })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: t(locale, "Taxis.bookTitle") })).toBeVisible();
      const step = page
        .locator("dl")
        .filter({ has: page.getByTestId("taxi-booking-total") })
        .last();
      await expect(step.getByTestId("tax-line").locator("dt")).toHaveText(vat);

      const made = await makeTaxiReservation(page.request, baseURL!, { airport: "CAI", area: "zamalek", locale });
      await page.goto(localePath(locale, made.path));
      await expect(page.getByText(t(locale, "Payment.taxi.countdownLabel"))).toBeVisible();
      const breakdown = page
        .locator("dl")
        .filter({ has: page.getByTestId("stay-or-taxi-total") })
        .last();
      await expect(breakdown.getByTestId("tax-line").locator("dt")).toHaveText(vat);
    });
  });
}
