// The back office's reports (issue 24 point 6) on a set of bookings made through the API, whose payment and
// cancellation instants are then set on both sides of a Riyadh midnight: sales per kind per day with exact sums (past
// 2^53 and past a bigint, which Postgres's numeric sum keeps), refunds on the day they happened, unpaid holds left out;
// occupancy of a hotel and a chalet; the range validated on its field; the admin's alone.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { occupancyReport, salesReport, type OccupancyReport, type SalesReport } from "@/provider/contracts/admin-reports";
import { users } from "@/provider/db/schema";
import { issueToken } from "@/provider/http/auth";
import { card, createUsers, errorOf, newKey, onEachDatabase, request, type TestUser } from "./flight-fixtures";
import {
  chaletBooking,
  chaletsCall,
  createChalet,
  createHotel,
  createTransfer,
  hotelBooking,
  hotelsCall,
  riyadhDate,
  taxiBooking,
  taxisCall,
} from "./stays-fixtures";

const BIGINT_MAX = "9223372036854775807";
const PAST_2_53 = "9007199254740993";

onEachDatabase("admin reports", (suite) => {
  let admin: string;
  let user: TestUser;
  let hotelId: number;
  let chaletId: number;
  let hotelTotals: { straddling: number; cancelled: number };
  let chaletTotal: number;

  const report = async (name: "Sales" | "Occupancy", query: Record<string, string>, token = admin, locale: "ar" | "en" = "en") =>
    request(`api/Admin/Reports/${name}?${new URLSearchParams(query)}`, { token, locale });

  const db = () => suite.db.db;
  type Made = { id: string; breakdown: { total: number } };
  const pay = async (call: typeof hotelsCall, id: string) => {
    const paid = await call(`api/Reservations/${id}/Pay`, { token: user.token, body: card(), headers: { "Idempotency-Key": newKey() } });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
  };
  const make = async (call: typeof hotelsCall, body: unknown): Promise<Made> => {
    const made = await call("api/Reservations", { token: user.token, body });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    return made.json as Made;
  };
  /** Moves a reservation's payment (and paid_at) to an instant. */
  const paidAt = (id: string, at: string) =>
    db().execute(sql`with p as (update payments set created_at = ${at}::timestamptz where reservation_id = ${id} and status = 'succeeded' returning 1)
      update reservations set paid_at = ${at}::timestamptz where id = ${id}`);
  const cancelledAt = (id: string, at: string) => db().execute(sql`update reservations set cancelled_at = ${at}::timestamptz where id = ${id}`);

  beforeAll(async () => {
    [user] = (await createUsers(db(), 1)) as [TestUser];
    const [adminUser] = await createUsers(db(), 1);
    const [row] = await db().update(users).set({ role: "Admin" }).where(eq(users.id, adminUser!.id)).returning();
    admin = await issueToken(row!);

    const hotel = await createHotel(db(), { units: 3 });
    hotelId = hotel.hotelId;
    chaletId = await createChalet(db());
    const transferId = await createTransfer(db(), { vehicles: 3 });
    const d = (n: number) => riyadhDate(n);

    // Hotel: kept (nights d30, d31), one straddling the occupancy range's start (d28–d30: only d30 is in it), one
    // cancelled by the traveller within its free period (full refund), and an unpaid hold (sold nothing).
    const kept = await make(hotelsCall, hotelBooking(hotel.roomTypeId, d(30), d(32)));
    await pay(hotelsCall, kept.id);
    const straddling = await make(hotelsCall, hotelBooking(hotel.roomTypeId, d(28), d(31)));
    await pay(hotelsCall, straddling.id);
    const cancelled = await make(hotelsCall, hotelBooking(hotel.roomTypeId, d(30), d(33)));
    await pay(hotelsCall, cancelled.id);
    const cancel = await hotelsCall(`api/Reservations/${cancelled.id}/Cancel`, { method: "POST", token: user.token });
    expect(cancel.status, JSON.stringify(cancel.json)).toBeLessThan(300);
    await make(hotelsCall, hotelBooking(hotel.roomTypeId, d(31), d(35)));
    hotelTotals = { straddling: straddling.breakdown.total, cancelled: cancelled.breakdown.total };

    // Chalet: nights d32–d34, two of them in the occupancy range.
    const chalet = await make(chaletsCall, chaletBooking(chaletId, d(32), d(35)));
    await pay(chaletsCall, chalet.id);
    chaletTotal = chalet.breakdown.total;

    // Taxis: one paid the second before the sales range starts (Riyadh), one unpaid hold cancelled inside it.
    const early = await make(taxisCall, taxiBooking(transferId, d(12), "09:00"));
    await pay(taxisCall, early.id);
    const hold = await make(taxisCall, taxiBooking(transferId, d(13), "09:00"));
    const dropped = await taxisCall(`api/Reservations/${hold.id}/Cancel`, { method: "POST", token: user.token });
    expect(dropped.status, JSON.stringify(dropped.json)).toBeLessThan(300);

    // The sales range is 2026-03-10..2026-03-11 in Riyadh (UTC+3): it starts at 2026-03-09T21:00Z.
    await paidAt(kept.id, "2026-03-09T21:00:00Z"); // 00:00 on the 10th in Riyadh
    await paidAt(straddling.id, "2026-03-10T20:59:59Z"); // 23:59:59 on the 10th
    await paidAt(cancelled.id, "2026-03-10T12:00:00Z");
    await cancelledAt(cancelled.id, "2026-03-10T21:00:00Z"); // 00:00 on the 11th: its refund is the 11th's
    await paidAt(chalet.id, "2026-03-11T08:00:00Z");
    await paidAt(early.id, "2026-03-09T20:59:59Z"); // 23:59:59 on the 9th: outside
    await cancelledAt(hold.id, "2026-03-10T10:00:00Z");
    // A card payment the processor confirmed after the hold had gone (a late Stripe webhook records it, to be refunded):
    // money taken, no booking made — not a sale (found by review: it was counted on the 10th).
    await db().execute(sql`insert into payments (reservation_id, user_id, idempotency_key, provider, status, amount, created_at)
      values (${hold.id}, ${user.id}, ${newKey()}, 'stripe', 'succeeded', 12345, '2026-03-10T11:00:00Z')`);
    // Amounts no JSON number holds: the kept hotel's payment is the largest bigint, the chalet's 2^53 + 1.
    await db().execute(sql`update payments set amount = ${BIGINT_MAX}::bigint where reservation_id = ${kept.id} and status = 'succeeded'`);
    await db().execute(sql`update payments set amount = ${PAST_2_53}::bigint where reservation_id = ${chalet.id} and status = 'succeeded'`);
  });

  it("is the admin's alone: 401 to a guest, 403 to a traveller", async () => {
    const range = { from: "2026-03-10", to: "2026-03-11" };
    for (const name of ["Sales", "Occupancy"] as const) {
      expect((await request(`api/Admin/Reports/${name}?${new URLSearchParams(range)}`)).status).toBe(401);
      expect((await report(name, range, user.token)).status).toBe(403);
    }
  });

  it("sums each kind per Riyadh day exactly, refunds on the day they happened, unpaid holds left out", async () => {
    const answer = await report("Sales", { from: "2026-03-10", to: "2026-03-11" });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const sales: SalesReport = salesReport.parse(answer.json);
    const big = BigInt(BIGINT_MAX);
    // The kept stay's payment is now the largest bigint; the other two are as charged.
    const day10Gross = big + BigInt(hotelTotals.straddling) + BigInt(hotelTotals.cancelled);
    expect(sales.days).toEqual([
      { day: "2026-03-10", kind: "hotel", bookings: 3, cancellations: 0, gross: String(day10Gross), refunds: "0", net: String(day10Gross) },
      {
        day: "2026-03-11",
        kind: "hotel",
        bookings: 0,
        cancellations: 1,
        gross: "0",
        refunds: String(hotelTotals.cancelled),
        net: String(-hotelTotals.cancelled),
      },
      { day: "2026-03-11", kind: "chalet", bookings: 1, cancellations: 0, gross: PAST_2_53, refunds: "0", net: PAST_2_53 },
    ]);
    const hotelNet = day10Gross - BigInt(hotelTotals.cancelled);
    expect(sales.kinds.map((k) => k.kind)).toEqual(["flight", "offer", "hotel", "chalet", "taxi"]);
    expect(sales.kinds.find((k) => k.kind === "hotel")).toMatchObject({ bookings: 3, cancellations: 1, net: String(hotelNet) });
    expect(sales.kinds.find((k) => k.kind === "taxi")).toEqual({ kind: "taxi", bookings: 0, cancellations: 0, gross: "0", refunds: "0", net: "0" });
    expect(sales.total).toEqual({
      bookings: 4,
      cancellations: 1,
      gross: String(day10Gross + BigInt(PAST_2_53)),
      refunds: String(hotelTotals.cancelled),
      net: String(hotelNet + BigInt(PAST_2_53)),
    });
    expect(chaletTotal).toBeGreaterThan(0);
  });

  it("moves a payment at Riyadh midnight to the next day: the 9th alone has the early transfer", async () => {
    const sales = salesReport.parse((await report("Sales", { from: "2026-03-09", to: "2026-03-09" })).json);
    expect(sales.days.map((d) => [d.day, d.kind, d.bookings])).toEqual([["2026-03-09", "taxi", 1]]);
    const empty = salesReport.parse((await report("Sales", { from: "2025-01-01", to: "2025-01-31" })).json);
    expect(empty.days).toEqual([]);
    expect(empty.total).toEqual({ bookings: 0, cancellations: 0, gross: "0", refunds: "0", net: "0" });
  });

  it("gives each hotel's and chalet's room-nights sold to confirmed bookings against its rooms × nights", async () => {
    const range = { from: riyadhDate(30), to: riyadhDate(33) };
    const en: OccupancyReport = occupancyReport.parse((await report("Occupancy", range)).json);
    // Hotel: the kept stay's two nights and the straddling stay's last one; the cancelled stay and the hold count nothing.
    expect(en.stays.find((s) => s.kind === "hotel" && s.id === hotelId)).toMatchObject({ units: 3, available: 12, booked: 3, city: "Riyadh" });
    expect(en.stays.find((s) => s.kind === "chalet" && s.id === chaletId)).toMatchObject({ units: 1, available: 4, booked: 2 });
    expect(en.stays.findIndex((s) => s.kind === "hotel")).toBeLessThan(en.stays.findIndex((s) => s.kind === "chalet"));
    const ar = occupancyReport.parse((await report("Occupancy", range, admin, "ar")).json);
    expect(ar.stays.find((s) => s.kind === "hotel" && s.id === hotelId)?.name).toMatch(/^فندق الاختبار/);
    const outside = occupancyReport.parse((await report("Occupancy", { from: riyadhDate(36), to: riyadhDate(40) })).json);
    expect(outside.stays.find((s) => s.kind === "hotel" && s.id === hotelId)).toMatchObject({ available: 15, booked: 0 });
  });

  describe("the range", () => {
    it.each([
      [{ to: "2026-03-11" }, "from", "dateRequired"],
      [{ from: "2026-02-30", to: "2026-03-11" }, "from", "dateInvalid"],
      // Postgres has no year 0: such a day reached the query and answered 500.
      [{ from: "0000-01-01", to: "0000-01-02" }, "from", "dateInvalid"],
      [{ from: "2026-03-12", to: "2026-03-11" }, "to", "dateRangeInvalid"],
      [{ from: "2025-03-10", to: "2026-03-11" }, "to", "reportRangeTooLong"],
    ])("refuses %j on its field with 400", async (query, field, message) => {
      for (const name of ["Sales", "Occupancy"] as const) {
        const answer = await report(name, query as Record<string, string>);
        expect(answer.status).toBe(400);
        expect(errorOf(answer).fields?.[field]).toBe(message);
      }
    });

    it("takes 366 days, both ends included (a leap year)", async () => {
      expect((await report("Sales", { from: "2024-01-01", to: "2024-12-31" })).status).toBe(200);
      const occupancy = occupancyReport.parse((await report("Occupancy", { from: "2024-01-01", to: "2024-12-31" })).json);
      expect(occupancy.stays.find((s) => s.kind === "chalet" && s.id === chaletId)?.available).toBe(366);
    });
  });
});
