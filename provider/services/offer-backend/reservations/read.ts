// Offer reservation rows → offerReservationResponse, in a few batched queries whatever the number of rows.
import { and, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor, ReservationRow } from "../../../bookings/core";
import { coreSettlement, coreState } from "../../../bookings/core-answer";
import type { OfferReservationResponse } from "../../../contracts/offer-reservations";
import { airports, offers, payments, reservationOffers, reservations } from "../../../db/schema";

const originAirport = alias(airports, "origin_airport");
const destinationAirport = alias(airports, "destination_airport");
const cityOf = (airport: { cityAr: string; cityEn: string } | null) => (airport ? { ar: airport.cityAr, en: airport.cityEn } : null);

/** The trip's last day: a stay's check-out (travelDate + nights), else its one travel day. */
function tripEnd(travelDate: string, nights: number | null): string {
  const day = new Date(`${travelDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + (nights ?? 0));
  return day.toISOString().slice(0, 10);
}

export async function toOfferResponses(db: Executor, rows: ReservationRow[]): Promise<OfferReservationResponse[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [details, paid] = await Promise.all([
    db
      .select({
        detail: reservationOffers,
        offer: offers,
        from: { cityAr: originAirport.cityAr, cityEn: originAirport.cityEn },
        to: { cityAr: destinationAirport.cityAr, cityEn: destinationAirport.cityEn },
      })
      .from(reservationOffers)
      .innerJoin(offers, eq(offers.id, reservationOffers.offerId))
      .leftJoin(originAirport, eq(originAirport.code, offers.origin))
      .leftJoin(destinationAirport, eq(destinationAirport.code, offers.destination))
      .where(inArray(reservationOffers.reservationId, ids)),
    db
      .select()
      .from(payments)
      .where(and(inArray(payments.reservationId, ids), eq(payments.status, "succeeded"))),
  ]);
  const detailOf = new Map(details.map((d) => [d.detail.reservationId, d]));
  const paymentOf = new Map(paid.map((p) => [p.reservationId, p]));
  return rows.map((r) => {
    const found = detailOf.get(r.id);
    if (!found) throw new Error(`reservation ${r.id} lost its offer`);
    const { detail: d, offer: o, from, to } = found;
    return {
      kind: "offer" as const,
      ...coreState(r),
      ...coreSettlement(r, paymentOf.get(r.id)),
      offer: {
        id: o.id,
        title: { ar: o.titleAr, en: o.titleEn },
        type: o.type,
        origin: o.origin,
        destination: o.destination,
        originCity: cityOf(from),
        destinationCity: cityOf(to),
        startDate: o.startDate,
        endDate: o.endDate,
        image: o.image,
        providerName: { ar: o.providerNameAr, en: o.providerName },
      },
      travelerCount: d.travelerCount,
      leadTraveler: { fullName: d.leadFullName, email: d.leadEmail, phone: d.leadPhone },
      trip: d.travelDate === null ? null : { travelDate: d.travelDate, nights: d.nights, endDate: tripEnd(d.travelDate, d.nights) },
      travelerNames: d.travelerNames ?? [],
      breakdown: {
        unitPrice: d.unitPrice,
        unitOriginalPrice: d.unitOriginalPrice,
        travelerCount: d.travelerCount,
        subtotal: r.base,
        saving: d.unitOriginalPrice === null ? 0 : (d.unitOriginalPrice - d.unitPrice) * d.travelerCount,
        total: r.total,
        currency: "SAR" as const,
      },
    };
  });
}

export async function offerReservationById(db: Executor, id: string): Promise<OfferReservationResponse> {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  if (!row) throw new Error(`reservation ${id} vanished`);
  const [response] = await toOfferResponses(db, [row]);
  return response!;
}
