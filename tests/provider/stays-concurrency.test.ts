// Rooms, chalets and transfer slots cannot be oversold: concurrent bookings race through providerApp.fetch and the
// database decides (the exclusion constraints on reservation_stays, the partial unique index of reservation_taxis).
// Meaningful on the real Postgres (true parallel transactions); PGlite, which serialises them, must agree.
import { and, eq, isNull, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { reservationStays, reservationTaxis, taxiTransferSlots } from "@/provider/db/schema";
import { createUsers, errorOf, onEachDatabase, type Result } from "./flight-fixtures";
import {
  addDays,
  chaletBooking,
  chaletsCall,
  createChalet,
  createHotel,
  createTransfer,
  hotelBooking,
  hotelsCall,
  nextWeekday,
  riyadhDate,
  taxiBooking,
  taxisCall,
} from "./stays-fixtures";

const CONCURRENT = 30;

onEachDatabase("concurrent stays and transfers", (t) => {
  const race = async (call: (token: string, i: number) => Promise<Result>, refusal: string) => {
    const users = await createUsers(t.db.db, CONCURRENT);
    const results = await Promise.all(users.map((u, i) => call(u.token, i)));
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(errorOf(r).code).toBe(refusal);
    }
    return results.filter((r) => r.status === 201).length;
  };

  it(`${CONCURRENT} bookings of the last room for overlapping nights: exactly one wins`, { timeout: 60_000 }, async () => {
    const { roomTypeId } = await createHotel(t.db.db, { units: 1 });
    const checkIn = riyadhDate(12);
    // Every stay holds the night of checkIn (stays of 1–4 nights around it), so each overlaps every other.
    const won = await race(
      (token, i) => hotelsCall("api/Reservations", { token, body: hotelBooking(roomTypeId, addDays(checkIn, -(i % 3)), addDays(checkIn, 1 + (i % 2))) }),
      "ROOM_SOLD_OUT",
    );
    expect(won).toBe(1);
    const [row] = await t.db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reservationStays)
      .where(and(eq(reservationStays.roomTypeId, roomTypeId), isNull(reservationStays.releasedAt)));
    expect(row!.n).toBe(1);
  });

  it(`${CONCURRENT} bookings of 3 rooms for the same nights: exactly three win, one per room`, { timeout: 60_000 }, async () => {
    const { roomTypeId } = await createHotel(t.db.db, { units: 3 });
    const checkIn = riyadhDate(15);
    expect(
      await race((token) => hotelsCall("api/Reservations", { token, body: hotelBooking(roomTypeId, checkIn, addDays(checkIn, 2)) }), "ROOM_SOLD_OUT"),
    ).toBe(3);
    const units = await t.db.db.select({ unit: reservationStays.roomUnitId }).from(reservationStays).where(eq(reservationStays.roomTypeId, roomTypeId));
    expect(new Set(units.map((u) => u.unit)).size).toBe(3);
  });

  it("two adjacent stays of the last room, booked at the same time, both succeed", { timeout: 30_000 }, async () => {
    const { roomTypeId } = await createHotel(t.db.db, { units: 1 });
    const [a, b] = await createUsers(t.db.db, 2);
    const checkIn = riyadhDate(20);
    const [first, second] = await Promise.all([
      hotelsCall("api/Reservations", { token: a!.token, body: hotelBooking(roomTypeId, checkIn, addDays(checkIn, 2)) }),
      hotelsCall("api/Reservations", { token: b!.token, body: hotelBooking(roomTypeId, addDays(checkIn, 2), addDays(checkIn, 4)) }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
  });

  it(`${CONCURRENT} bookings of the last chalet weekend: exactly one wins`, { timeout: 60_000 }, async () => {
    const id = await createChalet(t.db.db);
    const thursday = nextWeekday(4, 8);
    expect(
      await race((token) => chaletsCall("api/Reservations", { token, body: chaletBooking(id, thursday, addDays(thursday, 2)) }), "CHALET_UNAVAILABLE"),
    ).toBe(1);
  });

  it(`${CONCURRENT} bookings of a slot with 2 vehicles: exactly two win`, { timeout: 60_000 }, async () => {
    const id = await createTransfer(t.db.db, { vehicles: 2 });
    const date = riyadhDate(6);
    expect(
      await race(
        (token, i) => taxisCall("api/Reservations", { token, body: taxiBooking(id, date, `18:${String(i % 30).padStart(2, "0")}`) }),
        "TRANSFER_SOLD_OUT",
      ),
    ).toBe(2);
    const [row] = await t.db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reservationTaxis)
      .where(eq(reservationTaxis.transferId, id));
    expect(row!.n).toBe(2);
  });

  it(`${CONCURRENT} bookings of a slot an override gives 3 vehicles (1 by default): exactly three win`, { timeout: 60_000 }, async () => {
    const id = await createTransfer(t.db.db, { vehicles: 1 });
    const date = riyadhDate(7);
    await t.db.db.insert(taxiTransferSlots).values({ transferId: id, fromDate: date, toDate: date, fromTime: "18:00", toTime: "19:00", vehicles: 3 });
    expect(
      await race(
        (token, i) => taxisCall("api/Reservations", { token, body: taxiBooking(id, date, `18:${String(i % 30).padStart(2, "0")}`) }),
        "TRANSFER_SOLD_OUT",
      ),
    ).toBe(3);
    const numbers = await t.db.db.select({ n: reservationTaxis.vehicleNumber }).from(reservationTaxis).where(eq(reservationTaxis.transferId, id));
    expect(numbers.map((r) => r.n).sort()).toEqual([1, 2, 3]);
  });
});
