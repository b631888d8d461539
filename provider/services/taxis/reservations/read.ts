// Taxi reservation rows → taxiReservationResponse, in two batched queries whatever the number of rows.
import { and, eq, inArray } from "drizzle-orm";
import { taxLinesOf, type Executor, type ReservationRow } from "../../../bookings/core";
import { coreSettlement, coreState } from "../../../bookings/core-answer";
import { localParts } from "../../../contracts/local-time";
import type { TaxiReservationResponse } from "../../../contracts/taxis";
import { airports, payments, reservations, reservationTaxis, taxiSuppliers, taxiTransfers } from "../../../db/schema";

export async function toTaxiResponses(db: Executor, rows: ReservationRow[]): Promise<TaxiReservationResponse[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [details, paid] = await Promise.all([
    db
      .select({ d: reservationTaxis, t: taxiTransfers, a: airports, s: taxiSuppliers })
      .from(reservationTaxis)
      .innerJoin(taxiTransfers, eq(taxiTransfers.id, reservationTaxis.transferId))
      .innerJoin(airports, eq(airports.id, taxiTransfers.airportId))
      .leftJoin(taxiSuppliers, eq(taxiSuppliers.id, taxiTransfers.supplierId))
      .where(inArray(reservationTaxis.reservationId, ids)),
    db
      .select()
      .from(payments)
      .where(and(inArray(payments.reservationId, ids), eq(payments.status, "succeeded"))),
  ]);
  const detailOf = new Map(details.map((x) => [x.d.reservationId, x]));
  const paymentOf = new Map(paid.map((p) => [p.reservationId, p]));
  return rows.map((r) => {
    const found = detailOf.get(r.id);
    if (!found) throw new Error(`reservation ${r.id} lost its transfer`);
    const { d, t, a, s } = found;
    const payment = paymentOf.get(r.id);
    return {
      kind: "taxi" as const,
      ...coreState(r),
      transfer: {
        id: t.id,
        airport: { code: a.code, name: { ar: a.nameAr, en: a.nameEn }, timezone: a.timezone },
        area: { ar: t.areaAr, en: t.areaEn },
        vehicleClass: t.vehicleClass,
        passengerGroup: t.passengerGroup,
        vehicle: { ar: t.vehicleAr, en: t.vehicleEn },
        photo: t.photo,
        freeWaitingMinutes: t.freeWaitingMinutes,
        meetAndGreet: t.meetAndGreet,
        durationMinutes: t.durationMinutes,
        meetingPoint: meetingPointOf(a),
        supplier: supplierOf(s, r.status === "confirmed"),
      },
      pickupAt: d.pickupAt.toISOString(),
      pickupLocal: localParts(d.pickupAt, a.timezone),
      passengers: d.passengers,
      bags: d.bags,
      childSeats: d.childSeats,
      flightNumber: d.flightNumber,
      leadPassenger: { fullName: d.leadFullName, email: d.leadEmail, phone: d.leadPhone },
      breakdown: { base: r.base, serviceFee: r.serviceFees, tax: r.tax, taxes: taxLinesOf(r), total: r.total, currency: "SAR" as const },
      ...coreSettlement(r, payment),
    };
  });
}

type AirportRow = typeof airports.$inferSelect;
type SupplierRow = typeof taxiSuppliers.$inferSelect;

/** The airport's meeting point, either language standing in for a blank other; null when neither is written. */
export function meetingPointOf(a: Pick<AirportRow, "meetingPointAr" | "meetingPointEn">): TaxiReservationResponse["transfer"]["meetingPoint"] {
  const ar = a.meetingPointAr?.trim() || null;
  const en = a.meetingPointEn?.trim() || null;
  if (!ar && !en) return null;
  return { ar: ar ?? en!, en: en ?? ar! };
}

/** The supplier's names, and its contact only on a confirmed booking (an unpaid hold is not the driver's yet). */
export function supplierOf(s: SupplierRow | null, confirmed: boolean): TaxiReservationResponse["transfer"]["supplier"] {
  if (!s) return null;
  return {
    name: { ar: s.nameAr, en: s.nameEn },
    contact: confirmed ? { phone: s.phone, whatsapp: s.whatsapp, email: s.email } : null,
  };
}

export async function taxiReservationById(db: Executor, id: string): Promise<TaxiReservationResponse> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  if (!row) throw new Error(`reservation ${id} vanished`);
  const [response] = await toTaxiResponses(db, [row]);
  return response!;
}
