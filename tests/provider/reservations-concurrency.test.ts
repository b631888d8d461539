// Overselling is impossible: concurrent bookings race through providerApp.fetch and the database's
// UNIQUE (flight_id, seat_id) index decides. Meaningful on the real Postgres (true parallel
// transactions); PGlite, which serialises them, must give the same answers.
import { and, eq, inArray, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { planeSeats, reservationFlights, reservationSeats } from "@/provider/db/schema";
import { booking, createFlight, createUsers, errorOf, onEachDatabase, request, traveler } from "./flight-fixtures";

const CONCURRENT = 50;

onEachDatabase("concurrent bookings", (t) => {
  it(`${CONCURRENT} users booking the same seat at once: exactly one wins`, { timeout: 20_000 }, async () => {
    const flight = await createFlight(t.db.db);
    const seat = flight.seats.economy[3]!;
    const users = await createUsers(t.db.db, CONCURRENT);
    const results = await Promise.all(
      users.map((u) => request("api/Reservations", { token: u.token, body: booking(flight, { travelers: [traveler(flight, "adult", { seatId: seat.id })] }) })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(CONCURRENT - 1);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(errorOf(r)).toEqual({
        code: "SEAT_TAKEN",
        message: "This seat has just been taken. Please choose another one.",
        fields: { "travelers.0.seatId": "seatTaken" },
      });
    }
    const held = await t.db.db
      .select()
      .from(reservationSeats)
      .where(and(eq(reservationSeats.flightId, flight.id), eq(reservationSeats.seatId, seat.id)));
    expect(held).toHaveLength(1);
    const rows = await t.db.db.select().from(reservationFlights).where(eq(reservationFlights.flightId, flight.id));
    expect(rows).toHaveLength(1);
  });

  it(`${CONCURRENT} users booking the last 5 seats of a class: never more than 5`, { timeout: 20_000 }, async () => {
    const FREE = 5;
    const flight = await createFlight(t.db.db, { seats: { economy: 30 } });
    const [owner, ...users] = await createUsers(t.db.db, CONCURRENT + 1);
    // Occupy all but FREE economy seats with one booking of chosen seats (in chunks of 9 travellers).
    const occupy = flight.seats.economy.slice(FREE);
    for (let i = 0; i < occupy.length; i += 9) {
      const chunk = occupy.slice(i, i + 9);
      const res = await request("api/Reservations", {
        token: owner!.token,
        body: booking(flight, { travelers: chunk.map((s) => traveler(flight, "adult", { seatId: s.id })) }),
      });
      expect(res.status).toBe(201);
    }
    const results = await Promise.all(users.map((u) => request("api/Reservations", { token: u.token, body: booking(flight) })));
    const won = results.filter((r) => r.status === 201).length;
    expect(won).toBeLessThanOrEqual(FREE);
    expect(won).toBeGreaterThan(0);
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(errorOf(r).code).toBe("SOLD_OUT");
    }
    const economyIds = flight.seats.economy.map((s) => s.id);
    const [count] = await t.db.db
      .select({ n: sql<number>`count(*)::int` })
      .from(reservationSeats)
      .innerJoin(planeSeats, eq(planeSeats.id, reservationSeats.seatId))
      .where(and(eq(reservationSeats.flightId, flight.id), inArray(reservationSeats.seatId, economyIds)));
    expect(count!.n).toBe(occupy.length + won);
    expect(count!.n).toBeLessThanOrEqual(economyIds.length);
    // Every free seat went to someone: the losers lost to a real shortage, not to the retry bound.
    expect(won).toBe(FREE);
  });
});
