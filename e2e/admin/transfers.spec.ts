// Issue 24 point 3, in both languages: an admin changes an airport taxi's price on its edit page; the traveller's
// search shows the new price and the next booking is charged it, while a booking made before keeps its amount; the
// audit trail has the edit; the new booking, paid, is cancelled by the admin with a full refund, and the traveller sees it
// refunded and is mailed. The transfer and the bookings are made through the API (the UI under test is the
// admin's form, the search page and the audit trail); each language its own destination area.
//
// And the pickup slots and the sale of a transfer: the admin closes an evening window on its edit page (an overlapping
// one is refused beside its field), the traveller sees that time as not running and cannot book it while the next
// slot sells; archived, the transfer leaves the traveller's search; restored, it is back.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { cancelWithFullRefund, payBooking, seenCancelledAndRefunded } from "../support/admin-bookings";
import { field, openForm, save } from "../support/admin-forms";
import { pickDay } from "../support/date-picker";
import { plainDigits } from "../support/booking-terms";
import { isoDaysAhead } from "../support/flights";
import { LOCALES, localePath, t } from "../support/i18n";
import { STAY_LEAD } from "../support/stays";

type Breakdown = { base: number; total: number };
type Booking = { id: string; reference: string; breakdown: Breakdown };

/** Lower-case letters only: an area's web name has no digits. */
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
/** An amount as Money prints it in SAR, digits and separators aside: the fraction only when there is one. */
const shown = (minor: number) => (minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2));

