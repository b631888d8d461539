// Fixtures of the offer reservation suites: offers written straight into the database (independent of the demo
// seed and its dates), calls to offer-backend, and the booking request.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/provider/db/client";
import { offers } from "@/provider/db/schema";
import { offerReservationResponse, type OfferReservationResponse } from "@/provider/contracts/offer-reservations";
import { request, type Result } from "./flight-fixtures";

/** Today in Riyadh (UTC+3, no daylight saving), the calendar offers are sold by, shifted by `days`. */
export function riyadhDate(days = 0): string {
  return new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

export const OFFER_PRICE = 120_000;
export const OFFER_ORIGINAL_PRICE = 150_000;

export type OfferOptions = {
  availability?: number;
  /** Days from today (Riyadh) of the first and last bookable day. */
  startsIn?: number;
  endsIn?: number;
  freeCancellationHours?: number;
  cancellationFeePercent?: number;
  /** A package of 3 nights by default (its travellers named); a flight or a taxi has no nights. */
  type?: "flight" | "hotel" | "package" | "chalet" | "taxi";
  nights?: number | null;
};

export async function createOffer(db: Db, options: OfferOptions = {}): Promise<{ id: number }> {
  const tag = randomBytes(3).toString("hex");
  const [row] = await db
    .insert(offers)
    .values({
      titleAr: `عرض دبي ${tag}`,
      titleEn: `Dubai weekend ${tag}`,
      descriptionAr: "ثلاث ليالٍ في دبي",
      descriptionEn: "Three nights in Dubai",
      type: options.type ?? "package",
      nights: options.nights === undefined ? (["flight", "taxi"].includes(options.type ?? "package") ? null : 3) : options.nights,
      origin: "RUH",
      destination: "DXB",
      price: OFFER_PRICE,
      originalPrice: OFFER_ORIGINAL_PRICE,
      startDate: riyadhDate(options.startsIn ?? -5),
      endDate: riyadhDate(options.endsIn ?? 30),
      availability: options.availability ?? 10,
      providerName: "Rahhal Holidays",
      providerNameAr: "رحّال للعطلات",
      ...(options.freeCancellationHours === undefined ? {} : { freeCancellationHours: options.freeCancellationHours }),
      ...(options.cancellationFeePercent === undefined ? {} : { cancellationFeePercent: options.cancellationFeePercent }),
    })
    .returning({ id: offers.id });
  return row!;
}

export async function availabilityOf(db: Db, offerId: number): Promise<number> {
  const [row] = await db.select({ availability: offers.availability }).from(offers).where(eq(offers.id, offerId));
  return row!.availability;
}

export const offerRequest = (path: string, options: Parameters<typeof request>[1] = {}) => request(path, { ...options, service: "offer-backend" });

const PASSPORT_NAMES = ["SARA AHMED", "OMAR AHMED", "LAYLA AHMED", "YUSUF AHMED", "HUDA AHMED"];

/** A booking of the fixture's offer: the trip starts in 2 days (Riyadh) and names every traveller (its count's). */
export function offerBooking(offerId: number, overrides: Record<string, unknown> = {}) {
  const travelerCount = typeof overrides.travelerCount === "number" ? overrides.travelerCount : 2;
  return {
    offerId,
    travelerCount,
    leadTraveler: { fullName: "سارة أحمد", email: "Sara@Example.com", phone: "+966 50 000 0001" },
    travelDate: riyadhDate(2),
    travelers: Array.from({ length: Math.min(travelerCount, 20) }, (_, i) => ({ fullName: PASSPORT_NAMES[i % PASSPORT_NAMES.length]! })),
    ...overrides,
  };
}

/** An offer reservation answer, checked against its contract. */
export const offerReservationOf = (r: Result): OfferReservationResponse => {
  if (r.status >= 300) throw new Error(`expected an offer reservation, got ${r.status} ${JSON.stringify(r.json)}`);
  return offerReservationResponse.parse(r.json);
};
