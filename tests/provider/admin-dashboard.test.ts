// The dashboard's home on the provider: today's figures move with a booking, the latest reservations list it, and a
// flight leaving within 48 hours shows with its load.
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { adminDashboardResponse, type AdminDashboardResponse } from "@/provider/contracts/admin-dashboard";
import { issueToken } from "@/provider/http/auth";
import { reservations, users } from "@/provider/db/schema";
import { booking, createFlight, createUsers, onEachDatabase, request, traveler } from "./flight-fixtures";
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
  taxiBooking,
  taxisCall,
} from "./stays-fixtures";

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
    const [customer] = await createUsers(suite.db.db, 1);
    const booked = await request("api/Reservations", { token: customer!.token, body: booking(flight, { travelers: [traveler(flight), traveler(flight)] }) });
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

  // Issue 20: an expired hold among the latest reservations answered 500 (the contract refused "expired"), and a
  // hotel, chalet or taxi showed its kind's code where its name belongs.
  it("lists an expired hold and names the hotel, the chalet and the transfer", async () => {
    const [customer] = await createUsers(suite.db.db, 1);
    const token = customer!.token;
    const { roomTypeId } = await createHotel(suite.db.db);
    const chaletId = await createChalet(suite.db.db);
    const transferId = await createTransfer(suite.db.db);
    const thursday = nextWeekday(4, 20);
    const hotel = await hotelsCall("api/Reservations", { token, body: hotelBooking(roomTypeId, thursday, addDays(thursday, 1)) });
    const chalet = await chaletsCall("api/Reservations", { token, body: chaletBooking(chaletId, thursday, addDays(thursday, 2)) });
    const taxi = await taxisCall("api/Reservations", { token, body: taxiBooking(transferId, thursday, "10:00") });
    expect([hotel.status, chalet.status, taxi.status]).toEqual([201, 201, 201]);
    const hotelId = (hotel.json as { id: string }).id;
    await suite.db.db
      .update(reservations)
      .set({ status: "expired", holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(reservations.id, hotelId));

    const answer = await request("api/Admin/Dashboard", { token: admin, locale: "ar" });
    expect(answer.status).toBe(200);
    const rows = adminDashboardResponse.parse(answer.json).recentReservations;
    const byId = (id: string) => rows.find((row) => row.id === id);
    expect(byId(hotelId)).toMatchObject({ kind: "hotel", status: "expired", title: expect.stringMatching(/^فندق الاختبار \d+$/) });
    expect(byId((chalet.json as { id: string }).id)).toMatchObject({ kind: "chalet", title: expect.stringMatching(/^شاليه \d+$/) });
    expect(byId((taxi.json as { id: string }).id)).toMatchObject({ kind: "taxi", title: "RUH → العليا" });
    const en = adminDashboardResponse.parse((await request("api/Admin/Dashboard", { token: admin })).json).recentReservations;
    expect(en.find((row) => row.id === hotelId)?.title).toMatch(/^Test Hotel \d+$/);
  });
});
