// Issue 24 point 1's acceptance, the admin in English and the traveller in Arabic: the admin adds a hotel with photos
// and a room type through the pages (a second room type through the API), with a Thursday–Friday price, and closes one
// night; the traveller finds the hotel in the search on open dates with the per-night and total prices the provider
// charges, sees the room sold out on the closed night (and the booking refused), books and pays; the admin finds the
// booking by its reference and cancels it with a full refund and a reason; the traveller sees it cancelled and refunded
// in All Reservations and the cancellation mail is sent; the audit trail has every step.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { priceLines } from "../../provider/contracts/taxes";
import { pickDay } from "../support/date-picker";
import { cancelWithFullRefund, payBooking, seenCancelledAndRefunded } from "../support/admin-bookings";
import { localePath, t } from "../support/i18n";
import { solidPng } from "../support/pictures";
import { addDays, STAY_LEAD, weekdayAhead } from "../support/stays";

const ADMIN = "en" as const;
const TRAVELER = "ar" as const;

/** The digits of a shown amount, Arabic-Indic ones read as Latin: "‏١٬٥٠٠ ر.س.‏" and "SAR 1,500" both give "1500". */
const digitsOf = (text: string) => text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[^0-9]/g, "");
/** The digits an amount in halalas shows (whole riyals drop the fraction, as the site does). */
const shownDigits = (halalas: number) => (halalas % 100 === 0 ? String(halalas / 100) : (halalas / 100).toFixed(2).replace(".", ""));

const hotelField = (page: Page, key: string) =>
  page
    .locator("main form")
    .first()
    .getByLabel(t(ADMIN, `AdminHotels.fields.${key}`), { exact: true });

/** Uploads a picture into the hotel's photo slot `index` and waits for its preview (`index + 1` previews then). */
async function upload(page: Page, index: number, stamp: string) {
  await page
    .locator(`input[type="file"]#hotel-photo-${index}`)
    .setInputFiles({ name: `${stamp}.png`, mimeType: "image/png", buffer: solidPng(40, 30, [200, 120, 40]) });
  await expect(page.getByRole("img", { name: t(ADMIN, "AdminUploads.preview") })).toHaveCount(index + 1);
}

