// Issue 20, point 1: sums of money past 2³¹ minor units (21.47 M SAR). A flight at the admin's largest prices booked
// for six adults, a day whose payments pass 2³¹, and the admin's cancel of a flight holding two such bookings each
// answered 500 while totals were 32-bit integers; now they answer and the amounts are exact to the halala.
import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { adminDashboardResponse } from "@/provider/contracts/admin-dashboard";
import { MAX_PRICE } from "@/provider/contracts/money";
import { flightClasses, flights, flightTickets, users } from "@/provider/db/schema";
import { rowsOf } from "@/provider/services/search-flight/rows";
import { issueToken } from "@/provider/http/auth";
import { booking, card, createFlight, createUsers, newKey, onEachDatabase, request, traveler, type FlightFixture } from "./flight-fixtures";

/** One adult at the largest price of every part: class + fare type + tax + service fees, no discount. */
const ADULT = 4 * MAX_PRICE;

onEachDatabase("money past 32 bits", (suite) => {
  let admin: string;

  beforeAll(async () => {
    const [user] = await createUsers(suite.db.db, 1);
    const [row] = await suite.db.db.update(users).set({ role: "Admin" }).where(eq(users.id, user!.id)).returning();
    admin = await issueToken(row!);
  });

  /** A flight whose every price is the largest the admin contract allows. */
  async function flightAtMaxPrices(): Promise<FlightFixture> {
    const flight = await createFlight(suite.db.db);
    const db = suite.db.db;
    await db.update(flights).set({ tax: MAX_PRICE, serviceFees: MAX_PRICE, discount: 0, seatSelectionPrice: MAX_PRICE }).where(eq(flights.id, flight.id));
    await db.update(flightClasses).set({ price: MAX_PRICE }).where(eq(flightClasses.flightId, flight.id));
    await db.update(flightTickets).set({ price: MAX_PRICE }).where(eq(flightTickets.id, flight.tickets.basic));
    return flight;
  }

  async function bookSixAdults(flight: FlightFixture, token: string, pay: boolean) {
    const travelers = Array.from({ length: 6 }, () => traveler(flight));
    const booked = await request("api/Reservations", { token, body: booking(flight, { travelers }) });
    expect(booked.status, JSON.stringify(booked.json)).toBe(201);
    const reservation = booked.json as { id: string; breakdown: { total: number } };
    if (pay) {
      const paid = await request(`api/Reservations/${reservation.id}/Pay`, { token, body: card(), headers: { "Idempotency-Key": newKey() } });
      expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    }
    return reservation;
  }

  it("reads a raw bigint sum back as an exact number on this driver, and refuses one past 2⁵³ rather than round it", async () => {
    const sum = await suite.db.db.execute(
      sql`select sum(v)::bigint as total, count(*) as n from (values (${MAX_PRICE * 552}::bigint), (2147483648::bigint)) t(v)`,
    );
    expect(rowsOf<{ total: unknown; n: unknown }>(sum)[0]).toEqual({ total: MAX_PRICE * 552 + 2 ** 31, n: 2 });
    await expect(suite.db.db.execute(sql`select 9007199254740993::bigint as v`)).rejects.toThrow();
  });

  it("books a flight at the largest prices for six adults, total exact", async () => {
    const flight = await flightAtMaxPrices();
    const [user] = await createUsers(suite.db.db, 1);
    const reservation = await bookSixAdults(flight, user!.token, false);
    expect(reservation.breakdown.total).toBe(6 * ADULT);
    expect(6 * ADULT).toBeGreaterThan(2 ** 31);
  });

  it("shows today's revenue past 2³¹ exactly and cancels a flight holding two such bookings with an exact refund", async () => {
    const flight = await flightAtMaxPrices();
    const [first, second] = await createUsers(suite.db.db, 2);
    const before = adminDashboardResponse.parse((await request("api/Admin/Dashboard", { token: admin })).json).today.revenue;
    await bookSixAdults(flight, first!.token, true);
    await bookSixAdults(flight, second!.token, true);

    const dashboard = await request("api/Admin/Dashboard", { token: admin });
    expect(dashboard.status, JSON.stringify(dashboard.json)).toBe(200);
    expect(adminDashboardResponse.parse(dashboard.json).today.revenue).toBe(before + 12 * ADULT);

    const quote = await request(`api/Admin/Flights/${flight.id}/Cancellation`, { token: admin });
    expect(quote.status, JSON.stringify(quote.json)).toBe(200);
    expect(quote.json).toMatchObject({ reservations: 2, travelers: 12, refundTotal: 12 * ADULT });
    const cancelled = await request(`api/Admin/Flights/${flight.id}/Cancel`, { token: admin, body: {} });
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    expect(cancelled.json).toMatchObject({ status: "cancelled", refundTotal: 12 * ADULT });
  });
});
