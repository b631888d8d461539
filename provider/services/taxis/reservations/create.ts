// POST api/Reservations on taxis: one transaction that gives back the expired holds on the transfer, writes the
// pending reservation and then tries the slot's vehicles 1..N with INSERT … ON CONFLICT DO NOTHING, N being the slot's
// vehicles: the admin's override holding the slot (taxi_transfer_slots; 0 closes it: 409 TRANSFER_SLOT_CLOSED), else
// vehicles_per_slot. An override is written under the transfer's row lock, which this booking shares, so N cannot
// change while the booking is made. An archived transfer is not sold (409 TRANSFER_ARCHIVED).
// The partial unique index reservation_taxis_slot_vehicle_key decides: a concurrent booking of the same vehicle
// waits for the first to commit and then moves on, so a slot is never sold past its vehicles. None left: 409
// TRANSFER_SOLD_OUT, and the reservation rolls back.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { chargedPrice, insertReservation, type Tx, type Booker } from "../../../bookings/core";
import { expireHolds } from "../../../bookings/expire";
import { taxiTerms } from "../../../bookings/terms";
import { priceLines } from "../../../contracts/taxes";
import type { createTaxiReservationRequest, TaxiReservationResponse } from "../../../contracts/taxis";
import { getDb } from "../../../db/client";
import { airports, reservationTaxis, taxiTransfers } from "../../../db/schema";
import { badRequest, conflict, notFound } from "../../../http/errors";
import { rowsOf } from "../../search-flight/rows";
import { pickupAt, slotOf } from "../catalogue";
import { slotVehiclesSql } from "../search-sql";
import { taxiReservationById } from "./read";

type Request = z.output<typeof createTaxiReservationRequest>;

async function book(tx: Tx, booker: Booker, req: Request): Promise<string> {
  const [found] = await tx
    .select({ t: taxiTransfers, code: airports.code, country: airports.countryCode })
    .from(taxiTransfers)
    .innerJoin(airports, eq(airports.id, taxiTransfers.airportId))
    .where(eq(taxiTransfers.id, req.transferId))
    .limit(1)
    // Shared with other bookings, exclusive of an admin's edit (which locks the row first): a booking is priced and
    // given a vehicle by one version of the transfer, and an edit lowering the vehicles per slot sees every booking
    // made before it (admin-transfers.ts).
    .for("share", { of: taxiTransfers });
  if (!found) throw notFound("TRANSFER_NOT_FOUND");
  const { t } = found;
  if (t.archivedAt) throw conflict("TRANSFER_ARCHIVED");
  if (req.passengers > t.maxPassengers) throw badRequest("VALIDATION", { passengers: "passengersExceedVehicle" });
  if (req.bags > t.maxBags) throw badRequest("VALIDATION", { bags: "bagsExceedVehicle" });
  if (req.childSeats > t.childSeats) throw badRequest("VALIDATION", { childSeats: "childSeatsRange" });
  const { pickupMs } = await pickupAt(tx, found.code, req.date, req.time);
  const slotStart = slotOf(pickupMs);
  const [slot] = rowsOf<{ vehicles: number }>(
    await tx.execute(sql`select ${slotVehiclesSql(slotStart)} as vehicles from taxi_transfers t join airports a on a.id = t.airport_id where t.id = ${t.id}`),
  );
  const vehicles = Number(slot?.vehicles ?? t.vehiclesPerSlot);
  if (vehicles === 0) throw conflict("TRANSFER_SLOT_CLOSED", { time: "transferSlotClosed" });
  await expireHolds(tx, {
    within: tx
      .select({ id: reservationTaxis.reservationId })
      .from(reservationTaxis)
      .where(and(eq(reservationTaxis.transferId, t.id), eq(reservationTaxis.slotStart, slotStart), isNull(reservationTaxis.releasedAt))),
  });
  const reservationId = await insertReservation(tx, {
    kind: "taxi",
    booker,
    price: chargedPrice(priceLines(t.price, { kind: "taxi", country: found.country })),
    terms: taxiTerms(pickupMs),
  });
  for (let vehicle = 1; vehicle <= vehicles; vehicle++) {
    const [taken] = await tx
      .insert(reservationTaxis)
      .values({
        reservationId,
        transferId: t.id,
        pickupAt: new Date(pickupMs),
        slotStart,
        vehicleNumber: vehicle,
        passengers: req.passengers,
        bags: req.bags,
        childSeats: req.childSeats,
        flightNumber: req.flightNumber ?? null,
        unitPrice: t.price,
        leadFullName: req.leadPassenger.fullName,
        leadEmail: req.leadPassenger.email,
        leadPhone: req.leadPassenger.phone,
      })
      .onConflictDoNothing()
      .returning({ id: reservationTaxis.reservationId });
    if (taken) return reservationId;
  }
  throw conflict("TRANSFER_SOLD_OUT");
}

export async function createTaxiReservation(booker: Booker, req: Request): Promise<TaxiReservationResponse> {
  const db = await getDb();
  const id = await db.transaction((tx) => book(tx, booker, req));
  return taxiReservationById(db, id);
}
