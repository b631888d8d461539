// Admin chalets (issue 24 point 2): every field in both languages and the whole-unit rules through one contract
// (refused on its field, nothing stored), admins only, a minimum-nights change honoured by the next search and booking
// (a shorter stay refused with the translated message), a price change that leaves a booking already made as it was,
// archive instead of delete once bookings use a chalet, and an audit record per write.
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { chaletFormValues, newChaletValues } from "@/lib/admin/chalets";
import { adminChalet, chaletRequest } from "@/provider/contracts/admin-chalets";
import { chaletDetails, chaletSearchResponse, stayReservationResponse } from "@/provider/contracts/stays";
import { auditLog, chalets } from "@/provider/db/schema";
import { seedCities } from "@/provider/db/seed/stays";
import { adminToken, call, travelerToken } from "./call";
import { onEachDatabase } from "./fixtures";
import { addDays, chaletBooking, nextWeekday } from "./stays-fixtures";

const chaletBody = (overrides: Record<string, unknown> = {}) => ({
  nameAr: "شاليه النخيل",
  nameEn: "Palm Chalet",
  descriptionAr: "شاليه عائلي بمسبح خاص",
  descriptionEn: "A family chalet with a private pool",
  city: "riyadh",
  districtAr: "الثمامة",
  districtEn: "Al Thumamah",
  lat: 24.91,
  lng: 46.81,
  capacity: 12,
  bedrooms: 3,
  bathrooms: 2,
  privatePool: true,
  amenities: ["bbq", "wifi", "bbq"],
  photos: ["/images/stays/chalet-1.jpg"],
  nightlyPrice: 100_000,
  weekendPrice: 150_000,
  securityDeposit: 50_000,
  freeCancellationDays: 3,
  familiesOnly: true,
  noParties: true,
  quietHoursFrom: "23:00",
  quietHoursTo: "08:00",
  checkInFrom: "16:00",
  checkInUntil: "23:00",
  checkOutFrom: "08:00",
  checkOutUntil: "12:00",
  minNights: 1,
  ...overrides,
});

