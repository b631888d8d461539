// What each kind gives back when a reservation stops holding its inventory (hold expired, cancelled). Taking
// inventory is part of each kind's create step; giving it back is here so that expiry and cancellation, which
// the core runs for every kind, return it exactly once.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { offers, reservationOffers, reservationSeats, reservationStays, reservationTaxis } from "../db/schema";
import type { BookingKind, Tx } from "./core";

type Release = (tx: Tx, reservationIds: string[]) => Promise<void>;

/** Flights: the held seats are rows of reservation_seats; deleting them puts the seats back on sale. */
const releaseSeats: Release = async (tx, ids) => {
  await tx.delete(reservationSeats).where(inArray(reservationSeats.reservationId, ids));
};

/**
 * Offers: places go back to offers.availability. Marking the detail row released is conditional on it not being
 * released yet, so a second expiry, a cancellation after an expiry or a retried call gives nothing back twice.
 * Offers are updated in id order so two transactions lock them in the same order.
 */
const releasePlaces: Release = async (tx, ids) => {
  const released = await tx
    .update(reservationOffers)
    .set({ placesReleasedAt: sql`now()` })
    .where(and(inArray(reservationOffers.reservationId, ids), isNull(reservationOffers.placesReleasedAt)))
    .returning({ offerId: reservationOffers.offerId, travelerCount: reservationOffers.travelerCount });
  const perOffer = new Map<number, number>();
  for (const r of released) perOffer.set(r.offerId, (perOffer.get(r.offerId) ?? 0) + r.travelerCount);
  for (const [offerId, places] of [...perOffer].sort(([a], [b]) => a - b)) {
    await tx
      .update(offers)
      .set({ availability: sql`${offers.availability} + ${places}` })
      .where(eq(offers.id, offerId));
  }
};

/**
 * Stays: the nights go back on sale by leaving the exclusion constraints' WHERE (released_at set); the row stays
 * for the voucher and the history. Conditional on not being released yet, like the offers' places.
 */
const releaseNights: Release = async (tx, ids) => {
  await tx
    .update(reservationStays)
    .set({ releasedAt: sql`now()` })
    .where(and(inArray(reservationStays.reservationId, ids), isNull(reservationStays.releasedAt)));
};

/** Transfers: the vehicle of the slot leaves the partial unique index and can be booked again. */
const releaseVehicles: Release = async (tx, ids) => {
  await tx
    .update(reservationTaxis)
    .set({ releasedAt: sql`now()` })
    .where(and(inArray(reservationTaxis.reservationId, ids), isNull(reservationTaxis.releasedAt)));
};

const releaseByKind: Record<BookingKind, Release> = {
  flight: releaseSeats,
  offer: releasePlaces,
  hotel: releaseNights,
  chalet: releaseNights,
  taxi: releaseVehicles,
};

/** Gives back the inventory of reservations that no longer hold it, kind by kind. */
export async function releaseInventory(tx: Tx, rows: { id: string; kind: string }[]): Promise<void> {
  const kinds = [...new Set(rows.map((r) => r.kind))].sort();
  for (const kind of kinds) {
    const release = releaseByKind[kind as BookingKind];
    if (!release) throw new Error(`no inventory policy for reservations of kind ${kind}`);
    await release(
      tx,
      rows.filter((r) => r.kind === kind).map((r) => r.id),
    );
  }
}
