// Hotel and chalet reservation rows → stayReservationResponse (both languages: the voucher prints either), in a few
// batched queries whatever the number of rows. Chalets' service and the All Reservations list use it too.
import { and, eq, inArray, sql } from "drizzle-orm";
import { taxLinesOf, type Executor, type ReservationRow } from "../../../bookings/core";
import { coreSettlement, coreState } from "../../../bookings/core-answer";
import type { StayReservationResponse } from "../../../contracts/stays";
import { chalets, cities, hotelRoomTypes, hotelRoomUnits, hotels, payments, reservations, reservationStays } from "../../../db/schema";

export async function toStayResponses(db: Executor, rows: ReservationRow[]): Promise<StayReservationResponse[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [stays, paid] = await Promise.all([
    db
      .select({ s: reservationStays, h: hotels, rt: hotelRoomTypes, unit: hotelRoomUnits.number, ch: chalets, city: cities })
      .from(reservationStays)
      .leftJoin(hotels, eq(hotels.id, reservationStays.hotelId))
      .leftJoin(hotelRoomTypes, eq(hotelRoomTypes.id, reservationStays.roomTypeId))
      .leftJoin(hotelRoomUnits, eq(hotelRoomUnits.id, reservationStays.roomUnitId))
      .leftJoin(chalets, eq(chalets.id, reservationStays.chaletId))
      .innerJoin(cities, sql`${cities.slug} = coalesce(${hotels.city}, ${chalets.city})`)
      .where(inArray(reservationStays.reservationId, ids)),
    db
      .select()
      .from(payments)
      .where(and(inArray(payments.reservationId, ids), eq(payments.status, "succeeded"))),
  ]);
  const stayOf = new Map(stays.map((d) => [d.s.reservationId, d]));
  const paymentOf = new Map(paid.map((p) => [p.reservationId, p]));
  return rows.map((r) => {
    const found = stayOf.get(r.id);
    if (!found) throw new Error(`reservation ${r.id} lost its stay`);
    const { s, h, rt, unit, ch, city } = found;
    const payment = paymentOf.get(r.id);
    const place = h ?? ch;
    if (!place) throw new Error(`stay ${r.id} has neither hotel nor chalet`);
    const address = h ? { ar: h.addressAr, en: h.addressEn } : { ar: `${ch!.districtAr}، ${city.nameAr}`, en: `${ch!.districtEn}, ${city.nameEn}` };
    return {
      kind: s.kind as "hotel" | "chalet",
      ...coreState(r),
      stay: {
        propertyId: place.id,
        name: { ar: place.nameAr, en: place.nameEn },
        city: { ar: city.nameAr, en: city.nameEn },
        address,
        photo: place.photos[0] ?? null,
        room: h && rt && unit ? { roomTypeId: rt.id, name: { ar: rt.nameAr, en: rt.nameEn }, board: rt.board, bedType: rt.bedType, number: unit } : null,
        checkIn: s.checkIn,
        checkOut: s.checkOut,
        checkInTime: h ? h.checkInTime : ch!.checkInFrom,
        checkOutTime: h ? h.checkOutTime : ch!.checkOutUntil,
        timeZone: city.timezone,
        guests: s.guests,
        rules: ch
          ? {
              familiesOnly: ch.familiesOnly,
              noParties: ch.noParties,
              quietHours: ch.quietHoursFrom && ch.quietHoursTo ? { from: ch.quietHoursFrom, to: ch.quietHoursTo } : null,
              securityDeposit: s.securityDeposit ?? ch.securityDeposit,
              checkIn: { from: ch.checkInFrom, until: ch.checkInUntil },
              checkOut: { from: ch.checkOutFrom, until: ch.checkOutUntil },
            }
          : null,
      },
      leadGuest: { fullName: s.leadFullName, email: s.leadEmail, phone: s.leadPhone },
      specialRequests: s.specialRequests,
      breakdown: {
        nights: countNightsOf(s.checkIn, s.checkOut),
        weekendNights: s.weekendNights,
        nightlyPrice: s.nightlyPrice,
        weekendPrice: s.weekendPrice,
        base: r.base,
        serviceFee: r.serviceFees,
        tax: r.tax,
        taxes: taxLinesOf(r),
        total: r.total,
        securityDeposit: s.securityDeposit,
        currency: "SAR" as const,
      },
      ...coreSettlement(r, payment),
    };
  });
}

const countNightsOf = (checkIn: string, checkOut: string) => Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);

export async function stayReservationById(db: Executor, id: string): Promise<StayReservationResponse> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  if (!row) throw new Error(`reservation ${id} vanished`);
  const [response] = await toStayResponses(db, [row]);
  return response!;
}
