// POST api/Reservations: one transaction that gives back the offer's expired holds, takes the places with a
// single conditional UPDATE that also checks the trip fits the offer (dates in its window, nights, names) (the row lock makes concurrent bookings queue, and each re-checks what is left, so
// availability never goes below zero: the CHECK offers_availability_check backs it up) and writes the pending
// reservation. Nothing is read first and decided in JavaScript.
import { and, eq, gte, isNull, lte, sql } from "drizzle-orm";
import { insertReservation, type Tx, type Booker } from "../../../bookings/core";
import { expireHolds } from "../../../bookings/expire";
import type { createOfferReservationRequest, OfferReservationResponse } from "../../../contracts/offer-reservations";
import { getDb } from "../../../db/client";
import { offers, reservationOffers } from "../../../db/schema";
import { badRequest, conflict, notFound, ProviderError } from "../../../http/errors";
import { namesEveryTraveler } from "../../../contracts/offer-rules";
import { offerReservationById } from "./read";
import type { z } from "zod";

type Request = z.output<typeof createOfferReservationRequest>;

/** Offers are sold by the calendar of the region: "today" is the date in Riyadh. */
export const TODAY = sql`(now() at time zone 'Asia/Riyadh')::date`;

/** The stay's nights SQL decides: the offer's, else the traveller's; none for a flight or a taxi (one travel day). */
const nightsOf = (req: Request) =>
  sql<number | null>`(case when ${offers.type} in ('flight', 'taxi') then null else coalesce(${offers.nights}, ${req.nights ?? null}::int) end)`;

/**
 * The trip the request asks for fits the offer: dates in its window from today (a trip of today cannot be cancelled:
 * it has begun), nights given where needed, names too.
 */
function tripFits(req: Request) {
  const nights = nightsOf(req);
  const named = req.travelers?.length ?? 0;
  return and(
    sql`${req.travelDate}::date >= greatest(${offers.startDate}, ${TODAY})`,
    sql`${req.travelDate}::date + coalesce(${nights}, 1) - 1 <= ${offers.endDate}`,
    sql`(${offers.type} in ('flight', 'taxi') or ${nights} is not null)`,
    sql`(${offers.nights} is null or ${req.nights ?? null}::int is null or ${offers.nights} = ${req.nights ?? null}::int)`,
    sql`(${offers.type} not in ('flight', 'package') or ${named}::int = ${req.travelerCount}::int)`,
  );
}

/** Why the conditional take found nothing: the offer is unknown, outside its dates, the trip does not fit it, or too few places. */
async function whyNotBookable(tx: Tx, req: Request): Promise<ProviderError> {
  const [offer] = await tx
    .select({
      availability: offers.availability,
      type: offers.type,
      nights: offers.nights,
      notStarted: sql<boolean>`${offers.startDate} > ${TODAY}`,
      ended: sql<boolean>`${offers.endDate} < ${TODAY}`,
      fits: sql<boolean>`${tripFits(req)}`,
      datesFit: sql<boolean>`${req.travelDate}::date >= greatest(${offers.startDate}, ${TODAY})
        and ${req.travelDate}::date + coalesce(${nightsOf(req)}, 1) - 1 <= ${offers.endDate}`,
    })
    .from(offers)
    .where(eq(offers.id, req.offerId))
    .limit(1);
  if (!offer) return notFound("OFFER_NOT_FOUND");
  if (offer.ended) return conflict("OFFER_EXPIRED");
  if (offer.notStarted) return conflict("OFFER_NOT_STARTED");
  if (!offer.fits) return badRequest("VALIDATION", tripRefusal(offer, req, offer.datesFit));
  if (offer.availability === 0) return conflict("OFFER_SOLD_OUT");
  return conflict("NOT_ENOUGH_PLACES", { travelerCount: "notEnoughPlaces" });
}

/** The fields of a trip that does not fit its offer, each with its Validation message key. */
function tripRefusal(offer: { type: string; nights: number | null }, req: Request, datesFit: boolean): Record<string, string> {
  const stay = !["flight", "taxi"].includes(offer.type);
  if (stay && offer.nights === null && req.nights === undefined) return { nights: "nightsRequired" };
  if (stay && offer.nights !== null && req.nights !== undefined && req.nights !== offer.nights) return { nights: "nightsFixed" };
  if (!datesFit) return { travelDate: "travelDateOutsideOffer" };
  return { travelers: "travelerNamesRequired" };
}

/** A timestamp as epoch milliseconds: the same number from node-postgres and PGlite, whatever the session's zone. */
const epochMs = (value: ReturnType<typeof sql>) => sql<number>`(extract(epoch from ${value}) * 1000)::float8`.mapWith(Number);

/** The free period from now, never past the moment cancelling closes (the trip's start); none when nothing of it is left. */
function freeUntil({ nowMs, freeHours, deadlineMs }: { nowMs: number; freeHours: number; deadlineMs: number }): Date | null {
  const ends = Math.min(nowMs + freeHours * 3_600_000, deadlineMs);
  return freeHours > 0 && ends > nowMs ? new Date(ends) : null;
}

async function book(tx: Tx, booker: Booker, req: Request): Promise<string> {
  const n = req.travelerCount;
  await expireHolds(tx, {
    within: tx
      .select({ id: reservationOffers.reservationId })
      .from(reservationOffers)
      .where(and(eq(reservationOffers.offerId, req.offerId), isNull(reservationOffers.placesReleasedAt))),
  });
  const [taken] = await tx
    .update(offers)
    .set({ availability: sql`${offers.availability} - ${n}` })
    .where(and(eq(offers.id, req.offerId), gte(offers.availability, n), lte(offers.startDate, TODAY), gte(offers.endDate, TODAY), tripFits(req)))
    .returning({
      price: offers.price,
      originalPrice: offers.originalPrice,
      feePercent: offers.cancellationFeePercent,
      type: offers.type,
      nights: nightsOf(req),
      // The trip's first day, as it starts in Riyadh (no cancellation once the trip has begun), and the free period
      // counted from now, by the database's clock.
      deadlineMs: epochMs(sql`${req.travelDate}::date::timestamp at time zone 'Asia/Riyadh'`),
      freeHours: offers.freeCancellationHours,
      nowMs: epochMs(sql`now()`),
    });
  if (!taken) throw await whyNotBookable(tx, req);
  const subtotal = taken.price * n;
  const reservationId = await insertReservation(tx, {
    kind: "offer",
    booker,
    price: { base: subtotal, tax: 0, serviceFees: 0, discount: 0, extras: 0, total: subtotal },
    terms: {
      deadline: new Date(taken.deadlineMs),
      freeUntil: freeUntil(taken),
      feePercent: taken.feePercent,
    },
  });
  await tx.insert(reservationOffers).values({
    reservationId,
    offerId: req.offerId,
    travelerCount: n,
    unitPrice: taken.price,
    unitOriginalPrice: taken.originalPrice,
    leadFullName: req.leadTraveler.fullName,
    leadEmail: req.leadTraveler.email,
    leadPhone: req.leadTraveler.phone,
    travelDate: req.travelDate,
    nights: taken.nights,
    travelerNames: namesEveryTraveler(taken.type) ? req.travelers!.map((t) => t.fullName) : null,
  });
  return reservationId;
}

export async function createOfferReservation(booker: Booker, req: Request): Promise<OfferReservationResponse> {
  const db = await getDb();
  const id = await db.transaction((tx) => book(tx, booker, req));
  return offerReservationById(db, id);
}
