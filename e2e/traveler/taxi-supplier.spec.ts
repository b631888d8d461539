// Issue 22: the taxi voucher says who drives and how to reach them (point 6), and the stays' vouchers name their city
// once (point 11, "Al Rawdah, Jeddah · Jeddah"); a taxi's voucher names the area only (an area may be in another city
// than its airport's: Makkah from Jeddah, Al Khobar from Dammam). Both languages, at a phone's width.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { occurrences } from "../support/bidi";
import { localePath, LOCALES, t, type Locale } from "../support/i18n";
import { makeChaletReservation, makeHotelReservation, makeTaxiReservation } from "../support/stays";

type Localized = { ar: string; en: string };
type TaxiWire = {
  transfer: {
    meetingPoint: Localized | null;
    supplier: { name: Localized; contact: { phone: string; whatsapp: string | null; email: string | null } | null } | null;
  };
};

test.use({ viewport: { width: 390, height: 844 } });

const voucherOf = (page: Page, locale: Locale, kind: "hotel" | "chalet" | "taxi") =>
  page.getByRole("article", { name: t(locale, `StayReservations.voucherTitle.${kind}`) });

/** How many times `city` is named in the element's text. */
async function timesNamed(element: Locator, city: string): Promise<number> {
  const text = (await element.textContent()) ?? "";
  return text.split(city).length - 1;
}

async function taxiWire(page: Page, id: string): Promise<TaxiWire> {
  const r = await page.request.get(`/api/taxis/api/Reservations/${id}`);
  expect(r.status()).toBe(200);
  return (await r.json()) as TaxiWire;
}

for (const locale of LOCALES) {
  // Each language its own airport, so the two never take each other's vehicles.
  const airport = locale === "ar" ? { code: "JED", area: "balad" } : { code: "DMM", area: "corniche" };

  test.describe(`taxi supplier and the city named once (${locale})`, () => {
    test("a paid taxi's voucher names the supplier, its phone as a tel: link and the airport's meeting point", async ({ page, baseURL }) => {
      const made = await makeTaxiReservation(page.request, baseURL!, { airport: airport.code, area: airport.area, pay: true, locale });
      const wire = await taxiWire(page, made.id);
      const supplier = wire.transfer.supplier!;
      expect(supplier.contact?.phone).toMatch(/^\+[1-9]\d{7,14}$/);
      await page.goto(localePath(locale, `${made.path}/voucher`));
      const voucher = voucherOf(page, locale, "taxi");
      await expect(voucher).toBeVisible();

      const box = voucher.getByTestId("taxi-supplier");
      await expect(box).toContainText(t(locale, "StayReservations.supplierTitle"));
      await expect(box).toContainText(supplier.name[locale]);
      const phone = box.getByRole("link", { name: supplier.contact!.phone, exact: true });
      await expect(phone).toHaveAttribute("href", `tel:${supplier.contact!.phone}`);
      // The number keeps its order inside Arabic text.
      for (const o of await occurrences(box, supplier.contact!.phone.slice(1))) expect(o.ltr, o.text).toBe(true);
      if (supplier.contact!.whatsapp) {
        await expect(box.getByRole("link", { name: new RegExp(t(locale, "StayReservations.supplierWhatsappLink")) })).toHaveAttribute(
          "href",
          `https://wa.me/${supplier.contact!.whatsapp.slice(1)}`,
        );
      }
      await expect(voucher.getByTestId("meeting-point")).toContainText(wire.transfer.meetingPoint![locale]);
      await expect(voucher.getByTestId("meeting-point")).toContainText(t(locale, "StayReservations.meetingPointLabel"));
    });

    test("before payment the reservation shows the meeting point and the supplier, but not the phone yet", async ({ page, baseURL }) => {
      const made = await makeTaxiReservation(page.request, baseURL!, { airport: airport.code, area: airport.area, locale });
      const wire = await taxiWire(page, made.id);
      expect(wire.transfer.supplier?.contact).toBeNull();
      await page.goto(localePath(locale, made.path));
      await expect(page.getByRole("heading", { level: 1, name: t(locale, "StayReservations.title.taxi") })).toBeVisible();
      await expect(page.getByTestId("meeting-point")).toContainText(wire.transfer.meetingPoint![locale]);
      const box = page.getByTestId("taxi-supplier");
      await expect(box).toContainText(wire.transfer.supplier!.name[locale]);
      await expect(box).toContainText(t(locale, "StayReservations.supplierContactLater"));
      await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
    });

    test("the hotel's and the chalet's vouchers name the city once", async ({ page, baseURL }) => {
      const hotel = await makeHotelReservation(page.request, baseURL!, { city: "jeddah", pay: true, locale });
      const hotelWire = (await (await page.request.get(`/api/hotels/api/Reservations/${hotel.id}`)).json()) as { stay: { city: Localized } };
      await page.goto(localePath(locale, `${hotel.path}/voucher`));
      const hotelAddress = voucherOf(page, locale, "hotel").getByTestId("voucher-address");
      await expect(hotelAddress).toBeVisible();
      expect(await timesNamed(hotelAddress, hotelWire.stay.city[locale]), (await hotelAddress.textContent()) ?? "").toBe(1);

      const chalet = await makeChaletReservation(page.request, baseURL!, { city: "jeddah", pay: true, locale });
      const chaletWire = (await (await page.request.get(`/api/chalets/api/Reservations/${chalet.id}`)).json()) as { stay: { city: Localized } };
      await page.goto(localePath(locale, `${chalet.path}/voucher`));
      const chaletAddress = voucherOf(page, locale, "chalet").getByTestId("voucher-address");
      await expect(chaletAddress).toBeVisible();
      expect(await timesNamed(chaletAddress, chaletWire.stay.city[locale]), (await chaletAddress.textContent()) ?? "").toBe(1);
    });
  });
}