for (const locale of LOCALES) {
  test(`a new transfer price reaches the search and the next booking; an earlier booking keeps its amount (${locale})`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const area = `e-${locale}-${letters(10)}`;
    const names = { areaAr: `حي التجربة ${area}`, areaEn: `Test quarter ${area}` };
    const created = await request.post("/api/taxis/api/Admin/Transfers", {
      headers: { Origin: baseURL! },
      data: {
        airportCode: "RUH",
        area,
        ...names,
        vehicleClass: "suv",
        vehicleAr: "جي إم سي يوكن أو ما يماثلها",
        vehicleEn: "GMC Yukon or similar",
        photo: null,
        maxPassengers: 6,
        maxBags: 5,
        childSeats: 2,
        price: 15_000,
        distanceKm: 28,
        durationMinutes: 35,
        freeWaitingMinutes: 60,
        meetAndGreet: true,
        vehiclesPerSlot: 3,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const transfer = (await created.json()) as { id: number };

    const traveller = await browser.newContext({ baseURL, storageState: "e2e/.auth/traveler.json" });
    const travellerPage = await traveller.newPage();
    const date = isoDaysAhead(40 + Math.floor(Math.random() * 40));
    const book = async (time: string): Promise<Booking> => {
      const r = await traveller.request.post("/api/taxis/api/Reservations", {
        headers: { Origin: baseURL!, "accept-language": locale },
        data: { transferId: transfer.id, date, time, passengers: 2, bags: 2, leadPassenger: STAY_LEAD },
      });
      expect(r.status(), await r.text()).toBe(201);
      return (await r.json()) as Booking;
    };
    const earlier = await book("09:00");
    expect(earlier.breakdown.base).toBe(15_000);

    // The admin's edit page, in the page's language.
    await openForm(page, locale, `/admin/dashboard/transfers/edit/${transfer.id}`);
    const price = field(page, locale, "transfers.price");
    await expect(price).toHaveValue("150");
    await price.fill("212.40");
    await save(page, locale);
    await expect(page.getByText(t(locale, "AdminCatalogue.saved"))).toBeVisible();

    // The traveller's search shows the new price.
    const search = await traveller.request.get(`/api/taxis/api/Transfers/Search?airport=RUH&area=${area}&date=${date}&time=11:00&passengers=2&bags=2`);
    const quote = ((await search.json()) as { items: { id: number; quote: Breakdown }[] }).items.find((i) => i.id === transfer.id)!.quote;
    expect(quote.base).toBe(21_240);
    await travellerPage.goto(localePath(locale, `/search/airport-taxi?airport=RUH&area=${area}&date=${date}&time=11:00&passengers=2&bags=2`));
    const total = travellerPage.getByTestId("taxi-vehicle").getByTestId("taxi-total");
    await expect(total).toHaveCount(1);
    await expect.poll(async () => plainDigits(await total.innerText())).toContain(shown(quote.total));

    // The next booking is charged the new price; the earlier one keeps its amount.
    const later = await book("11:00");
    expect(later.breakdown).toMatchObject({ base: 21_240, total: quote.total });
    const again = (await (await traveller.request.get(`/api/taxis/api/Reservations/${earlier.id}`)).json()) as Booking;
    expect(again.breakdown).toEqual(earlier.breakdown);

    // Paid, then cancelled by the admin with a full refund: the traveller sees it refunded and is mailed.
    await payBooking(traveller.request, baseURL!, "taxis", later.id);
    await cancelWithFullRefund(page, locale, later.reference, "The flight was diverted");
    await seenCancelledAndRefunded(travellerPage, request, locale, { ...later, kind: "taxi" });
    await traveller.close();

    // The audit trail names the transfer and shows its price before and after.
    await page.goto(localePath(locale, "/admin/dashboard/audit?entity=transfer"));
    const entry = page
      .locator("[data-audit-entry]")
      .filter({ hasText: locale === "ar" ? names.areaAr : names.areaEn })
      .filter({ hasText: t(locale, "AdminAudit.actions.update") });
    await expect(entry).toHaveCount(1);
    await expect(entry.getByText(t(locale, "AdminAudit.fields.price"), { exact: true })).toBeVisible();
    expect(plainDigits(await entry.locator("del").innerText())).toContain("150");
    expect(plainDigits(await entry.locator("ins").innerText())).toContain("212.40");
  });
}

/** A transfer of its own area, made through the API as the admin. */
async function newTransfer(request: APIRequestContext, baseURL: string, area: string) {
  const created = await request.post("/api/taxis/api/Admin/Transfers", {
    headers: { Origin: baseURL },
    data: {
      airportCode: "RUH",
      area,
      areaAr: `حي المواعيد ${area}`,
      areaEn: `Slots quarter ${area}`,
      vehicleClass: "sedan",
      vehicleAr: "تويوتا كامري أو ما يماثلها",
      vehicleEn: "Toyota Camry or similar",
      photo: null,
      maxPassengers: 3,
      maxBags: 3,
      childSeats: 1,
      price: 11_000,
      distanceKm: 25,
      durationMinutes: 30,
      freeWaitingMinutes: 60,
      meetAndGreet: true,
      vehiclesPerSlot: 2,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number };
}

for (const locale of LOCALES) {
  test(`an admin closes a pickup window and the traveller cannot book it; archived, the transfer leaves the search; restored, it is back (${locale})`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const area = `w-${locale}-${letters(10)}`;
    const transfer = await newTransfer(request, baseURL!, area);
    const date = isoDaysAhead(40 + Math.floor(Math.random() * 40));
    const label = (key: string) => t(locale, `AdminCatalogue.transfers.${key}`);

    // The admin closes 20:00–22:00 of that day on the transfer's edit page.
    await openForm(page, locale, `/admin/dashboard/transfers/edit/${transfer.id}`);
    const slots = page.getByRole("region", { name: label("slots") });
    await expect(slots.getByText(label("noSlots"))).toBeVisible();
    const addWindow = async (fromTime: string, toTime: string) => {
      await pickDay(page, locale, slots.getByLabel(label("slotFromDate"), { exact: true }), date);
      await pickDay(page, locale, slots.getByLabel(label("slotToDate"), { exact: true }), date);
      await slots.getByLabel(label("slotFromTime"), { exact: true }).selectOption(fromTime);
      await slots.getByLabel(label("slotToTime"), { exact: true }).selectOption(toTime);
      await slots.getByLabel(label("slotVehicles"), { exact: true }).fill("0");
      // From the keyboard: the button takes the focus and Enter sends the form.
      await slots.getByRole("button", { name: label("addSlot"), exact: true }).focus();
      await page.keyboard.press("Enter");
    };
    await addWindow("20:00", "22:00");
    await expect(slots.getByRole("listitem")).toHaveCount(1);
    await expect(slots.getByRole("listitem")).toContainText(label("slotClosed"));
    await expect(slots.getByRole("listitem")).toContainText("20:00–22:00");

    // An overlapping window is refused beside its field, and nothing more is listed.
    await addWindow("21:00", "23:00");
    await expect(slots.locator("#transfer-slot-fromTime-error")).toHaveText(t(locale, "AdminValidation.slotOverlaps"));
    await expect(slots.getByRole("listitem")).toHaveCount(1);

    // The traveller sees 20:30 as not running, cannot book it, and can book 22:00.
    const traveller = await browser.newContext({ baseURL, storageState: "e2e/.auth/traveler.json" });
    const travellerPage = await traveller.newPage();
    const results = (time: string) => `/search/airport-taxi?airport=RUH&area=${area}&date=${date}&time=${time}&passengers=2&bags=1`;
    await travellerPage.goto(localePath(locale, results("20:30")));
    const card = travellerPage.getByTestId("taxi-vehicle");
    await expect(card).toHaveCount(1);
    await expect(card.getByText(t(locale, "Taxis.closedAtTime"))).toBeVisible();
    await expect(card.getByRole("link")).toHaveCount(0);
    const booking = (time: string) =>
      traveller.request.post("/api/taxis/api/Reservations", {
        headers: { Origin: baseURL!, "accept-language": locale },
        data: { transferId: transfer.id, date, time, passengers: 2, bags: 1, leadPassenger: STAY_LEAD },
      });
    const refused = await booking("20:30");
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe("TRANSFER_SLOT_CLOSED");
    await travellerPage.goto(localePath(locale, results("22:00")));
    await expect(
      card.getByRole("link", {
        name: t(locale, "Taxis.chooseLabel", {
          vehicle: t(locale, "Stays.vehicleClasses.sedan"),
          model: locale === "ar" ? "تويوتا كامري أو ما يماثلها" : "Toyota Camry or similar",
        }),
      }),
    ).toBeVisible();
    expect((await booking("22:00")).status()).toBe(201);

    // Archived (it has a booking, so it cannot be deleted): gone from the traveller's search; its booking stays.
    const sale = page.getByRole("region", { name: label("archiveSection") });
    await sale.getByRole("button", { name: label("archive"), exact: true }).click();
    await expect(sale.getByRole("button", { name: label("restore"), exact: true })).toBeVisible();
    await expect(sale.getByText(label("archivedHint"))).toBeVisible();
    await travellerPage.goto(localePath(locale, results("12:00")));
    await expect(travellerPage.getByTestId("taxi-vehicle")).toHaveCount(0);
    expect((await booking("12:00")).status()).toBe(409);

    // Restored: back in the search.
    await sale.getByRole("button", { name: label("restore"), exact: true }).click();
    await expect(sale.getByRole("button", { name: label("archive"), exact: true })).toBeVisible();
    await travellerPage.goto(localePath(locale, results("12:00")));
    await expect(travellerPage.getByTestId("taxi-vehicle")).toHaveCount(1);
    await traveller.close();
  });
}
