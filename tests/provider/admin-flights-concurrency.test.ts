// An admin cancelling a flight while travellers book it: every booking either lands before the cancellation (and is
// cancelled and refunded by it) or is refused, never left standing on a cancelled flight. Meaningful on the real
// Postgres (parallel transactions); PGlite, which serialises them, must give the same answers.
import { and, eq, inArray, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { flights, reservationFlights, reservations, reservationSeats, users } from "@/provider/db/schema";
import { issueToken } from "@/provider/http/auth";
import { booking, createFlight, createUsers, errorOf, onEachDatabase, request } from "./flight-fixtures";

const BOOKINGS = 24;

onEachDatabase("cancelling a flight while it is booked", (t) => {
  it(`${BOOKINGS} bookings racing a cancellation: none is left standing`, { timeout: 30_000 }, async () => {
    const flight = await createFlight(t.db.db, { seats: { economy: 60 } });
    const travellers = await createUsers(t.db.db, BOOKINGS);
    const [adminRow] = await t.db.db
      .insert(users)
      .values({
        name: "Admin",
        email: `admin.race.${Date.now()}@example.com`,
        phoneNumber: `+9665${Date.now() % 100_000_000}`,
        passwordHash: "x",
        emailConfirmed: true,
        role: "Admin",
      })
      .returning();
    const admin = await issueToken(adminRow!);
    const half = BOOKINGS / 2;
    const book = (i: number) => request("api/Reservations", { token: travellers[i]!.token, body: booking(flight) });
    const results = await Promise.all([
      ...Array.from({ length: half }, (_, i) => book(i)),
      request(`api/Admin/Flights/${flight.id}/Cancel`, { token: admin, method: "POST" }),
      ...Array.from({ length: BOOKINGS - half }, (_, i) => book(half + i)),
    ]);
    const cancel = results[half]!;
    expect(cancel.status, JSON.stringify(cancel.json)).toBe(200);
    for (const r of results.filter((_, i) => i !== half)) {
      expect([201, 409], JSON.stringify(r.json)).toContain(r.status);
      if (r.status === 409) expect(errorOf(r).code).toBe("FLIGHT_CANCELLED");
    }

    const [row] = await t.db.db.select().from(flights).where(eq(flights.id, flight.id));
    expect(row!.status).toBe("cancelled");
    const booked = t.db.db.select({ id: reservationFlights.reservationId }).from(reservationFlights).where(eq(reservationFlights.flightId, flight.id));
    const standing = await t.db.db
      .select()
      .from(reservations)
      .where(and(inArray(reservations.id, booked), inArray(reservations.status, ["pending", "confirmed"])));
    expect(standing).toEqual([]);
    expect(await t.db.db.select().from(reservationSeats).where(eq(reservationSeats.flightId, flight.id))).toEqual([]);
  });
});

// Needs two connections: the edit's transaction holds the flight while the booking waits for it.
onEachDatabase(
  "a booking priced before an admin's edit of its flight",
  (t) => {
    it("is refused with FLIGHT_CHANGED once the edit commits, never booked on the old prices", { timeout: 20_000 }, async () => {
      const flight = await createFlight(t.db.db);
      const [traveller] = await createUsers(t.db.db, 1);
      let pending: ReturnType<typeof request> | undefined;
      await t.db.db.transaction(async (tx) => {
        await tx.select({ id: flights.id }).from(flights).where(eq(flights.id, flight.id)).for("update");
        // Prices at once (plain reads), then waits for the flight's lock inside its transaction.
        pending = request("api/Reservations", { token: traveller!.token, body: booking(flight) });
        await new Promise((resolve) => setTimeout(resolve, 600));
        await tx
          .update(flights)
          .set({ tax: sql`${flights.tax} + 1000`, updatedAt: new Date() })
          .where(eq(flights.id, flight.id));
      });
      const refused = await pending!;
      expect([refused.status, errorOf(refused).code]).toEqual([409, "FLIGHT_CHANGED"]);
    });
  },
  ["postgres"],
);
