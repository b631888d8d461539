// POST api/Reservations on chalets: one transaction that gives back the chalet's expired holds, prices the stay night
// by night (its closed and priced ranges, else Thursday and Friday at the weekend price: bookings/date-rules.ts), writes the pending reservation and inserts the stay with
// ON CONFLICT DO NOTHING: the exclusion constraint reservation_stays_chalet_nights_excl decides, so two bookings
// racing for overlapping nights cannot both hold the chalet. Taken: 409 CHALET_UNAVAILABLE, the reservation rolls back;
// a night the admin closed: 409 CHALET_CLOSED, nothing written. The reservation stores its amounts, so a price changed
// afterwards never changes it.
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import { chargedPrice, insertReservation, type Tx, type Booker } from "../../../bookings/core";
import { expireHolds } from "../../../bookings/expire";
import { CHALET_RULES, nightPrices, readDateRules } from "../../../bookings/date-rules";
import { stayTerms } from "../../../bookings/terms";
import { priceLines } from "../../../contracts/taxes";
import type { createChaletReservationRequest, StayReservationResponse } from "../../../contracts/stays";
import { getDb } from "../../../db/client";
import { chalets, cities, reservationStays } from "../../../db/schema";
import { badRequest, conflict, notFound, ProviderError } from "../../../http/errors";
import { stayOf } from "../../hotels/catalogue";
import { stayReservationById } from "../../hotels/reservations/read";

type Request = z.output<typeof createChaletReservationRequest>;

/** 400 STAY_TOO_SHORT: the message names the chalet's minimum; the error sits on the check-out field. */
export const stayTooShort = (minNights: number) => new ProviderError(400, "STAY_TOO_SHORT", { checkOut: "stayBelowMinimum" }, { count: minNights });

async function book(tx: Tx, booker: Booker, req: Request): Promise<string> {
  await expireHolds(tx, {
    within: tx
      .select({ id: reservationStays.reservationId })
      .from(reservationStays)
      .where(and(eq(reservationStays.chaletId, req.chaletId), isNull(reservationStays.releasedAt))),
  });
  const [found] = await tx
    .select({ ch: chalets, timezone: cities.timezone, country: cities.countryCode })
    .from(chalets)
    .innerJoin(cities, eq(cities.slug, chalets.city))
    .where(eq(chalets.id, req.chaletId))
    .limit(1)
    // Shared: an admin's edit or archive of this chalet waits for the booking, and a booking waits for an edit in
    // progress, then reads the chalet as it was left (archived, a new minimum, new prices).
    .for("share", { of: chalets });
  if (!found) throw notFound("CHALET_NOT_FOUND");
  const { ch } = found;
  if (ch.archivedAt !== null) throw conflict("CHALET_NOT_OFFERED");
  if (req.guests > ch.capacity) throw badRequest("TOO_MANY_GUESTS", { guests: "tooManyGuests" });

  const s = stayOf(req.checkIn, req.checkOut);
  // The chalet's minimum as it is now (the row is read in this transaction; an admin's edit waits for its lock or lands first).
  if (s.nights < ch.minNights) throw stayTooShort(ch.minNights);
  // The rules as they are now: an admin's write of them locks the chalet's row (share-locked here) first.
  const nights = nightPrices(ch, await readDateRules(tx, CHALET_RULES, ch.id, req.checkIn, req.checkOut), req.checkIn, req.checkOut);
  if (nights === null) throw conflict("CHALET_CLOSED");
  const base = nights.reduce((sum, price) => sum + price, 0);
  const reservationId = await insertReservation(tx, {
    kind: "chalet",
    booker,
    price: chargedPrice(priceLines(base, { kind: "chalet", country: found.country, roomNights: s.nights })),
    terms: stayTerms({
      ...ch,
      refundable: true,
      checkIn: req.checkIn,
      checkInTime: ch.checkInFrom,
      timezone: found.timezone,
      firstNightPrice: nights[0],
      kind: "chalet",
      country: found.country,
    }),
  });
  const [taken] = await tx
    .insert(reservationStays)
    .values({
      reservationId,
      kind: "chalet",
      chaletId: ch.id,
      checkIn: req.checkIn,
      checkOut: req.checkOut,
      guests: req.guests,
      weekendNights: s.weekendNights,
      nightlyPrice: ch.nightlyPrice,
      weekendPrice: ch.weekendPrice,
      securityDeposit: ch.securityDeposit,
      leadFullName: req.leadGuest.fullName,
      leadEmail: req.leadGuest.email,
      leadPhone: req.leadGuest.phone,
      specialRequests: req.specialRequests || null,
    })
    .onConflictDoNothing()
    .returning({ id: reservationStays.reservationId });
  if (!taken) throw conflict("CHALET_UNAVAILABLE");
  return reservationId;
}

export async function createChaletReservation(booker: Booker, req: Request): Promise<StayReservationResponse> {
  const db = await getDb();
  const id = await db.transaction((tx) => book(tx, booker, req));
  return stayReservationById(db, id);
}
