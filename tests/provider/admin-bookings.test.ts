// The back office's Bookings (issue 24 point 4): every reservation of every kind in one list, found by reference,
// account or traveller, filtered by kind, status (a run-out hold shows expired) and booking day, paged by the
// provider; one booking with its payments, mails and history; the admin's alone; bad filters refused on their field.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminReservationDetail, AdminReservationSummary } from "@/provider/contracts/admin-reservations";
import type { AdminPage } from "@/provider/contracts/admin";
import { reservations, users } from "@/provider/db/schema";
import { issueToken } from "@/provider/http/auth";
import { card, createUsers, errorOf, newKey, onEachDatabase, request, type TestUser } from "./flight-fixtures";
import { addDays, createHotel, createTransfer, hotelBooking, hotelsCall, LEAD, riyadhDate, taxiBooking, taxisCall } from "./stays-fixtures";

type Page = AdminPage<AdminReservationSummary>;

onEachDatabase("admin bookings: list and one booking", (suite) => {
  let admin: string;
  let user: TestUser;
  let paid: { id: string; reference: string; total: number };
  let taxi: { id: string; reference: string };
  let expired: { id: string; reference: string };

  const list = async (query: Record<string, string>, token = admin, locale: "ar" | "en" = "en") =>
    request(`api/Admin/Reservations?${new URLSearchParams(query)}`, { token, locale });
  const page = async (query: Record<string, string>, locale: "ar" | "en" = "en") => {
    const answer = await list(query, admin, locale);
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    return answer.json as Page;
  };

  beforeAll(async () => {
    [user] = (await createUsers(suite.db.db, 1)) as [TestUser];
    const [adminUser] = await createUsers(suite.db.db, 1);
    const [row] = await suite.db.db.update(users).set({ role: "Admin" }).where(eq(users.id, adminUser!.id)).returning();
    admin = await issueToken(row!);

    const { roomTypeId } = await createHotel(suite.db.db);
    const checkIn = riyadhDate(30);
    const made = await hotelsCall("api/Reservations", { token: user.token, body: hotelBooking(roomTypeId, checkIn, addDays(checkIn, 2)) });
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const hotel = made.json as { id: string; reference: string; breakdown: { total: number } };
    // A declined card first, then a good one: both attempts are on the booking's page.
    await hotelsCall(`api/Reservations/${hotel.id}/Pay`, { token: user.token, body: card("4000 0000 0000 0002"), headers: { "Idempotency-Key": newKey() } });
    const pay = await hotelsCall(`api/Reservations/${hotel.id}/Pay`, { token: user.token, body: card(), headers: { "Idempotency-Key": newKey() } });
    expect(pay.status, JSON.stringify(pay.json)).toBe(200);
    paid = { id: hotel.id, reference: hotel.reference, total: hotel.breakdown.total };

    const transferId = await createTransfer(suite.db.db, { vehicles: 3 });
    const ride = await taxisCall("api/Reservations", { token: user.token, body: taxiBooking(transferId, riyadhDate(12), "09:00") });
    expect(ride.status, JSON.stringify(ride.json)).toBe(201);
    taxi = ride.json as { id: string; reference: string };
    const late = await taxisCall("api/Reservations", { token: user.token, body: taxiBooking(transferId, riyadhDate(14), "09:00") });
    expired = late.json as { id: string; reference: string };
    // Made two minutes ago, its hold ran out a minute ago; nothing has marked it yet.
    await suite.db.db
      .update(reservations)
      .set({ createdAt: new Date(Date.now() - 120_000), holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(reservations.id, expired.id));
  });

  it("is the admin's alone: 401 to a guest, 403 to a traveller", async () => {
    expect((await request("api/Admin/Reservations")).status).toBe(401);
    expect((await list({}, user.token)).status).toBe(403);
    expect((await request(`api/Admin/Reservations/${paid.id}`, { token: user.token })).status).toBe(403);
  });

  it("finds a booking by its reference, the account's email or the guest's name, whatever the case", async () => {
    for (const q of [paid.reference.toLowerCase(), user.email.toUpperCase(), `${LEAD.fullName.split(" ")[0]} ${paid.reference}`]) {
      const found = await page({ q });
      expect(found.items.map((item) => item.reference)).toContain(paid.reference);
      if (q !== user.email.toUpperCase()) expect(found.total).toBe(1);
    }
    expect((await page({ q: "no-such-traveller-xyz" })).total).toBe(0);
  });

  it("names what was booked in the caller's language and says who booked it", async () => {
    const [en] = (await page({ q: paid.reference })).items;
    const [ar] = (await page({ q: paid.reference }, "ar")).items;
    expect(en).toMatchObject({
      kind: "hotel",
      status: "confirmed",
      paymentStatus: "paid",
      total: paid.total,
      customerEmail: user.email,
      leadName: LEAD.fullName,
    });
    expect(en!.service).toMatch(/^Test Hotel \d+$/);
    expect(ar!.service).toMatch(/^فندق الاختبار \d+$/);
    const [ride] = (await page({ q: taxi.reference })).items;
    expect(ride).toMatchObject({ kind: "taxi", status: "pending", serviceAt: expect.stringMatching(/T06:00:00Z$/) });
  });

  it("filters by kind, by status — a hold whose time ran out is expired — and by booking day", async () => {
    const mine = async (query: Record<string, string>) => (await page({ q: user.email, ...query })).items.map((item) => item.reference);
    expect(new Set(await mine({ kind: "taxi" }))).toEqual(new Set([taxi.reference, expired.reference]));
    expect(await mine({ status: "expired" })).toEqual([expired.reference]);
    expect(await mine({ status: "pending" })).toEqual([taxi.reference]);
    const today = riyadhDate(0);
    expect(await mine({ from: today, to: today })).toHaveLength(3);
    expect(await mine({ from: addDays(today, 1) })).toEqual([]);
    expect(await mine({ to: addDays(today, -1) })).toEqual([]);
  });

  it("sorts and pages: newest first by default, by total when asked", async () => {
    const newest = await page({ q: user.email });
    expect(newest.items.map((item) => item.reference)).toEqual([taxi.reference, paid.reference, expired.reference]);
    const byTotal = await page({ q: user.email, sort: "total", dir: "desc" });
    expect(byTotal.items[0]!.reference).toBe(paid.reference);
    expect(await page({ q: user.email, page: "2" })).toMatchObject({ items: [], total: 3, page: 2 });
  });

  it("refuses a wrong filter on its field and changes nothing", async () => {
    for (const [query, field, key] of [
      [{ kind: "boat" }, "kind", "kindInvalid"],
      [{ status: "lost" }, "status", "statusInvalid"],
      [{ from: "2026-02-30" }, "from", "dateInvalid"],
      [{ from: "2026-03-02", to: "2026-03-01" }, "to", "dateRangeInvalid"],
      [{ page: "0" }, "page", "pageInvalid"],
    ] as const) {
      const answer = await list(query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(errorOf(answer).fields).toMatchObject({ [field]: key });
    }
  });

  describe("one booking", () => {
    it("has the traveller's view, the account, every payment attempt, its mails and its history", async () => {
      const answer = await request(`api/Admin/Reservations/${paid.id}`, { token: admin });
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      const detail = answer.json as AdminReservationDetail;
      expect(detail.reservation).toMatchObject({ id: paid.id, kind: "hotel", reference: paid.reference });
      expect(detail.customer).toMatchObject({ id: user.id, email: user.email });
      expect(detail.payments.map((p) => p.status)).toEqual(["declined", "succeeded"]);
      expect(detail.mails.map((m) => m.to)).toContain(LEAD.email);
      expect(detail.history.map((h) => h.event)).toEqual(["booked", "paid"]);
      expect(detail).toMatchObject({ cancellable: true, refunds: { full: paid.total, policy: paid.total, none: 0 } });
    });

    it("after the admin cancels it: the admin, the reason and the refund choice in its history, no longer cancellable", async () => {
      const reason = "Hotel overbooked that night";
      const done = await request(`api/Admin/Reservations/${paid.id}/Cancel`, { token: admin, body: { refund: "full", reason } });
      expect(done.status, JSON.stringify(done.json)).toBe(200);
      const detail = (await request(`api/Admin/Reservations/${paid.id}`, { token: admin })).json as AdminReservationDetail;
      expect(detail.history.at(-1)).toMatchObject({ event: "adminCancelled", reason, refundChoice: "full", by: expect.stringContaining("@") });
      expect(detail).toMatchObject({ cancellable: false, reservation: { status: "cancelled", paymentStatus: "refunded", refundAmount: paid.total } });
      expect(detail.mails.length).toBeGreaterThanOrEqual(2);
    });

    it("shows a run-out hold as expired, and answers 404 to an unknown or malformed id", async () => {
      const detail = (await request(`api/Admin/Reservations/${expired.id}`, { token: admin })).json as AdminReservationDetail;
      expect(detail).toMatchObject({ cancellable: false, reservation: { status: "expired" } });
      expect(detail.history.map((h) => h.event)).toEqual(["booked", "expired"]);
      for (const id of ["00000000-0000-4000-8000-000000000000", "nope"]) {
        const answer = await request(`api/Admin/Reservations/${id}`, { token: admin });
        expect(answer.status).toBe(404);
        expect(errorOf(answer).code).toBe("RESERVATION_NOT_FOUND");
      }
    });
  });
});
