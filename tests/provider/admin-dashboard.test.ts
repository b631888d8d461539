// The dashboard's home on the provider: today's figures move with a booking, the latest reservations list it, and a
// flight leaving within 48 hours shows with its load.
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { adminDashboardResponse, type AdminDashboardResponse } from "@/provider/contracts/admin-dashboard";
import { issueToken } from "@/provider/http/auth";
import { users } from "@/provider/db/schema";
import { booking, createFlight, createUsers, onEachDatabase, request, traveler } from "./flight-fixtures";

onEachDatabase("admin dashboard", (suite) => {
  let admin: string;
  const dashboard = async () => {
    const answer = await request("api/Admin/Dashboard", { token: admin });
    expect(answer.status).toBe(200);
    return adminDashboardResponse.parse(answer.json) as AdminDashboardResponse;
  };

  beforeAll(async () => {
    const [user] = await createUsers(suite.db.db, 1);
    const [row] = await suite.db.db.update(users).set({ role: "Admin" }).where(eq(users.id, user!.id)).returning();
    admin = await issueToken(row!);
  });

  it("counts today's booking and its seats, lists it first, and shows the flight leaving soon with its load", async () => {
    const flight = await createFlight(suite.db.db, { departureInHours: 20, seats: { economy: 10, business: 0, first: 0 } });
    const later = await createFlight(suite.db.db, { departureInHours: 24 * 5 });
    const before = await dashboard();
    const [traveller] = await createUsers(suite.db.db, 1);
    const booked = await request("api/Reservations", { token: traveller!.token, body: booking(flight, { travelers: [traveler(flight), traveler(flight)] }) });
    expect(booked.status).toBe(201);
    const reference = (booked.json as { reference: string }).reference;

    const after = await dashboard();
    expect(after.today.bookings).toBe(before.today.bookings + 1);
    expect(after.today.seatsSold).toBe(before.today.seatsSold + 2);
    expect(after.today.newUsers).toBeGreaterThanOrEqual(2);
    expect(after.recentReservations[0]).toMatchObject({ reference, kind: "flight", status: "pending", customer: "Test Traveler" });
    const soon = after.departingSoon.find((row) => row.id === flight.id);
    expect(soon).toMatchObject({ seatsSold: 2, capacity: 10, from: "RUH", to: "JED" });
    expect(after.departingSoon.some((row) => row.id === later.id)).toBe(false);
  });
});
