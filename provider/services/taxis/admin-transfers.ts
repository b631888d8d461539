// Admin: airport transfers (issue 24 point 3) on the existing model, one row per airport, zone and vehicle class:
// the zone's names, the vehicle (seats, bags, child seats, photo), the price of that zone in that class and the
// vehicles of each 30-minute pickup slot. A price applies to the next search and booking; a booking keeps the price it
// was made at (reservation_taxis.unit_price and the reservation's lines). A transfer bookings use is never deleted
// (409 with their count: it is archived instead, admin-transfer-slots.ts) nor moved to another airport, zone or class,
// and its vehicles per slot (or an override's, admin-transfer-slots.ts) never drop below a vehicle a standing booking
// holds, so a slot cannot end up sold past its vehicles.
import { sql } from "drizzle-orm";
import { registerCatalogueCrud } from "../../admin/crud";
import {
  adminTransfer,
  passengerGroupOf,
  slotCovers,
  transferListQuery,
  transferRequest,
  type AdminTransfer,
  type TransferRequest,
} from "../../contracts/admin-transfers";
import { hasTaxRules } from "../../contracts/taxes";
import type { Db } from "../../db/client";
import { taxiTransfers } from "../../db/schema";
import { badRequest, conflict, ProviderError } from "../../http/errors";
import type { Service } from "../../http/service";
import { rowsOf } from "../search-flight/rows";

type Reader = Pick<Db, "execute">;

const BOOKING_COUNT = sql`(select count(*)::int from reservation_taxis x where x.transfer_id = t.id)`;
/** Whether it is off sale, and its vehicle overrides (admin-transfer-slots.ts), earliest first. */
const EXTRA_COLUMNS = sql`t.archived_at is not null as archived, (select coalesce(json_agg(json_build_object('id', s.id, 'fromDate', s.from_date,
    'toDate', s.to_date, 'fromTime', s.from_time, 'toTime', s.to_time, 'vehicles', s.vehicles) order by s.from_date, s.from_time, s.id), '[]'::json)
    from taxi_transfer_slots s where s.transfer_id = t.id) as slots`;
/** One transfer as the admin reads it (adminTransfer), from TRANSFER_FROM. */
export const TRANSFER_COLUMNS = sql`t.id, a.code as "airportCode", t.area, t.area_ar as "areaAr", t.area_en as "areaEn", t.vehicle_class::text as "vehicleClass",
      t.passenger_group::text as "passengerGroup", t.vehicle_ar as "vehicleAr", t.vehicle_en as "vehicleEn", t.photo,
      t.max_passengers as "maxPassengers", t.max_bags as "maxBags", t.child_seats as "childSeats", t.price, t.distance_km as "distanceKm",
      t.duration_minutes as "durationMinutes", t.free_waiting_minutes as "freeWaitingMinutes", t.meet_and_greet as "meetAndGreet",
      t.vehicles_per_slot as "vehiclesPerSlot", ${BOOKING_COUNT} as "bookingCount", ${EXTRA_COLUMNS}`;
export const TRANSFER_FROM = sql`taxi_transfers t join airports a on a.id = t.airport_id`;

/**
 * The airport's id, or 400 on the field when no airport of the catalogue has the code, or when its country has no tax
 * rules (COUNTRY_TAXES): a transfer there could not be priced, and every search listing it would fail.
 */
async function airportIdOf(tx: Reader, code: string): Promise<number> {
  const [row] = rowsOf<{ id: number; country: string }>(await tx.execute(sql`select id, country_code as country from airports where code = ${code}`));
  if (!row) throw badRequest("VALIDATION", { airportCode: "airportNotInCatalogue" });
  if (!hasTaxRules(row.country)) throw badRequest("VALIDATION", { airportCode: "airportNoTaxRules" });
  return row.id;
}

async function toRow(tx: Reader, body: TransferRequest, creating: boolean): Promise<Record<string, unknown>> {
  const { airportCode, ...fields } = body;
  const airportId = await airportIdOf(tx, airportCode);
  const row: Record<string, unknown> = { ...fields, airportId, passengerGroup: passengerGroupOf(body.maxPassengers) };
  // A new transfer is driven by the company that drives the airport's others (the seed gives each city one), so its
  // voucher names whom to call; an edit keeps the supplier it has.
  if (creating)
    row.supplierId = sql`(select supplier_id from taxi_transfers where airport_id = ${airportId} and supplier_id is not null
      group by supplier_id order by count(*) desc, supplier_id limit 1)`;
  return row;
}

