// Offer cancellation under the terms copied when booked: free within the offer's free hours of booking, then
// its fee percentage of a paid total; never after the offer's last day. The places go back to the offer.
import { cancellationQuote, cancelReservation, type Quote } from "../../../bookings/cancel";
import type { OfferCancellationQuote, OfferReservationResponse } from "../../../contracts/offer-reservations";
import { getDb } from "../../../db/client";
import { conflict } from "../../../http/errors";
import { offerReservationById } from "./read";

const reasonOf = (q: Quote) => (q.refusal === "state" ? "RESERVATION_NOT_CANCELLABLE" : q.refusal === "deadline" ? "OFFER_CANCELLATION_CLOSED" : null);

export async function offerCancellationQuote(userId: string, id: string): Promise<OfferCancellationQuote> {
  const q = await cancellationQuote(await getDb(), userId, "offer", id);
  return { allowed: q.allowed, reason: reasonOf(q), deadline: q.deadline, freeUntil: q.freeUntil, feePercent: q.feePercent, fee: q.fee, refund: q.refund, currency: "SAR" };
}

export async function cancelOfferReservation(userId: string, id: string): Promise<OfferReservationResponse> {
  const refused = await cancelReservation(userId, "offer", id);
  const reason = refused && reasonOf(refused);
  if (reason) throw conflict(reason);
  return offerReservationById(await getDb(), id);
}
