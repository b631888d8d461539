// POST api/Reservations on hotels: one transaction that gives back the expired holds on the room type, prices the
// stay, writes the pending reservation and then tries the room type's units one by one with INSERT … ON CONFLICT DO
// NOTHING. The exclusion constraint reservation_stays_room_nights_excl decides: a concurrent booking of the same
// unit waits for the first to commit and then finds the nights taken, so a unit is never sold twice for a night,
// and nothing is read first and decided in JavaScript. No unit left: 409 ROOM_SOLD_OUT, the reservation rolls back.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { chargedPrice, insertReservation, type Tx, type Booker } from "../../../bookings/core";
import { expireHolds } from "../../../bookings/expire";
import { nightPrices, readDateRules, ROOM_RULES } from "../../../bookings/date-rules";
import { stayTerms } from "../../../bookings/terms";
import { priceLines } from "../../../contracts/taxes";
import type { createHotelReservationRequest, StayReservationResponse } from "../../../contracts/stays";
import { getDb } from "../../../db/client";
import { cities, hotelRoomTypes, hotelRoomUnits, hotels, reservationStays } from "../../../db/schema";
import { badRequest, conflict, notFound } from "../../../http/errors";
import { stayOf } from "../catalogue";
import { stayReservationById } from "./read";

type Request = z.output<typeof createHotelReservationRequest>;

async function book(tx: Tx, booker: Booker, req: Request): Promise<string> {
  await expireHolds(tx, {
    within: tx
      .select({ id: reservationStays.reservationId })
      .from(reservationStays)
      .where(and(eq(reservationStays.roomTypeId, req.roomTypeId), isNull(reservationStays.releasedAt))),
  });
  const [room] = await tx
    .select({ rt: hotelRoomTypes, checkInTime: hotels.checkInTime, timezone: cities.timezone, country: cities.countryCode, hotelArchivedAt: hotels.archivedAt })
    .from(hotelRoomTypes)
    .innerJoin(hotels, eq(hotels.id, hotelRoomTypes.hotelId))
    .innerJoin(cities, eq(cities.slug, hotels.city))
    .where(eq(hotelRoomTypes.id, req.roomTypeId))
    .limit(1)
    // Shared: an admin's edit of this room type's prices or dates, or an archive of it or of its hotel, waits for the
    // booking and applies to the next; a booking waits for an edit or archive in progress, then reads what it left.
    .for("share", { of: [hotelRoomTypes, hotels] });
  // An archived hotel or room type is off sale: unknown to the traveller, as in the search.
  if (!room || room.rt.archivedAt || room.hotelArchivedAt) throw notFound("ROOM_NOT_FOUND");
  const { rt } = room;
  if (req.guests > rt.capacity) throw badRequest("TOO_MANY_GUESTS", { guests: "tooManyGuests" });

  const s = stayOf(req.checkIn, req.checkOut);
  const weekendPrice = rt.weekendPrice ?? rt.nightlyPrice;
  const rules = await readDateRules(tx, ROOM_RULES, rt.id, req.checkIn, req.checkOut);
  const nights = nightPrices(rt, rules, req.checkIn, req.checkOut);
  // A closed night: no room of this type is sold for the stay, as the search and the details say.
  if (nights === null) throw conflict("ROOM_SOLD_OUT");
  const base = nights.reduce((sum, price) => sum + price, 0);
  const reservationId = await insertReservation(tx, {
    kind: "hotel",
    booker,
    price: chargedPrice(priceLines(base, { kind: "hotel", country: room.country, roomNights: s.nights })),
    terms: stayTerms({
      ...rt,
      checkIn: req.checkIn,
      checkInTime: room.checkInTime,
      timezone: room.timezone,
      weekendPrice,
      firstNightPrice: nights[0],
      kind: "hotel",
      country: room.country,
    }),
  });

  // Units that look free first (a hint only: the constraint decides), so a busy type rarely waits on a taken one.
  const units = await tx
    .select({ id: hotelRoomUnits.id })
    .from(hotelRoomUnits)
    .where(eq(hotelRoomUnits.roomTypeId, rt.id))
    .orderBy(
      sql`exists (select 1 from reservation_stays s where s.room_unit_id = ${hotelRoomUnits.id} and s.released_at is null
        and s.nights && daterange(${req.checkIn}::date, ${req.checkOut}::date, '[)'))`,
      hotelRoomUnits.id,
    );
  for (const unit of units) {
    const [taken] = await tx
      .insert(reservationStays)
      .values({
        reservationId,
        kind: "hotel",
        hotelId: rt.hotelId,
        roomTypeId: rt.id,
        roomUnitId: unit.id,
        checkIn: req.checkIn,
        checkOut: req.checkOut,
        guests: req.guests,
        weekendNights: s.weekendNights,
        nightlyPrice: rt.nightlyPrice,
        weekendPrice,
        leadFullName: req.leadGuest.fullName,
        leadEmail: req.leadGuest.email,
        leadPhone: req.leadGuest.phone,
        specialRequests: req.specialRequests || null,
      })
      .onConflictDoNothing()
      .returning({ id: reservationStays.reservationId });
    if (taken) return reservationId;
  }
  throw conflict("ROOM_SOLD_OUT");
}

export async function createHotelReservation(booker: Booker, req: Request): Promise<StayReservationResponse> {
  const db = await getDb();
  const id = await db.transaction((tx) => book(tx, booker, req));
  return stayReservationById(db, id);
}
