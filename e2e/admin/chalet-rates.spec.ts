// Issue 24 point 2 acceptance, in each language: an admin closes a night of a chalet and prices another on its edit page
// (an overlapping range refused beside its first night); a traveller then sees the priced total in the search and on the
// chalet's page, sees the chalet closed on the closed night, and cannot book it (the translated 409).
import { expect, test, type APIRequestContext } from "@playwright/test";
import { priceLines } from "../../provider/contracts/taxes";
import { openForm } from "../support/admin-forms";
import { pickDay } from "../support/date-picker";
import { localePath, LOCALES, t } from "../support/i18n";
import { addDays, STAY_LEAD, weekdayAhead } from "../support/stays";

/** The digits of a shown amount, Arabic-Indic ones read as Latin: "‏١٬٥٠٠ ر.س.‏" and "SAR 1,500" both give "1500". */
const digitsOf = (text: string) => text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[^0-9]/g, "");

// Dearer than any chalet of the seed: first in the search sorted by price, highest first.
const NIGHTLY = 900_000;
const RANGE = 600_000;

async function createChalet(request: APIRequestContext, origin: string, stamp: string): Promise<{ id: number; nameAr: string; nameEn: string }> {
  const nameEn = `Rates Chalet ${stamp}`;
  const nameAr = `شاليه الأسعار ${stamp}`;
  const created = await request.post("/api/chalets/api/Admin/Chalets", {
    headers: { origin },
    data: {
      nameAr,
      nameEn,
      descriptionAr: "شاليه للاختبار",
      descriptionEn: "A chalet under test",
      city: "riyadh",
      districtAr: "الثمامة",
      districtEn: "Al Thumamah",
      lat: 24.9,
      lng: 46.8,
      capacity: 8,
      bedrooms: 2,
      bathrooms: 2,
      privatePool: true,
      amenities: ["bbq"],
      photos: ["/images/stays/chalet-1.jpg"],
      nightlyPrice: NIGHTLY,
      weekendPrice: NIGHTLY,
      securityDeposit: 0,
      freeCancellationDays: 3,
      familiesOnly: false,
      noParties: false,
      quietHoursFrom: null,
      quietHoursTo: null,
      checkInFrom: "16:00",
      checkInUntil: "23:00",
      checkOutFrom: "08:00",
      checkOutUntil: "12:00",
      minNights: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, nameAr, nameEn };
}

for (const locale of LOCALES) {
  test(`an admin closes a night and prices another; a traveller sees the price and cannot book the closed night (${locale})`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const origin = new URL(baseURL!).origin;
    const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const chalet = await createChalet(request, origin, stamp);
    const name = locale === "ar" ? chalet.nameAr : chalet.nameEn;
    // Sunday to Wednesday (no Thursday or Friday night); the Monday is priced, the Monday after is closed.
    const sunday = weekdayAhead(0, 30, 60);
    const priced = addDays(sunday, 1);
    const closed = addDays(sunday, 8);

    await page.setViewportSize({ width: 1366, height: 900 });
    await openForm(page, locale, `/admin/dashboard/chalets/edit/${chalet.id}`);
    const rates = page.getByRole("region", { name: t(locale, "AdminChalets.ratesOf", { name }) });
    const field = (key: string) => rates.getByLabel(t(locale, `AdminDateRules.fields.${key}`), { exact: true });
    const add = async (from: string, to: string) => {
      await pickDay(page, locale, field("fromDate"), from);
      await pickDay(page, locale, field("toDate"), to);
      await rates.getByRole("button", { name: t(locale, "AdminDateRules.addRate") }).click();
    };

    // The closed night.
    await add(closed, closed);
    await expect(rates.getByRole("listitem")).toHaveCount(1);
    await expect(rates.getByRole("listitem")).toContainText(t(locale, "AdminDateRules.closed"));
    // The priced night, typed from the keyboard.
    await field("closed").uncheck();
    await field("price").fill(String(RANGE / 100));
    await add(priced, priced);
    await expect(rates.getByRole("listitem")).toHaveCount(2);
    // A range over the closed night is refused beside its first night, and nothing is added.
    await add(addDays(closed, -1), closed);
    await expect(rates.getByText(t(locale, "AdminValidation.rateOverlaps"))).toBeVisible();
    await expect(rates.getByRole("listitem")).toHaveCount(2);

    // The traveller: Sunday → Wednesday costs 9,000 + 6,000 + 9,000 SAR, 8,000 a night, with the fee and VAT.
    const base = 2 * NIGHTLY + RANGE;
    const total = priceLines(base, { kind: "chalet", country: "SA", roomNights: 3 }).total;
    const context = await browser.newContext({ storageState: "e2e/.auth/traveler.json", baseURL });
    const traveler = await context.newPage();
    const stay = `checkIn=${sunday}&checkOut=${addDays(sunday, 3)}&guests=2`;
    await traveler.goto(localePath(locale, `/search?category=chalet&city=riyadh&${stay}&sort=price-desc`));
    const card = traveler.getByRole("article").filter({ hasText: name });
    await expect(card).toBeVisible();
    expect(digitsOf((await card.getByTestId("stay-price").textContent())!)).toContain(String(base / 3 / 100));
    expect(digitsOf((await card.getByTestId("stay-total").textContent())!)).toContain(String(total / 100));
    await traveler.goto(localePath(locale, `/chalet/${chalet.id}?${stay}`));
    await expect(traveler.getByText(t(locale, "StayDetails.available"))).toBeVisible();
    expect(digitsOf((await traveler.getByTestId("stay-total").first().textContent())!)).toContain(String(total / 100));

    // The closed night: out of the search, closed on the chalet's page, and the booking is refused in the language.
    const closedStay = `checkIn=${addDays(closed, -1)}&checkOut=${addDays(closed, 1)}&guests=2`;
    await traveler.goto(localePath(locale, `/search?category=chalet&city=riyadh&${closedStay}&sort=price-desc`));
    await expect(traveler.getByRole("article").first()).toBeVisible();
    await expect(traveler.getByRole("article").filter({ hasText: name })).toHaveCount(0);
    await traveler.goto(localePath(locale, `/chalet/${chalet.id}?${closedStay}`));
    await expect(traveler.getByText(t(locale, "StayDetails.closedDates"))).toBeVisible();
    const refused = await traveler.request.post("/api/chalets/api/Reservations", {
      headers: { Origin: origin, "accept-language": locale },
      data: { chaletId: chalet.id, checkIn: addDays(closed, -1), checkOut: addDays(closed, 1), guests: 2, leadGuest: STAY_LEAD },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      locale === "en" ? "This chalet is closed on some of these nights. Choose other dates." : "هذا الشاليه مغلق في بعض هذه الليالي. اختر تواريخ أخرى.",
    );
    await context.close();
  });
}