async function audited(request: APIRequestContext, entity: string, entityId: string | number) {
  const response = await request.get(`/api/flight-backend/api/Admin/Audit?entity=${entity}&entityId=${entityId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: { action: string; after: Record<string, unknown> | null }[] }).items;
}

test("an admin adds a hotel, a traveller books it at the right price, the admin refunds it (en admin, ar traveller)", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const started = Date.now();
  await page.setViewportSize({ width: 1366, height: 900 });
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const nameEn = `Corniche Pearl ${stamp}`;
  const nameAr = `لؤلؤة الكورنيش ${stamp}`;
  // Wednesday to Saturday: one weekday night and the Thursday and Friday nights. The closed night is a week later.
  const checkIn = weekdayAhead(3, 30, 60);
  const checkOut = addDays(checkIn, 3);
  const closedNight = addDays(checkIn, 7);

  // 1. The admin adds the hotel with two photos.
  await page.goto(localePath(ADMIN, "/admin/dashboard/hotels/add"));
  // The picker works once the form is hydrated: the label's button is drawn by the client component.
  await expect(page.getByText(t(ADMIN, "AdminUploads.choose"))).toBeVisible();
  await hotelField(page, "nameAr").fill(nameAr);
  await hotelField(page, "nameEn").fill(nameEn);
  await hotelField(page, "descriptionAr").fill("فندق على البحر في جدة");
  await hotelField(page, "descriptionEn").fill("A sea-front hotel in Jeddah");
  await hotelField(page, "policiesEn").fill("No pets. ID at check-in.");
  await hotelField(page, "city").selectOption("jeddah");
  await hotelField(page, "stars").selectOption("4");
  await hotelField(page, "addressAr").fill("طريق الكورنيش");
  await hotelField(page, "addressEn").fill("Corniche Road");
  await hotelField(page, "lat").fill("21.55");
  await hotelField(page, "lng").fill("39.13");
  await hotelField(page, "landmark").selectOption("corniche");
  await hotelField(page, "landmarkKm").fill("0.3");
  await hotelField(page, "airportKm").fill("24");
  await page.getByRole("checkbox", { name: t(ADMIN, "Stays.amenities.wifi") }).check();
  await upload(page, 0, `${stamp}-a`);
  await page.getByRole("button", { name: t(ADMIN, "AdminHotels.addPhoto") }).click();
  await upload(page, 1, `${stamp}-b`);
  await page.getByRole("button", { name: t(ADMIN, "AdminCatalogue.save") }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/hotels\/edit\/\d+$/, { timeout: 20_000 });
  const hotelId = Number(page.url().split("/").pop());

  // 2. A room type through its form, with the Thursday–Friday price; a pricier second one through the API.
  const adding = page.locator("details").filter({ has: page.locator("summary", { hasText: t(ADMIN, "AdminHotels.addRoomType") }) });
  const roomField = (key: string) => adding.getByLabel(t(ADMIN, `AdminHotels.fields.${key}`), { exact: true });
  await roomField("nameAr").fill("غرفة مطلة على البحر");
  await roomField("nameEn").fill("Sea View Room");
  await roomField("sizeSqm").fill("30");
  await roomField("units").fill("2");
  await adding.getByLabel(t(ADMIN, "Terms.passengerGroup.adult"), { exact: true }).fill("2");
  await roomField("nightlyPrice").fill("400");
  await roomField("weekendPrice").fill("550");
  await adding
    .locator("form")
    .getByRole("button", { name: t(ADMIN, "AdminHotels.addRoomType") })
    .click();
  const roomItem = page.locator("details").filter({ has: page.locator("summary", { hasText: "Sea View Room" }) });
  await expect(roomItem).toBeVisible();
  const second = await page.request.post(`/api/hotels/api/Admin/Hotels/${hotelId}/RoomTypes`, {
    headers: { Origin: baseURL! },
    data: {
      nameAr: "جناح",
      nameEn: "Suite",
      bedType: "king",
      board: "half-board",
      sizeSqm: 60,
      adults: 2,
      children: 2,
      units: 1,
      photo: null,
      nightlyPrice: 120_000,
      weekendPrice: null,
      refundable: false,
      freeCancellationDays: null,
    },
  });
  expect(second.status(), await second.text()).toBe(201);
  const hotel = (await second.json()) as { roomTypes: { id: number; nameEn: string }[] };
  const roomId = hotel.roomTypes.find((room) => room.nameEn === "Sea View Room")!.id;

  // 3. The admin closes one night of the first room type.
  await roomItem.locator("summary").click();
  const rates = roomItem.getByRole("region", { name: t(ADMIN, "AdminHotels.ratesOf", { name: "Sea View Room" }) });
  await pickDay(page, ADMIN, rates.getByLabel(t(ADMIN, "AdminDateRules.fields.fromDate"), { exact: true }), closedNight);
  await pickDay(page, ADMIN, rates.getByLabel(t(ADMIN, "AdminDateRules.fields.toDate"), { exact: true }), closedNight);
  await rates.getByRole("button", { name: t(ADMIN, "AdminDateRules.addRate") }).click();
  await expect(rates.getByRole("listitem")).toContainText(t(ADMIN, "AdminDateRules.closed"));

  // 4. The traveller, in Arabic, finds it on the open dates: 400 + 2 × 550 = 1,500 SAR, 500 a night, with fee and VAT.
  const base = 40_000 + 2 * 55_000;
  const total = priceLines(base, { kind: "hotel", country: "SA", roomNights: 3 }).total;
  const context = await browser.newContext({ storageState: "e2e/.auth/traveler.json", baseURL });
  const traveler = await context.newPage();
  await traveler.goto(localePath(TRAVELER, `/search?category=hotel&city=jeddah&checkIn=${checkIn}&checkOut=${checkOut}&guests=2&rooms=1`));
  const card = traveler.getByRole("article").filter({ hasText: nameAr });
  await expect(card).toBeVisible();
  expect(digitsOf((await card.getByTestId("stay-price").textContent())!)).toContain(shownDigits(base / 3));
  expect(digitsOf((await card.getByTestId("stay-total").textContent())!)).toContain(shownDigits(total));

  // 5. On the closed night the room is sold out, and booking it is refused.
  await traveler.goto(localePath(TRAVELER, `/hotel/${hotelId}?checkIn=${addDays(closedNight, -1)}&checkOut=${addDays(closedNight, 1)}&guests=2&rooms=1`));
  await expect(traveler.getByText(t(TRAVELER, "StayDetails.roomsLeft", { count: 0 })).first()).toBeVisible();
  const book = (from: string, to: string) =>
    traveler.request.post("/api/hotels/api/Reservations", {
      headers: { Origin: baseURL!, "accept-language": TRAVELER },
      data: { roomTypeId: roomId, checkIn: from, checkOut: to, guests: 2, leadGuest: STAY_LEAD },
    });
  expect((await book(addDays(closedNight, -1), addDays(closedNight, 1))).status()).toBe(409);

  // 6. The open dates are booked and paid at the price shown.
  const created = await book(checkIn, checkOut);
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()) as { id: string; reference: string; breakdown: { total: number } };
  expect(booking.breakdown.total).toBe(total);
  await payBooking(traveler.request, baseURL!, "hotels", booking.id);

  // 7. The admin finds it by its reference and cancels it with a full refund and a reason.
  const reason = "The hotel closed for works";
  await cancelWithFullRefund(page, ADMIN, booking.reference, reason);

  // 8. The traveller sees it cancelled with the whole total back, and is mailed the cancellation.
  await seenCancelledAndRefunded(traveler, request, TRAVELER, { ...booking, kind: "hotel" });
  await context.close();

  // 9. The audit trail has every step.
  expect((await audited(request, "hotel", hotelId)).map((entry) => entry.action)).toEqual(["create"]);
  for (const room of hotel.roomTypes) expect((await audited(request, "roomType", room.id)).map((entry) => entry.action)).toEqual(["create"]);
  const rate = await request.get(`/api/flight-backend/api/Admin/Audit?entity=roomRate`);
  expect(((await rate.json()) as { items: { after: { roomTypeId: number; fromDate: string; closed: boolean } }[] }).items).toContainEqual(
    expect.objectContaining({ after: expect.objectContaining({ roomTypeId: roomId, fromDate: closedNight, closed: true }) }),
  );
  expect(await audited(request, "reservation", booking.id)).toMatchObject([{ action: "cancel", after: { reason, refundChoice: "full" } }]);
  console.log(`hotels.spec took ${Math.round((Date.now() - started) / 1000)} s`);
});
