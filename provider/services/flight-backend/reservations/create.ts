// POST api/Reservations: one transaction that releases expired holds, writes the pending reservation and
// takes its seats. Overselling is prevented by the UNIQUE (flight_id, seat_id) index of reservation_seats,
// not by reading first: every seat is taken with an INSERT … ON CONFLICT DO NOTHING, which waits for a
// concurrent booking of the same seat to commit or roll back and then either gets the seat or reports it.
import { and, asc, eq, inArray, notExists, sql } from "drizzle-orm";
import { insertReservation, sqlState, type Tx, type Booker } from "../../../bookings/core";
import { expireHolds } from "../../../bookings/expire";
import { flightFeePercent, flightTerms, roundTripTerms } from "../../../bookings/terms";
import type { ReservationResponse } from "../../../contracts/reservations";
import { getDb } from "../../../db/client";
import { uniqueViolation } from "../../../db/errors";
import {
  flights,
  planeSeats,
  reservationExtras,
  reservationFlightReturns,
  reservationFlights,
  reservationSeats,
  reservationTravelers,
} from "../../../db/schema";
import { conflict } from "../../../http/errors";
import { priceBooking, type BookingRequest, type PricedBooking, type PricedLeg } from "./pricing";
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

/**
 * The core row (price lines, the cancellation terms of the chosen fare types) and the flight's detail rows: the
 * outbound leg in reservation_flights, a round trip's return leg beside it.
 */
async function insertFlightReservation(tx: Tx, booker: Booker, p: PricedBooking): Promise<string> {
  const { fare, tax, serviceFees, discount, extras, total } = p.breakdown;
  const back = p.returnLeg;
  const legs = [p.outbound, ...(back ? [back] : [])];
  const reservationId = await insertReservation(tx, {
    kind: "flight",
    booker,
    price: { base: fare, tax, serviceFees, discount, extras, total },
    terms: back
      ? roundTripTerms(legs.map((l) => ({ departureAt: l.flight.departureAt, refundable: l.refundable, fare: l.fare })))
      : flightTerms(p.flight.departureAt, p.refundable),
  });
  await tx.insert(reservationFlights).values({ reservationId, flightId: p.flight.id, fareClass: p.fareClass, ticketId: p.ticketId });
  if (back) {
    await tx.insert(reservationFlightReturns).values({
      reservationId,
      flightId: back.flight.id,
      fareClass: p.fareClass,
      ticketId: back.ticketId,
      outboundFare: p.outbound.fare,
      outboundFeePercent: flightFeePercent(p.outbound.refundable),
      returnFare: back.fare,
      returnFeePercent: flightFeePercent(back.refundable),
    });
  }
  return reservationId;
}

/** Locks a leg's flight as it stands now and checks it is still the one priced a moment ago. */
async function lockFlight(tx: Tx, leg: PricedLeg): Promise<void> {
  // Share-locked until the commit: an admin's edit or cancellation of it (which locks it for update) waits for this
  // booking and then sees it, and a cancellation that came first is seen here.
  const [current] = await tx.select({ status: flights.status, updatedAt: flights.updatedAt }).from(flights).where(eq(flights.id, leg.flight.id)).for("share");
  if (!current || current.status !== "scheduled") throw conflict("FLIGHT_CANCELLED");
  // Edited since it was priced a moment ago (a price, a fare type, the plane): the traveller reviews it and books again.
  if (current.updatedAt.getTime() !== leg.flight.updatedAt.getTime()) throw conflict("FLIGHT_CHANGED");
}

/**
 * Takes one leg's seats: the chosen ones (a lost race is SEAT_TAKEN on that traveller's field), then a free seat of the
 * class for everyone else who needs one (SOLD_OUT when none is left). Answers each traveller's seat by ordinal.
 */
async function takeSeats(
  tx: Tx,
  reservationId: string,
  p: PricedBooking,
  leg: PricedLeg,
  seatOf: (t: PricedBooking["travelers"][number]) => number | null | undefined,
  field: "seatId" | "returnSeatId",
): Promise<Map<number, number>> {
  const flightId = leg.flight.id;
  const seats = new Map<number, number>();
  // Chosen seats first, in id order so two parties lock them in the same order.
  const chosen = p.travelers.flatMap((t) => {
    const seatId = seatOf(t);
    return seatId == null ? [] : [{ seatId, ordinal: t.ordinal }];
  });
  chosen.sort((a, b) => a.seatId - b.seatId);
  if (chosen.length > 0) {
    const taken = await tx
      .insert(reservationSeats)
      .values(chosen.map((c) => ({ reservationId, flightId, seatId: c.seatId })))
      .onConflictDoNothing()
      .returning({ seatId: reservationSeats.seatId });
    const got = new Set(taken.map((t) => t.seatId));
    const lost = chosen.filter((c) => !got.has(c.seatId));
    if (lost.length > 0) throw conflict("SEAT_TAKEN", Object.fromEntries(lost.map((c) => [`travelers.${c.ordinal}.${field}`, "seatTaken"])));
    for (const c of chosen) seats.set(c.ordinal, c.seatId);
  }

  // Everyone else who needs a seat (not infants) gets a free one of the class, front rows first.
  const needing = p.travelers.filter((t) => seatOf(t) == null && t.type !== "infant");
  const assigned: number[] = [];
  for (let round = 0; assigned.length < needing.length && round < SEAT_ROUNDS; round++) {
    const candidates = await tx
      .select({ id: planeSeats.id })
      .from(planeSeats)
      .where(
        and(
          eq(planeSeats.planeId, leg.flight.planeId),
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
  needing.forEach((t, i) => seats.set(t.ordinal, assigned[i]!));
  return seats;
}

async function book(tx: Tx, booker: Booker, p: PricedBooking): Promise<string> {
  const back = p.returnLeg;
  // Both legs in id order, so two round trips over the same flights lock them in the same order.
  const legs = [p.outbound, ...(back ? [back] : [])].sort((a, b) => (a.flight.id < b.flight.id ? -1 : 1));
  for (const leg of legs) await lockFlight(tx, leg);
  const legIds = legs.map((l) => l.flight.id);
  await expireHolds(tx, {
    within: back
      ? tx.select({ id: reservationSeats.reservationId }).from(reservationSeats).where(inArray(reservationSeats.flightId, legIds))
      : tx.select({ id: reservationFlights.reservationId }).from(reservationFlights).where(eq(reservationFlights.flightId, p.flight.id)),
  });
  const reservationId = await insertFlightReservation(tx, booker, p);

  // One transaction for both legs: a seat lost on either leg rolls the whole booking back.
  const outSeats = await takeSeats(tx, reservationId, p, p.outbound, (t) => t.seatId, "seatId");
  const backSeats = back ? await takeSeats(tx, reservationId, p, back, (t) => t.returnSeatId, "returnSeatId") : null;

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
      seatId: outSeats.get(t.ordinal) ?? null,
      seatChosen: t.seatId != null,
      returnSeatId: backSeats?.get(t.ordinal) ?? null,
      returnSeatChosen: backSeats !== null && t.returnSeatId != null,
      luggage: t.luggage,
      price: t.price,
    })),
  );
  if (p.extras.length > 0) await tx.insert(reservationExtras).values(p.extras.map((e) => ({ reservationId, ...e })));
  return reservationId;
}
