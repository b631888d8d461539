// The demo's returning traveller (issue 20): of every kind an expired hold, a cancelled unpaid booking and a paid one
// refunded, written once; the admin dashboard answers with them among the latest reservations.
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { adminDashboardResponse } from "@/provider/contracts/admin-dashboard";
import { issueToken } from "@/provider/http/auth";
import { payments, reservations, users } from "@/provider/db/schema";
import { RETURNING_ACCOUNT, seedReturningTraveler } from "@/provider/db/seed/returning";
import { createFlight, createUsers, onEachDatabase, request } from "./flight-fixtures";
import { createOffer } from "./offer-fixtures";
import { createChalet, createHotel, createTransfer } from "./stays-fixtures";

onEachDatabase("seeded returning traveller", (suite) => {
  it("holds an expired, a cancelled and a refunded booking of every kind, once, and the dashboard lists them", async () => {
    const db = suite.db.db;
    await createFlight(db, { departureInHours: 72 });
    await createHotel(db);
    await createChalet(db);
    await createTransfer(db);
    await createOffer(db);

    expect(await seedReturningTraveler(db)).toBe(true);
    expect(await seedReturningTraveler(db)).toBe(false);

    const [user] = await db.select().from(users).where(eq(users.email, RETURNING_ACCOUNT.email));
    const rows = await db.select().from(reservations).where(eq(reservations.userId, user!.id));
    const states = rows.map((r) => `${r.kind}:${r.status}:${r.paymentStatus}`).sort();
    const expected = ["chalet", "flight", "hotel", "offer", "taxi"]
      .flatMap((kind) => [`${kind}:cancelled:pending`, `${kind}:cancelled:refunded`, `${kind}:expired:pending`])
      .sort();
    expect(states).toEqual(expected);
    const refunded = rows.filter((r) => r.paymentStatus === "refunded");
    for (const r of refunded) expect(r.refundAmount).toBe(r.total);
    const paid = await db
      .select()
      .from(payments)
      .where(and(eq(payments.status, "succeeded")));
    expect(paid.filter((p) => refunded.some((r) => r.id === p.reservationId))).toHaveLength(5);

    const [admin] = await createUsers(db, 1);
    const [row] = await db.update(users).set({ role: "Admin" }).where(eq(users.id, admin!.id)).returning();
    const answer = await request("api/Admin/Dashboard", { token: await issueToken(row!) });
    expect(answer.status).toBe(200);
    const recent = adminDashboardResponse.parse(answer.json).recentReservations.filter((r) => r.customer === RETURNING_ACCOUNT.name);
    expect(
      recent
        .filter((r) => r.status === "expired")
        .map((r) => r.kind)
        .sort(),
    ).toEqual(["chalet", "flight", "hotel", "offer", "taxi"]);
    for (const r of recent) expect(r.title, r.kind).not.toMatch(/^(flight|hotel|chalet|taxi|offer)?$/);
  });
});
