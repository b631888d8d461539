// Cached public pages are answered from memory in front of Next (lib/http/page-cache.ts): an admin's edit of a page
// must still reach the next visitor at once, in each language, and nothing stale may be served after it. So must a
// hotel's and a chalet's: a room type added or removed, a chalet added (and in the sitemap) or archived (404, out of it).
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { isoDaysAhead } from "../support/flights";
import { addDays, STAY_LEAD } from "../support/stays";

type Page = { title: string; body: string };

test("an admin's edit of About us is on the cached page for the very next guest, in both languages", async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const guest = await playwrightRequest.newContext({ baseURL });
  const stamp = Date.now().toString(36);
  for (const [locale, path] of [
    ["en", "/en/about-us"],
    ["ar", "/about-us"],
  ] as const) {
    const api = `/api/flight-backend/api/Pages/about-us?lang=${locale}`;
    const original = (await (await page.request.get(api)).json()) as Page;

    // The page is in the cache: a second guest visit is answered from memory.
    await guest.get(path);
    await expect.poll(async () => (await guest.get(path)).headers()["x-page-cache"]).toBe("hit");

    const title = `${original.title} ${stamp}`;
    const write = await page.request.put(api, { data: { locale, title, body: original.body }, headers: { origin } });
    expect(write.status()).toBe(200);
    try {
      const html = await (await guest.get(path)).text();
      expect(html).toContain(title);
    } finally {
      const restore = await page.request.put(api, { data: { locale, title: original.title, body: original.body }, headers: { origin } });
      expect(restore.status()).toBe(200);
    }
    const restored = await (await guest.get(path)).text();
    expect(restored).not.toContain(stamp);
  }
  await guest.dispose();
});

test("a room type the admin adds to a hotel, then removes, shows on and leaves its cached page for the next guest", async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const guest = await playwrightRequest.newContext({ baseURL });
  const hotelId = 3;
  const paths = [`/en/hotel/${hotelId}`, `/hotel/${hotelId}`];
  const nameEn = `Cached Suite ${Date.now().toString(36)}`;
  for (const path of paths) {
    await guest.get(path);
    await expect.poll(async () => (await guest.get(path)).headers()["x-page-cache"]).toBe("hit");
  }
  const added = await page.request.post(`/api/hotels/api/Admin/Hotels/${hotelId}/RoomTypes`, {
    headers: { origin },
    data: {
      nameAr: `جناح ${nameEn}`,
      nameEn,
      bedType: "king",
      board: "room-only",
      sizeSqm: 80,
      adults: 2,
      children: 0,
      units: 1,
      photo: null,
      nightlyPrice: 990_000,
      weekendPrice: null,
      refundable: false,
      freeCancellationDays: null,
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const roomId = ((await added.json()) as { roomTypes: { id: number; nameEn: string }[] }).roomTypes.find((room) => room.nameEn === nameEn)!.id;
  try {
    for (const path of paths) expect(await (await guest.get(path)).text()).toContain(nameEn);
  } finally {
    const removed = await page.request.delete(`/api/hotels/api/Admin/RoomTypes/${roomId}`, { headers: { origin } });
    expect(removed.ok(), await removed.text()).toBe(true);
  }
  for (const path of paths) expect(await (await guest.get(path)).text()).not.toContain(nameEn);
  await guest.dispose();
});

test("a chalet the admin adds joins the sitemap with a cached page; archived, it answers 404 and leaves both", async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const guest = await playwrightRequest.newContext({ baseURL });
  const traveler = await playwrightRequest.newContext({ baseURL, storageState: "e2e/.auth/traveler.json" });
  const stamp = Date.now().toString(36);
  const nameEn = `Sitemap Chalet ${stamp}`;
  const created = await page.request.post("/api/chalets/api/Admin/Chalets", {
    headers: { origin },
    data: {
      nameAr: `شاليه الخريطة ${stamp}`,
      nameEn,
      descriptionAr: "شاليه للاختبار",
      descriptionEn: "A chalet under test",
      city: "riyadh",
      districtAr: "الثمامة",
      districtEn: "Al Thumamah",
      lat: 24.9,
      lng: 46.8,
      capacity: 6,
      bedrooms: 2,
      bathrooms: 1,
      privatePool: false,
      amenities: ["bbq"],
      photos: ["/images/stays/chalet-1.jpg"],
      nightlyPrice: 70_000,
      weekendPrice: 80_000,
      securityDeposit: 0,
      freeCancellationDays: 3,
      familiesOnly: false,
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
  const paths = [`/en/chalet/${id}`, `/chalet/${id}`];
  const sitemap = async () => (await guest.get("/sitemap.xml")).text();

  expect(await sitemap()).toContain(`/en/chalet/${id}<`);
  for (const path of paths) {
    const first = await guest.get(path);
    expect(first.status()).toBe(200);
    await expect.poll(async () => (await guest.get(path)).headers()["x-page-cache"]).toBe("hit");
  }
  expect(await (await guest.get(paths[0]!)).text()).toContain(nameEn);

  // Booked once, the chalet is archived rather than deleted when the admin removes it.
  const checkIn = addDays(isoDaysAhead(0), 40);
  const booked = await traveler.post("/api/chalets/api/Reservations", {
    headers: { Origin: origin, "accept-language": "en" },
    data: { chaletId: id, checkIn, checkOut: addDays(checkIn, 1), guests: 2, leadGuest: STAY_LEAD },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const removed = await page.request.delete(`/api/chalets/api/Admin/Chalets/${id}`, { headers: { origin } });
  expect(removed.ok(), await removed.text()).toBe(true);
  const admin = (await (await page.request.get(`/api/chalets/api/Admin/Chalets/${id}`)).json()) as { archivedAt: string | null };
  expect(admin.archivedAt).not.toBeNull();

  for (const path of paths) {
    const gone = await guest.get(path);
    expect(gone.status(), path).toBe(404);
    expect(gone.headers()["x-page-cache"]).toBeUndefined();
  }
  expect(await sitemap()).not.toContain(`/chalet/${id}<`);
  await guest.dispose();
  await traveler.dispose();
});