onEachDatabase("admin chalets", (suite) => {
  let admin: string;
  let traveler: string;
  beforeAll(async () => {
    await seedCities(suite.db.db);
    [admin, traveler] = await Promise.all([adminToken(), travelerToken()]);
  });
  const api = (path: string, options: Parameters<typeof call>[1] = {}) => call(`/chalets/${path}`, { token: admin, ...options });
  const trail = async (id: number) =>
    (
      await suite.db.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "chalet"), eq(auditLog.entityId, String(id))))
        .orderBy(auditLog.id)
    ).map((row) => row.action);
  const create = async (overrides: Record<string, unknown> = {}) => {
    const created = await api("api/Admin/Chalets", { body: chaletBody(overrides) });
    expect(created.status).toBe(201);
    return adminChalet.parse(created.json);
  };

  it("adds a chalet with every field and rule, reads it back, lists and finds it, shows it in search, and records it", async () => {
    const created = await create();
    expect(created).toMatchObject({
      nameAr: "شاليه النخيل",
      cityNameEn: "Riyadh",
      amenities: ["bbq", "wifi"],
      minNights: 1,
      archivedAt: null,
      bookingCount: 0,
    });
    expect((await api(`api/Admin/Chalets/${created.id}`)).json).toEqual(created);
    const found = await api(`api/Admin/Chalets?q=${encodeURIComponent("النخيل")}`);
    expect((found.json.items as { id: number }[]).map((item) => item.id)).toContain(created.id);
    const details = chaletDetails.parse((await call(`/chalets/api/Chalets/${created.id}`, { locale: "en" })).json);
    expect(details).toMatchObject({ name: "Palm Chalet", district: "Al Thumamah", minNights: 1, archived: false, rules: { familiesOnly: true } });
    expect(await trail(created.id)).toEqual(["create"]);
    // The form's values of the stored chalet are what the contract accepts again.
    expect(chaletRequest.safeParse(chaletFormValues(created)).success).toBe(true);
  });

  it("refuses bad input on its field in the admin's language, stores nothing and records nothing", async () => {
    const before = (await suite.db.db.select({ id: chalets.id }).from(chalets)).length;
    const audited = (await suite.db.db.select().from(auditLog).where(eq(auditLog.entity, "chalet"))).length;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ minNights: 0 }, { minNights: "minNightsInvalid" }],
      [{ minNights: 31 }, { minNights: "minNightsInvalid" }],
      [{ nightlyPrice: 0 }, { nightlyPrice: "priceInvalid" }],
      [{ quietHoursTo: "" }, { quietHoursTo: "quietHoursBoth" }],
      [{ checkInUntil: "15:00" }, { checkInUntil: "windowEndBeforeStart" }],
      [{ checkOutFrom: "25:00" }, { checkOutFrom: "timeInvalid" }],
      [{ amenities: ["jacuzzi"] }, { "amenities.0": "amenityInvalid" }],
      [{ photos: ["https://evil.example/x.png"] }, { "photos.0": "imageInvalid" }],
      [{ lat: 91 }, { lat: "coordinateInvalid" }],
      [{ nameEn: "  " }, { nameEn: "required" }],
      [{ city: "atlantis" }, { city: "cityInvalid" }],
    ];
    for (const [overrides, fields] of cases) {
      const refused = await api("api/Admin/Chalets", { body: chaletBody(overrides), locale: "ar" });
      expect([refused.status, refused.json.fields], JSON.stringify(overrides)).toEqual([400, fields]);
      expect(refused.json.message).toBe("بعض الحقول غير صحيحة.");
    }
    // The form's own check reads the same rules.
    expect(chaletRequest.safeParse({ ...newChaletValues(), nameAr: "x" }).success).toBe(false);
    expect((await suite.db.db.select({ id: chalets.id }).from(chalets)).length).toBe(before);
    expect((await suite.db.db.select().from(auditLog).where(eq(auditLog.entity, "chalet"))).length).toBe(audited);
  });

  it("answers 401 to a guest and 403 to a traveller on every admin chalet operation, and changes nothing", async () => {
    const { id, nameEn } = await create();
    const ops: [string, string, unknown?][] = [
      ["GET", "api/Admin/Chalets"],
      ["GET", `api/Admin/Chalets/${id}`],
      ["POST", "api/Admin/Chalets", chaletBody()],
      ["PUT", `api/Admin/Chalets/${id}`, chaletBody({ nameEn: "Hacked" })],
      ["DELETE", `api/Admin/Chalets/${id}`],
      ["POST", `api/Admin/Chalets/${id}/Restore`],
    ];
    for (const [method, path, body] of ops) {
      expect((await call(`/chalets/${path}`, { method, body })).status, `${method} ${path}`).toBe(401);
      expect((await call(`/chalets/${path}`, { method, body, token: traveler })).status, `${method} ${path}`).toBe(403);
    }
    expect((await api(`api/Admin/Chalets/${id}`)).json).toMatchObject({ nameEn, archivedAt: null });
    expect(await trail(id)).toEqual(["create"]);
  });

  it("honours a new minimum of nights at the next search and booking, with the translated message", async () => {
    const { id } = await create({ nightlyPrice: 70_000, weekendPrice: 70_000 });
    const sunday = nextWeekday(0, 20);
    const search = async (nights: number) =>
      chaletSearchResponse.parse(
        (await call(`/chalets/api/Chalets/Search?city=riyadh&checkIn=${sunday}&checkOut=${addDays(sunday, nights)}&guests=2&pageSize=50`, { locale: "en" }))
          .json,
      );
    expect((await search(2)).items.map((item) => item.id)).toContain(id);

    const updated = await api(`api/Admin/Chalets/${id}`, { method: "PUT", body: chaletBody({ nightlyPrice: 70_000, weekendPrice: 70_000, minNights: 3 }) });
    expect(updated.json).toMatchObject({ minNights: 3 });
    const short = await search(2);
    expect(short.items.map((item) => item.id)).not.toContain(id);
    expect(short.longerStays).toMatchObject({ minNights: 3 });
    expect(short.longerStays!.count).toBeGreaterThanOrEqual(1);
    expect((await search(3)).items.map((item) => item.id)).toContain(id);
    const details = chaletDetails.parse((await call(`/chalets/api/Chalets/${id}?checkIn=${sunday}&checkOut=${addDays(sunday, 2)}`)).json);
    expect([details.available, details.minNights]).toEqual([false, 3]);

    for (const [locale, message] of [
      ["en", "This chalet takes stays of at least 3 nights. Choose a later check-out."],
      ["ar", "يُحجز هذا الشاليه لمدة ٣ ليالٍ على الأقل. اختر تاريخ مغادرة لاحقاً."],
    ] as const) {
      const refused = await call("/chalets/api/Reservations", { token: traveler, locale, body: chaletBooking(id, sunday, addDays(sunday, 2)) });
      expect([refused.status, refused.json.code, refused.json.message, refused.json.fields]).toEqual([
        400,
        "STAY_TOO_SHORT",
        message,
        { checkOut: "stayBelowMinimum" },
      ]);
    }
    const booked = await call("/chalets/api/Reservations", { token: traveler, body: chaletBooking(id, sunday, addDays(sunday, 3)) });
    expect(booked.status).toBe(201);
    expect(await trail(id)).toEqual(["create", "update"]);
  });

  it("never changes a booking already made when the price changes; the next booking pays the new price", async () => {
    const { id } = await create({ nightlyPrice: 80_000, weekendPrice: 80_000, securityDeposit: 20_000 });
    const sunday = nextWeekday(0, 40);
    const first = stayReservationResponse.parse(
      (await call("/chalets/api/Reservations", { token: traveler, body: chaletBooking(id, sunday, addDays(sunday, 2)) })).json,
    );
    expect(first.breakdown).toMatchObject({ base: 160_000, nightlyPrice: 80_000, securityDeposit: 20_000 });

    await api(`api/Admin/Chalets/${id}`, { method: "PUT", body: chaletBody({ nightlyPrice: 95_000, weekendPrice: 95_000, securityDeposit: 30_000 }) });
    const again = stayReservationResponse.parse((await call(`/chalets/api/Reservations/${first.id}`, { token: traveler })).json);
    expect(again.breakdown).toEqual(first.breakdown);

    const second = stayReservationResponse.parse(
      (await call("/chalets/api/Reservations", { token: traveler, body: chaletBooking(id, addDays(sunday, 7), addDays(sunday, 9)) })).json,
    );
    expect(second.breakdown).toMatchObject({ base: 190_000, nightlyPrice: 95_000, securityDeposit: 30_000 });
  });

  it("deletes a chalet nobody booked; archives one that bookings use (hidden from search and booking, kept for them), and restores it", async () => {
    const unused = await create();
    const deleted = await api(`api/Admin/Chalets/${unused.id}`, { method: "DELETE" });
    expect(deleted.json).toEqual({ outcome: "deleted", bookingCount: 0 });
    expect((await api(`api/Admin/Chalets/${unused.id}`)).status).toBe(404);
    expect(await trail(unused.id)).toEqual(["create", "delete"]);

    const { id } = await create();
    const sunday = nextWeekday(0, 60);
    const booking = stayReservationResponse.parse(
      (await call("/chalets/api/Reservations", { token: traveler, body: chaletBooking(id, sunday, addDays(sunday, 1)) })).json,
    );
    const archived = await api(`api/Admin/Chalets/${id}`, { method: "DELETE" });
    expect(archived.json).toEqual({ outcome: "archived", bookingCount: 1 });
    expect((await api(`api/Admin/Chalets/${id}`)).json).toMatchObject({ bookingCount: 1, archivedAt: expect.any(String) });
    // Off sale: not in search, refused at booking; the booking still reads its chalet.
    const later = addDays(sunday, 10);
    const search = chaletSearchResponse.parse(
      (await call(`/chalets/api/Chalets/Search?city=riyadh&checkIn=${later}&checkOut=${addDays(later, 1)}&guests=2&pageSize=50`)).json,
    );
    expect(search.items.map((item) => item.id)).not.toContain(id);
    const refused = await call("/chalets/api/Reservations", { token: traveler, locale: "en", body: chaletBooking(id, later, addDays(later, 1)) });
    expect([refused.status, refused.json.code, refused.json.message]).toEqual([
      409,
      "CHALET_NOT_OFFERED",
      "This chalet is no longer offered. Choose another one.",
    ]);
    expect((await call(`/chalets/api/Reservations/${booking.id}`, { token: traveler })).json).toMatchObject({ stay: { propertyId: id } });
    expect((await call(`/chalets/api/Chalets/${id}`)).json).toMatchObject({ archived: true });

    const restored = await api(`api/Admin/Chalets/${id}/Restore`, { method: "POST" });
    expect(restored.json).toMatchObject({ archivedAt: null });
    expect(await trail(id)).toEqual(["create", "archive", "restore"]);
  });

  it("answers 404 for an unknown chalet and 400 for a bad id, never 500", async () => {
    expect((await api("api/Admin/Chalets/999999")).status).toBe(404);
    expect((await api("api/Admin/Chalets/abc")).status).toBe(400);
    expect((await api("api/Admin/Chalets/999999", { method: "PUT", body: chaletBody() })).status).toBe(404);
    expect((await api("api/Admin/Chalets/999999", { method: "DELETE" })).status).toBe(404);
  });
});
