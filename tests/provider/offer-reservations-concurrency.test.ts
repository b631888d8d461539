// Offer places cannot be oversold: concurrent bookings race through providerApp.fetch and the conditional
// UPDATE of offers.availability decides. Meaningful on the real Postgres (true parallel transactions); PGlite,
// which serialises them, must give the same answers.
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { reservationOffers, reservations } from "@/provider/db/schema";
import { createUsers, errorOf, onEachDatabase } from "./flight-fixtures";
import { availabilityOf, createOffer, offerBooking, offerRequest, offerReservationOf } from "./offer-fixtures";

const CONCURRENT = 30;

onEachDatabase("concurrent offer bookings", (t) => {
  const race = async (offerId: number, travelerCount = 1) => {
    const users = await createUsers(t.db.db, CONCURRENT);
    const results = await Promise.all(users.map((u) => offerRequest("api/Reservations", { token: u.token, body: offerBooking(offerId, { travelerCount }) })));
    for (const r of results.filter((x) => x.status !== 201)) {
      expect(r.status).toBe(409);
      expect(errorOf(r).code).toBe("OFFER_SOLD_OUT");
    }
    return results.filter((r) => r.status === 201).length;
  };
  const heldPlaces = async (offerId: number) => {
    const [row] = await t.db.db
      .select({ n: sql<number>`coalesce(sum(${reservationOffers.travelerCount}), 0)::int` })
      .from(reservationOffers)
      .innerJoin(reservations, eq(reservations.id, reservationOffers.reservationId))
      .where(eq(reservationOffers.offerId, offerId));
    return row!.n;
  };

  it(`${CONCURRENT} bookings of the last place: exactly one wins, availability 0`, { timeout: 30_000 }, async () => {
    const offer = await createOffer(t.db.db, { availability: 1 });
    expect(await race(offer.id)).toBe(1);
    expect(await availabilityOf(t.db.db, offer.id)).toBe(0);
    expect(await heldPlaces(offer.id)).toBe(1);
  });

  it(`${CONCURRENT} bookings of the last 5 places: exactly 5 win, availability 0`, { timeout: 30_000 }, async () => {
    const offer = await createOffer(t.db.db, { availability: 5 });
    expect(await race(offer.id)).toBe(5);
    expect(await availabilityOf(t.db.db, offer.id)).toBe(0);
    expect(await heldPlaces(offer.id)).toBe(5);
  });

  it(`an expired hold of 3 places under ${CONCURRENT} concurrent bookings: its places come back once, so exactly 3 win`, { timeout: 30_000 }, async () => {
    const offer = await createOffer(t.db.db, { availability: 3 });
    const [holder] = await createUsers(t.db.db, 1);
    const hold = offerReservationOf(await offerRequest("api/Reservations", { token: holder!.token, body: offerBooking(offer.id, { travelerCount: 3 }) }));
    expect(await availabilityOf(t.db.db, offer.id)).toBe(0);
    await t.db.db
      .update(reservations)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(reservations.id, hold.id));
    expect(await race(offer.id)).toBe(3);
    expect(await availabilityOf(t.db.db, offer.id)).toBe(0);
    const [row] = await t.db.db.select().from(reservations).where(eq(reservations.id, hold.id));
    expect(row!.status).toBe("expired");
  });
});
