// Issue 24 point 2 acceptance: an admin changes a chalet's minimum nights and its price on its form; a traveller's
// search and booking then honour them (a too-short stay refused with the message, in both languages; a valid stay
// priced at the new price), a booking made before the change keeps its amount, and the audit trail has the steps.
// The valid stay is then paid and the admin cancels it with a full refund: the traveller sees it refunded and is mailed.
// The chalet and the bookings are set up through the API; the admin's form is the path under test.
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { openForm, save } from "../support/admin-forms";
import { cancelWithFullRefund, payBooking, seenCancelledAndRefunded } from "../support/admin-bookings";
import { localePath, LOCALES, t } from "../support/i18n";
import { addDays, STAY_LEAD, weekdayAhead } from "../support/stays";

const TRAVELER_STATE = "e2e/.auth/traveler.json";

test("a chalet's new minimum nights and price apply to the next search and booking, never to one already made", async ({ page, request, browser, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const stamp = Date.now().toString(36);
  const nameEn = `Minimum Chalet ${stamp}`;
  const nameAr = `شاليه الحد الأدنى ${stamp}`;
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
      nightlyPrice: 90_000,
      weekendPrice: 90_000,
      securityDeposit: 0,
      freeCancellationDays: 3,
      familiesOnly: true,
      noParties: true,
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
  const { id } = (await created.json()) as { id: number };

  // Sundays to Wednesdays only: no Thursday or Friday night, whatever the weekend price.
  const sunday = weekdayAhead(0, 30, 36);
  const traveler = await playwrightRequest.newContext({ baseURL, storageState: TRAVELER_STATE });
  const book = (checkIn: string, nights: number, locale = "en") =>
    traveler.post("/api/chalets/api/Reservations", {
      headers: { Origin: origin, "accept-language": locale },
      data: { chaletId: id, checkIn, checkOut: addDays(checkIn, nights), guests: 2, leadGuest: STAY_LEAD },
    });
  const before = await book(sunday, 1);
  expect(before.status(), await before.text()).toBe(201);
  const early = (await before.json()) as { id: string; breakdown: { base: number; nightlyPrice: number; total: number } };
  expect(early.breakdown).toMatchObject({ base: 90_000, nightlyPrice: 90_000 });

  // The admin finds it in the list and sets a minimum of 3 nights and a new price on its form.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(localePath("en", `/admin/dashboard/chalets?q=${encodeURIComponent(stamp)}`));
  const row = page.getByRole("row").filter({ hasText: nameEn });
  await expect(row).toHaveCount(1);
  await openForm(page, "en", `/admin/dashboard/chalets/edit/${id}`);
  const minNights = page.getByLabel(t("en", "AdminChalets.fields.minNights"), { exact: true });
  await minNights.fill("0");
  await save(page, "en");
  await expect(page.getByText(t("en", "AdminValidation.minNightsInvalid"))).toBeVisible();
  await minNights.fill("3");
  await page.getByLabel(t("en", "AdminChalets.fields.nightlyPrice"), { exact: true }).fill("1200");
  await page.getByLabel(t("en", "AdminChalets.fields.weekendPrice"), { exact: true }).fill("1200");
  const [saved] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/api/chalets/api/Admin/Chalets/${id}`) && r.request().method() === "PUT"),
    save(page, "en"),
  ]);
  expect(saved.status()).toBe(200);
  await expect(page.getByText(t("en", "AdminCatalogue.saved")).first()).toBeVisible();

  const later = addDays(sunday, 7);
  for (const locale of LOCALES) {
    // The chalet's page for a two-night stay says why it cannot be booked.
    await page.goto(localePath(locale, `/chalet/${id}?checkIn=${later}&checkOut=${addDays(later, 2)}&guests=2`));
    await expect(page.getByText(t(locale, "StayDetails.tooShort", { count: 3 }))).toBeVisible();
    // The search leaves it out and says that longer stays show more.
    const search = await request.get(`/api/chalets/api/Chalets/Search?city=riyadh&checkIn=${later}&checkOut=${addDays(later, 2)}&guests=2&pageSize=50`);
    const found = (await search.json()) as { items: { id: number }[]; longerStays: { count: number; minNights: number } | null };
    expect(found.items.map((item) => item.id)).not.toContain(id);
    expect(found.longerStays).not.toBeNull();
    await page.goto(localePath(locale, `/search?category=chalet&city=riyadh&checkIn=${later}&checkOut=${addDays(later, 2)}&guests=2`));
    await expect(page.getByText(t(locale, "StaySearch.longerStays", { count: found.longerStays!.count, min: found.longerStays!.minNights }))).toBeVisible();
    // The booking operation refuses it with the translated message.
    const short = await book(later, 2, locale);
    expect(short.status()).toBe(400);
    expect(((await short.json()) as { message: string }).message).toBe(
      locale === "en"
        ? "This chalet takes stays of at least 3 nights. Choose a later check-out."
        : "يُحجز هذا الشاليه لمدة ٣ ليالٍ على الأقل. اختر تاريخ مغادرة لاحقاً.",
    );
  }

  // Three nights book at the new price; the booking made before keeps its amount.
  const valid = await book(addDays(sunday, 14), 3);
  expect(valid.status(), await valid.text()).toBe(201);
  const stay = (await valid.json()) as { id: string; reference: string; breakdown: { base: number; nightlyPrice: number } };
  expect(stay.breakdown).toMatchObject({ base: 360_000, nightlyPrice: 120_000 });
  const kept = await traveler.get(`/api/chalets/api/Reservations/${early.id}`);
  expect(((await kept.json()) as { breakdown: unknown }).breakdown).toEqual(early.breakdown);
  await traveler.dispose();

  // Paid, then cancelled by the admin with a full refund: the traveller sees it refunded and is mailed (in Arabic).
  const context = await browser.newContext({ baseURL, storageState: TRAVELER_STATE });
  await payBooking(context.request, origin, "chalets", stay.id);
  await cancelWithFullRefund(page, "en", stay.reference, "The owner closed the chalet for repairs");
  await seenCancelledAndRefunded(await context.newPage(), request, "ar", { ...stay, kind: "chalet" });
  await context.close();

  // The audit trail has the chalet's steps: added, then edited with what changed.
  for (const locale of LOCALES) {
    await page.goto(localePath(locale, "/admin/dashboard/audit?entity=chalet"));
    const entries = page.getByRole("listitem").filter({ hasText: locale === "ar" ? nameAr : nameEn });
    await expect(entries.filter({ hasText: t(locale, "AdminAudit.actions.create") })).toHaveCount(1);
    await expect(entries.filter({ hasText: t(locale, "AdminAudit.actions.update") })).toHaveCount(1);
  }
});
