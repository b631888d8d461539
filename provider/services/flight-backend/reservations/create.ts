// POST api/Reservations: one transaction that releases expired holds, writes the pending reservation and
// takes its seats. Overselling is prevented by the UNIQUE (flight_id, seat_id) index of reservation_seats,
// not by reading first: every seat is taken with an INSERT … ON CONFLICT DO NOTHING, which waits for a
// concurrent booking of the same seat to commit or roll back and then either gets the seat or reports it.
import { and, asc, eq, notExists, sql } from "drizzle-orm";
import { insertReservation, sqlState, type Tx, type Booker } from "../../../bookings/core";
import { expireHolds } from "../../../bookings/expire";
import { flightTerms } from "../../../bookings/terms";
import type { ReservationResponse } from "../../../contracts/reservations";
import { getDb } from "../../../db/client";
import { uniqueViolation } from "../../../db/errors";
import { flights, planeSeats, reservationExtras, reservationFlights, reservationSeats, reservationTravelers } from "../../../db/schema";
import { conflict } from "../../../http/errors";
import { priceBooking, type BookingRequest, type PricedBooking } from "./pricing";
import { reservationById } from "./read";

/** Rounds of re-reading the free seats after losing races for them, before answering SOLD_OUT. */
const SEAT_ROUNDS = 8;
/** Extra candidates read per round, so losing one race rarely needs another round trip. */
const SEAT_SLACK = 4;
const TX_ATTEMPTS = 3;

export async function createReservation(booker: Booker, request: BookingRequest): Promise<ReservationResponse> {
  const db = await getDb();
  const priced = await priceBooking(db, request);
  for (let attempt = 1; ; attempt++) {
    try {
      const id = await db.transaction((tx) => book(tx, booker, priced));
      return await reservationById(db, id);
    } catch (error) {
      // A deadlock between two parties taking seats in different orders: the loser simply tries again.
      const state = sqlState(error);
      if ((state === "40P01" || state === "40001") && attempt < TX_ATTEMPTS) continue;
      const index = uniqueViolation(error);
      if (index === "reservation_seats_flight_seat_key") throw conflict("SEAT_TAKEN");
      throw error;
    }
  }
}

/** The core row (price lines, the cancellation terms of the chosen fare type) and the flight's detail row. */
async function insertFlightReservation(tx: Tx, booker: Booker, p: PricedBooking): Promise<string> {
  const { fare, tax, serviceFees, discount, extras, total } = p.breakdown;
  const reservationId = await insertReservation(tx, {
    kind: "flight",
    booker,
    price: { base: fare, tax, serviceFees, discount, extras, total },
    terms: flightTerms(p.flight.departureAt, p.refundable),
  });
  await tx.insert(reservationFlights).values({ reservationId, flightId: p.flight.id, fareClass: p.fareClass, ticketId: p.ticketId });
  return reservationId;
}

async function book(tx: Tx, booker: Booker, p: PricedBooking): Promise<string> {
  const flightId = p.flight.id;
  // The flight as it stands now, share-locked until the commit: an admin's edit or cancellation of it (which locks it
  // for update) waits for this booking and then sees it, and a cancellation that came first is seen here.
  const [current] = await tx.select({ status: flights.status, updatedAt: flights.updatedAt }).from(flights).where(eq(flights.id, flightId)).for("share");
  if (!current || current.status !== "scheduled") throw conflict("FLIGHT_CANCELLED");
  // Edited since it was priced a moment ago (a price, a fare type, the plane): the traveller reviews it and books again.
  if (current.updatedAt.getTime() !== p.flight.updatedAt.getTime()) throw conflict("FLIGHT_CHANGED");
  await expireHolds(tx, {
    within: tx.select({ id: reservationFlights.reservationId }).from(reservationFlights).where(eq(reservationFlights.flightId, flightId)),
  });
  const reservationId = await insertFlightReservation(tx, booker, p);

  // Chosen seats first, in id order so two parties lock them in the same order.
  const chosen = p.travelers.flatMap((t) => (t.seatId == null ? [] : [{ seatId: t.seatId, ordinal: t.ordinal }]));
  chosen.sort((a, b) => a.seatId - b.seatId);
  if (chosen.length > 0) {
    const taken = await tx
      .insert(reservationSeats)
      .values(chosen.map((c) => ({ reservationId, flightId, seatId: c.seatId })))
      .onConflictDoNothing()
      .returning({ seatId: reservationSeats.seatId });
    const got = new Set(taken.map((t) => t.seatId));
    const lost = chosen.filter((c) => !got.has(c.seatId));
    if (lost.length > 0) throw conflict("SEAT_TAKEN", Object.fromEntries(lost.map((c) => [`travelers.${c.ordinal}.seatId`, "seatTaken"])));
  }

  // Everyone else who needs a seat (not infants) gets a free one of the class, front rows first.
  const needing = p.travelers.filter((t) => t.seatId == null && t.type !== "infant");
  const assigned: number[] = [];
  for (let round = 0; assigned.length < needing.length && round < SEAT_ROUNDS; round++) {
    const candidates = await tx
      .select({ id: planeSeats.id })
      .from(planeSeats)
      .where(
        and(
          eq(planeSeats.planeId, p.flight.planeId),
          eq(planeSeats.class, p.fareClass),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(reservationSeats)
              .where(and(eq(reservationSeats.flightId, flightId), eq(reservationSeats.seatId, planeSeats.id))),
          ),
        ),
      )
      .orderBy(asc(planeSeats.row), asc(planeSeats.column))
      .limit(needing.length - assigned.length + SEAT_SLACK);
    if (candidates.length === 0) break;
    for (const candidate of candidates) {
      if (assigned.length === needing.length) break;
      const [got] = await tx
        .insert(reservationSeats)
        .values({ reservationId, flightId, seatId: candidate.id })
        .onConflictDoNothing()
        .returning({ seatId: reservationSeats.seatId });
      if (got) assigned.push(got.seatId);
    }
  }
  if (assigned.length < needing.length) throw conflict("SOLD_OUT");

  const autoSeat = new Map(needing.map((t, i) => [t.ordinal, assigned[i]!]));
  await tx.insert(reservationTravelers).values(
    p.travelers.map((t) => ({
      reservationId,
      ordinal: t.ordinal,
      gender: t.gender,
      fullName: t.fullName,
      email: t.email,
      phone: t.phone,
      passportNumber: t.passportNumber,
      dateOfBirth: t.dateOfBirth,
      type: t.type,
      seatId: t.seatId ?? autoSeat.get(t.ordinal) ?? null,
      seatChosen: t.seatId != null,
      luggage: t.luggage,
      price: t.price,
    })),
  );
  if (p.extras.length > 0) await tx.insert(reservationExtras).values(p.extras.map((e) => ({ reservationId, ...e })));
  return reservationId;
}
