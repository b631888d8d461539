// A transfer's pickup-slot overrides and its archiving (issue 24 point 3) on PGlite and Postgres: an override sets the
// vehicles of the slots of a date range and a time window (0 closes them; a window may run past midnight), the search
// and the booking count with it, overlapping overrides and overrides below a booked vehicle are refused on their field
// with nothing stored; an archived transfer leaves the search and is refused at booking, keeps its bookings' vouchers
// and comes back when restored; every write is audited. Concurrent bookings never take more than an override's vehicles.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { adminTransfer, type TransferFormValues, type TransferSlotFormValues } from "@/provider/contracts/admin-transfers";
import { transferPlacesResponse, transferSearchResponse } from "@/provider/contracts/taxis";
import { auditLog, taxiTransferSlots, users } from "@/provider/db/schema";
import { issueToken } from "@/provider/http/auth";
import { addDays, createTransfer, riyadhDate, taxiBooking, taxisCall } from "./stays-fixtures";
import { createUsers, errorOf, onEachDatabase, type TestUser } from "./flight-fixtures";

const PATH = "api/Admin/Transfers";
let seq = 0;

const body = (overrides: Partial<TransferFormValues> = {}): TransferFormValues => ({
  airportCode: "RUH",
  area: `slots-${"abcdefghij"[seq++ % 10]}${"abcdefghij"[Math.floor(seq / 10) % 10]}`,
  areaAr: "حي الياسمين",
  areaEn: "Al Yasmin",
  vehicleClass: "sedan",
  vehicleAr: "تويوتا كامري أو ما يماثلها",
  vehicleEn: "Toyota Camry or similar",
  photo: null,
  maxPassengers: 3,
  maxBags: 3,
  childSeats: 1,
  price: 12_000,
  distanceKm: 30,
  durationMinutes: 35,
  freeWaitingMinutes: 60,
  meetAndGreet: true,
  vehiclesPerSlot: 1,
  ...overrides,
});