/** Standing bookings of slots not yet over: each one's vehicle and its slot's local date and time at the airport. */
export async function heldSlots(tx: Reader, transferId: number): Promise<{ date: string; time: string; vehicle: number }[]> {
  return rowsOf<{ date: string; time: string; vehicle: number }>(
    await tx.execute(sql`select to_char(x.slot_start at time zone a.timezone, 'YYYY-MM-DD') as date, to_char(x.slot_start at time zone a.timezone, 'HH24:MI') as time,
        x.vehicle_number as vehicle
      from reservation_taxis x join reservations r on r.id = x.reservation_id join taxi_transfers t on t.id = x.transfer_id join airports a on a.id = t.airport_id
      where x.transfer_id = ${transferId} and x.released_at is null and x.slot_start > now() - interval '30 minutes'
        and (r.status = 'confirmed' or (r.status = 'pending' and r.hold_expires_at > now()))`),
  );
}

/** The highest vehicle number a standing booking holds in the slots `counts` keeps (0 when none). */
export async function highestVehicleHeld(tx: Reader, transferId: number, counts: (slot: { date: string; time: string }) => boolean): Promise<number> {
  return Math.max(0, ...(await heldSlots(tx, transferId)).filter(counts).map((h) => Number(h.vehicle)));
}

async function checkEdit(tx: Reader, before: AdminTransfer, body: TransferRequest): Promise<void> {
  if (before.bookingCount > 0) {
    const moved = (["airportCode", "area", "vehicleClass"] as const).filter((field) => before[field] !== body[field]);
    if (moved.length) throw conflict("TRANSFER_ROUTE_IN_USE", Object.fromEntries(moved.map((field) => [field, "transferRouteInUse"])));
  }
  // Slots an override holds keep its vehicles, whatever the vehicles per slot become.
  const byDefault = (h: { date: string; time: string }) => !before.slots.some((slot) => slotCovers(slot, h.date, h.time));
  if (body.vehiclesPerSlot < before.vehiclesPerSlot && body.vehiclesPerSlot < (await highestVehicleHeld(tx, before.id, byDefault)))
    throw conflict("VEHICLES_BELOW_BOOKED", { vehiclesPerSlot: "vehiclesBelowBooked" });
}

export function registerAdminTransferRoutes(svc: Service): void {
  registerCatalogueCrud(svc, {
    entity: "transfer",
    path: "api/Admin/Transfers",
    names: ["airport transfers (airport, zone and vehicle class, with its price and vehicles per 30-minute pickup slot)", "transfer"],
    table: taxiTransfers,
    columns: TRANSFER_COLUMNS,
    from: TRANSFER_FROM,
    idColumn: sql`t.id`,
    search: (p) =>
      sql`a.code ilike ${p} or a.name_ar ilike ${p} or a.name_en ilike ${p} or t.area ilike ${p} or t.area_ar ilike ${p} or t.area_en ilike ${p}
        or t.vehicle_class::text ilike ${p} or t.vehicle_ar ilike ${p} or t.vehicle_en ilike ${p}`,
    orderBy: (locale) => {
      const l = sql.raw(locale === "en" ? "en" : "ar");
      return {
        airport: sql`a.code`,
        area: sql`t.area_${l}`,
        vehicle: sql`t.vehicle_class`,
        price: sql`t.price`,
        vehicles: sql`t.vehicles_per_slot`,
        bookings: BOOKING_COUNT,
      };
    },
    listQuery: transferListQuery,
    item: adminTransfer,
    request: transferRequest,
    clashes: { taxi_transfers_route_vehicle_key: () => conflict("TRANSFER_EXISTS", { vehicleClass: "transferExists" }) },
    checkEdit,
    toRow,
    inUse: {
      count: (item) => item.bookingCount,
      error: (count) => new ProviderError(409, "TRANSFER_HAS_BOOKINGS", undefined, { count }),
      what: "booking",
      code: "TRANSFER_HAS_BOOKINGS",
    },
  });
}
