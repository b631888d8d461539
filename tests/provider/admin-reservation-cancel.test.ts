// An admin cancels any traveller's booking with the refund they choose (full, the terms' fee as of now, none) and a
// reason kept in the audit trail: travellers cannot call it, bad input changes nothing, a double press or a race with
// the traveller's own cancel cancels once, an expired hold is refused, and the room goes back on sale.
import { and, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { auditLog, reservations, users } from "@/provider/db/schema";
import { issueToken } from "@/provider/http/auth";
import { card, createUsers, errorOf, newKey, onEachDatabase, request, type TestUser } from "./flight-fixtures";
import { addDays, createHotel, createTransfer, hotelBooking, hotelsCall, riyadhDate, standingStays, taxiBooking, taxisCall } from "./stays-fixtures";

const REASON = "The hotel closed the floor for works";

onEachDatabase("admin cancels a booking of any kind", (suite) => {
  let admin: string;
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    [user, other] = (await createUsers(suite.db.db, 2)) as [TestUser, TestUser];
    const [adminUser] = await createUsers(suite.db.db, 1);
    const [row] = await suite.db.db.update(users).set({ role: "Admin" }).where(eq(users.id, adminUser!.id)).returning();
    admin = await issueToken(row!);
  });

  const cancel = (id: string, token: string, body: unknown) => request(`api/Admin/Reservations/${id}/Cancel`, { token, body });
  const stored = async (id: string) => (await suite.db.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;

  /** A paid hotel booking 40 days ahead (free cancellation until 2 days before, or none when non-refundable). */
  async function paidHotel(freeDays: number | null = 2) {
    const { roomTypeId } = await createHotel(suite.db.db, { freeDays });
    const checkIn = riyadhDate(40);
    const made = await hotelsCall("api/Reservations", { token: user.token, body: hotelBooking(roomTypeId, checkIn, addDays(checkIn, 2)) });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const { id, breakdown } = made.json as { id: string; breakdown: { total: number } };
    const total = breakdown.total;
    const paid = await hotelsCall(`api/Reservations/${id}/Pay`, { token: user.token, body: card(), headers: { "Idempotency-Key": newKey() } });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    return { id, total, roomTypeId };
  }

  it("is the admin's alone: a traveller, even the booking's own, gets 403 and nothing changes", async () => {
    const { id } = await paidHotel();
    for (const token of [user.token, other.token]) expect((await cancel(id, token, { refund: "full", reason: REASON })).status).toBe(403);
    expect((await request(`api/Admin/Reservations/${id}/Cancel`, { body: { refund: "full", reason: REASON } })).status).toBe(401);
    expect(await stored(id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
  });

  it("refuses a missing reason or refund choice on its field, in the caller's language, and an unknown id with 404", async () => {
    const { id } = await paidHotel();
    const bad = await cancel(id, admin, { refund: "half", reason: " " });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toMatchObject({ refund: "refundInvalid", reason: "reasonRequired" });
    expect(await stored(id)).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    for (const missing of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const answer = await cancel(missing, admin, { refund: "full", reason: REASON });
      expect(answer.status).toBe(404);
      expect(errorOf(answer).code).toBe("RESERVATION_NOT_FOUND");
    }
  });

  it("full: the whole total back, the room on sale again, the reason in the audit trail; a second press is refused and changes nothing", async () => {
    const { id, total, roomTypeId } = await paidHotel();
    const done = await cancel(id, admin, { refund: "full", reason: REASON });
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    expect(done.json).toMatchObject({ id, kind: "hotel", status: "cancelled", paymentStatus: "refunded", total, fee: 0, refund: total });
    expect(await stored(id)).toMatchObject({ status: "cancelled", paymentStatus: "refunded", refundAmount: total, cancellationFee: 0 });
    expect((await standingStays(suite.db.db, roomTypeId)).rows[0]!.n).toBe(0);
    const [audit] = await suite.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "reservation"), eq(auditLog.entityId, id)));
    expect(audit).toMatchObject({ action: "cancel", after: expect.objectContaining({ refundChoice: "full", reason: REASON, refund: total }) });

    const again = await cancel(id, admin, { refund: "none", reason: REASON });
    expect(again.status).toBe(409);
    expect(errorOf(again).code).toBe("RESERVATION_NOT_CANCELLABLE");
    expect(await stored(id)).toMatchObject({ status: "cancelled", paymentStatus: "refunded", refundAmount: total });
  });

  it("policy: what the terms charge now — nothing back on a non-refundable room, so the payment stays paid", async () => {
    const refundable = await paidHotel(2);
    expect((await cancel(refundable.id, admin, { refund: "policy", reason: REASON })).json).toMatchObject({
      fee: 0,
      refund: refundable.total,
      paymentStatus: "refunded",
    });
    const nonRefundable = await paidHotel(null);
    const done = await cancel(nonRefundable.id, admin, { refund: "policy", reason: REASON });
    expect(done.json).toMatchObject({ status: "cancelled", paymentStatus: "paid", fee: nonRefundable.total, refund: 0 });
    expect(await stored(nonRefundable.id)).toMatchObject({ status: "cancelled", paymentStatus: "paid", refundAmount: 0, cancellationFee: nonRefundable.total });
  });

  it("none: cancelled, nothing back; an unpaid taxi is cancelled free and its vehicle freed", async () => {
    const { id, total } = await paidHotel();
    expect((await cancel(id, admin, { refund: "none", reason: REASON })).json).toMatchObject({
      status: "cancelled",
      paymentStatus: "paid",
      fee: total,
      refund: 0,
    });

    const transferId = await createTransfer(suite.db.db, { vehicles: 1 });
    const date = riyadhDate(20);
    const taxi = await taxisCall("api/Reservations", { token: user.token, body: taxiBooking(transferId, date, "10:00") });
    expect(taxi.status, JSON.stringify(taxi.json)).toBe(201);
    const taxiId = (taxi.json as { id: string }).id;
    expect((await cancel(taxiId, admin, { refund: "full", reason: REASON })).json).toMatchObject({
      kind: "taxi",
      status: "cancelled",
      paymentStatus: "pending",
      refund: 0,
    });
    // The only vehicle of that slot is free again: another traveller books it.
    expect((await taxisCall("api/Reservations", { token: other.token, body: taxiBooking(transferId, date, "10:00") })).status).toBe(201);
  });

  it("an expired hold is refused (409) and recorded as expired", async () => {
    const { roomTypeId } = await createHotel(suite.db.db);
    const checkIn = riyadhDate(50);
    const made = await hotelsCall("api/Reservations", { token: user.token, body: hotelBooking(roomTypeId, checkIn, addDays(checkIn, 1)) });
    const id = (made.json as { id: string }).id;
    await suite.db.db
      .update(reservations)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(reservations.id, id));
    const answer = await cancel(id, admin, { refund: "full", reason: REASON });
    expect(answer.status).toBe(409);
    expect(await stored(id)).toMatchObject({ status: "expired" });
  });

  it("races with the traveller's own cancel and with a double press: cancelled once, one refund", async () => {
    const { id, total } = await paidHotel();
    const answers = await Promise.all([
      cancel(id, admin, { refund: "full", reason: REASON }),
      cancel(id, admin, { refund: "full", reason: REASON }),
      hotelsCall(`api/Reservations/${id}/Cancel`, { token: user.token, body: {} }),
    ]);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(await stored(id)).toMatchObject({ status: "cancelled", paymentStatus: "refunded", refundAmount: total });
    const audits = await suite.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "reservation"), eq(auditLog.entityId, id)));
    expect(audits.length).toBeLessThanOrEqual(1);
  });
});