onEachDatabase("admin transfer slots and archive", (suite) => {
  let admin: string;
  let travellers: TestUser[];
  const as = (path: string, options: Parameters<typeof taxisCall>[1] = {}) => taxisCall(path, { token: admin, ...options });
  const create = async (overrides: Partial<TransferFormValues> = {}) => {
    const r = await as(PATH, { body: body(overrides) });
    expect(r.status, JSON.stringify(r.json)).toBe(201);
    return adminTransfer.parse(r.json);
  };
  const addSlot = (id: number, slot: TransferSlotFormValues, locale: "ar" | "en" = "en") => as(`${PATH}/${id}/Slots`, { body: slot, locale });
  const book = (id: number, date: string, time: string, who = 0, locale: "ar" | "en" = "en") =>
    taxisCall("api/Reservations", { token: travellers[who]!.token, body: taxiBooking(id, date, time), locale });
  const search = async (area: string, date: string, time: string) =>
    transferSearchResponse.parse((await taxisCall(`api/Transfers/Search?airport=RUH&area=${area}&date=${date}&time=${time}&passengers=2`)).json).items;
  const slotCount = async (transferId: number) =>
    (
      await suite.db.db
        .select({ n: sql<number>`count(*)::int` })
        .from(taxiTransferSlots)
        .where(eq(taxiTransferSlots.transferId, transferId))
    )[0]!.n;

  beforeAll(async () => {
    const [user, ...others] = await createUsers(suite.db.db, 4);
    const [row] = await suite.db.db.update(users).set({ role: "Admin" }).where(eq(users.id, user!.id)).returning();
    admin = await issueToken(row!);
    travellers = others;
    await createTransfer(suite.db.db); // writes RUH
  });

  it("answers 401 to a guest and 403 to a traveller on every new operation, and stores nothing", async () => {
    const id = await createTransfer(suite.db.db);
    const slot = { fromDate: riyadhDate(10), toDate: riyadhDate(10), fromTime: "08:00", toTime: "10:00", vehicles: 0 };
    for (const [method, path, payload] of [
      ["POST", `${PATH}/${id}/Slots`, slot],
      ["DELETE", "api/Admin/TransferSlots/1", undefined],
      ["POST", `${PATH}/${id}/Archive`, undefined],
      ["POST", `${PATH}/${id}/Restore`, undefined],
    ] as const) {
      expect((await taxisCall(path, { method, body: payload })).status).toBe(401);
      expect((await taxisCall(path, { method, body: payload, token: travellers[0]!.token })).status).toBe(403);
    }
    expect(await slotCount(id)).toBe(0);
  });

  it("closes a night window past midnight: the search says closed, booking is refused in both languages; other times sell", async () => {
    const t = await create();
    const date = riyadhDate(10);
    const added = await addSlot(t.id, { fromDate: date, toDate: date, fromTime: "22:00", toTime: "06:00", vehicles: "0" });
    expect(added.status, JSON.stringify(added.json)).toBe(201);
    expect(adminTransfer.parse(added.json).slots).toEqual([
      { id: expect.any(Number), fromDate: date, toDate: date, fromTime: "22:00", toTime: "06:00", vehicles: 0 },
    ]);

    const next = addDays(date, 1);
    for (const [day, time] of [
      [date, "22:10"],
      [next, "05:45"],
    ] as const) {
      expect(await search(t.area, day, time)).toEqual([expect.objectContaining({ id: t.id, closed: true, vehiclesLeft: 0 })]);
      const en = await book(t.id, day, time, 0, "en");
      expect(en.status).toBe(409);
      expect(errorOf(en)).toMatchObject({ code: "TRANSFER_SLOT_CLOSED", fields: { time: "transferSlotClosed" } });
      expect(errorOf(en).message).toBe("This vehicle does not run at this pickup time. Choose another time or vehicle.");
      const ar = await book(t.id, day, time, 0, "ar");
      expect(errorOf(ar).message).toBe("لا تعمل هذه السيارة في وقت الاستقبال هذا. اختر وقتاً آخر أو سيارة أخرى.");
    }
    // The slot before the window and the one where it ends are sold with the vehicles per slot.
    expect(await search(t.area, date, "21:45")).toEqual([expect.objectContaining({ closed: false, vehiclesLeft: 1 })]);
    expect((await book(t.id, date, "21:45")).status).toBe(201);
    expect((await book(t.id, next, "06:00")).status).toBe(201);
    const standing = await suite.db.db.execute(sql`select count(*)::int as n from reservation_taxis where transfer_id = ${t.id}`);
    expect((standing as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
  });

  it("a peak override sells its vehicles and no more; removing it brings back the vehicles per slot", async () => {
    const t = await create({ vehiclesPerSlot: 1 });
    const date = riyadhDate(11);
    const added = adminTransfer.parse(
      (await addSlot(t.id, { fromDate: date, toDate: addDays(date, 2), fromTime: "12:00", toTime: "14:00", vehicles: 3 })).json,
    );
    expect((await search(t.area, date, "13:00"))[0]).toMatchObject({ vehiclesLeft: 3, closed: false });
    expect([(await book(t.id, date, "13:00", 0)).status, (await book(t.id, date, "13:05", 1)).status, (await book(t.id, date, "13:10", 2)).status]).toEqual([
      201, 201, 201,
    ]);
    const fourth = await book(t.id, date, "13:15", 0);
    expect(errorOf(fourth).code).toBe("TRANSFER_SOLD_OUT");
    expect((await search(t.area, date, "13:20"))[0]).toMatchObject({ vehiclesLeft: 0, closed: false });

    const slotId = added.slots[0]!.id;
    const removed = await as(`api/Admin/TransferSlots/${slotId}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(adminTransfer.parse(removed.json).slots).toEqual([]);
    expect((await as(`api/Admin/TransferSlots/${slotId}`, { method: "DELETE" })).status).toBe(404);
    expect((await search(t.area, addDays(date, 1), "13:00"))[0]).toMatchObject({ vehiclesLeft: 1 });
    const trail = await suite.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "transferSlot"), eq(auditLog.entityId, String(slotId))));
    expect(trail.map((e) => e.action).sort()).toEqual(["create", "delete"]);
    expect(trail.find((e) => e.action === "create")?.after).toMatchObject({ transferId: t.id, fromTime: "12:00", toTime: "14:00", vehicles: 3 });
  });

  it("refuses an overlapping override, one below a booked vehicle and bad fields on their field, storing nothing", async () => {
    const t = await create({ vehiclesPerSlot: 2 });
    const date = riyadhDate(12);
    expect((await addSlot(t.id, { fromDate: date, toDate: addDays(date, 5), fromTime: "22:00", toTime: "02:00", vehicles: 0 })).status).toBe(201);
    const overlap = await addSlot(t.id, { fromDate: addDays(date, 6), toDate: addDays(date, 6), fromTime: "01:00", toTime: "03:00", vehicles: 4 }, "ar");
    expect(overlap.status).toBe(409);
    expect(errorOf(overlap)).toMatchObject({ code: "TRANSFER_SLOT_OVERLAPS", fields: { fromTime: "slotOverlaps" } });
    expect(errorOf(overlap).message).toBe("تتداخل هذه التواريخ والأوقات مع تعديل آخر لهذه الخدمة: احذفه أولاً.");

    const day = addDays(date, 10);
    expect((await book(t.id, day, "09:00", 0)).status).toBe(201);
    expect((await book(t.id, day, "09:10", 1)).status).toBe(201);
    const below = await addSlot(t.id, { fromDate: day, toDate: day, fromTime: "08:00", toTime: "10:00", vehicles: 1 });
    expect(below.status).toBe(409);
    expect(errorOf(below)).toMatchObject({ code: "SLOT_VEHICLES_BELOW_BOOKED", fields: { vehicles: "slotVehiclesBelowBooked" } });
    // Away from the booked slot, closing is fine.
    expect((await addSlot(t.id, { fromDate: day, toDate: day, fromTime: "10:00", toTime: "12:00", vehicles: 0 })).status).toBe(201);

    const bad = await addSlot(t.id, { fromDate: day, toDate: addDays(day, -1), fromTime: "10:15", toTime: "", vehicles: 51 });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({
      toDate: "dateRangeInvalid",
      fromTime: "slotTimeInvalid",
      toTime: "timeRequired",
      vehicles: "slotVehiclesRange",
    });
    expect((await as(`${PATH}/999999/Slots`, { body: { fromDate: day, toDate: day, fromTime: "10:00", toTime: "11:00", vehicles: 0 } })).status).toBe(404);
    expect(await slotCount(t.id)).toBe(2);
  });

  it("lowering the vehicles per slot counts only the slots no override holds", async () => {
    const t = await create({ vehiclesPerSlot: 2 });
    const date = riyadhDate(14);
    const edit = (vehiclesPerSlot: number) =>
      as(`${PATH}/${t.id}`, { method: "PUT", body: { ...body(), airportCode: t.airportCode, area: t.area, vehicleClass: t.vehicleClass, vehiclesPerSlot } });
    expect((await addSlot(t.id, { fromDate: date, toDate: date, fromTime: "00:00", toTime: "00:00", vehicles: 3 })).status).toBe(201);
    for (const who of [0, 1, 2]) expect((await book(t.id, date, "09:00", who)).status).toBe(201);
    // Vehicle 3 of an override's slot does not stop the default going down to 1 …
    const edited = await edit(1);
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    // … while vehicle 2 of a slot without an override does stop it going down to 1 again.
    expect((await edit(2)).status).toBe(200);
    for (const who of [0, 1]) expect((await book(t.id, addDays(date, 1), "09:00", who)).status).toBe(201);
    const lower = await edit(1);
    expect(lower.status).toBe(409);
    expect(errorOf(lower).code).toBe("VEHICLES_BELOW_BOOKED");
  });

  it("archives a used transfer instead of deleting it: gone from search and places, refused at booking, voucher kept; restore brings it back", async () => {
    const t = await create({ area: "archived-zone", vehiclesPerSlot: 2 });
    const date = riyadhDate(13);
    const booked = await book(t.id, date, "10:00");
    expect(booked.status).toBe(201);
    const bookingId = (booked.json as { id: string }).id;
    expect((await as(`${PATH}/${t.id}`, { method: "DELETE" })).status).toBe(409);

    const archived = await as(`${PATH}/${t.id}/Archive`, { method: "POST" });
    expect(archived.status).toBe(200);
    expect(adminTransfer.parse(archived.json)).toMatchObject({ archived: true, bookingCount: 1 });
    expect(await search(t.area, date, "12:00")).toEqual([]);
    const places = transferPlacesResponse.parse((await taxisCall("api/Transfers/Places", { locale: "en" })).json);
    expect(places.find((p) => p.airport.code === "RUH")?.areas.map((a) => a.slug)).not.toContain("archived-zone");
    const refused = await book(t.id, date, "12:00", 1, "ar");
    expect(refused.status).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: "TRANSFER_ARCHIVED", message: "لم تعد خدمة التوصيل هذه معروضة. ارجع واختر سيارة أخرى." });
    const kept = await taxisCall(`api/Reservations/${bookingId}`, { token: travellers[0]!.token });
    expect(kept.status).toBe(200);
    expect((kept.json as { transfer: { id: number } }).transfer.id).toBe(t.id);
    // Archiving twice changes nothing and records nothing more.
    expect((await as(`${PATH}/${t.id}/Archive`, { method: "POST" })).status).toBe(200);

    const restored = await as(`${PATH}/${t.id}/Restore`, { method: "POST" });
    expect(adminTransfer.parse(restored.json).archived).toBe(false);
    expect((await search(t.area, date, "12:00")).map((i) => i.id)).toEqual([t.id]);
    expect((await book(t.id, date, "12:00", 1)).status).toBe(201);
    const trail = await suite.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "transfer"), eq(auditLog.entityId, String(t.id))));
    expect(trail.map((e) => e.action).sort()).toEqual(["archive", "create", "restore"]);
  });

  it("deletes an unused transfer with its overrides", async () => {
    const t = await create();
    expect((await addSlot(t.id, { fromDate: riyadhDate(20), toDate: riyadhDate(21), fromTime: "08:00", toTime: "09:00", vehicles: 0 })).status).toBe(201);
    expect((await as(`${PATH}/${t.id}`, { method: "DELETE" })).status).toBe(204);
    expect(await slotCount(t.id)).toBe(0);
  });
});
