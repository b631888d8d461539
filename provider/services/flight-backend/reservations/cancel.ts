// Flight cancellation (docs/product.md): until 24 h before departure; 10 % of the ticket price (total without
// extras) when paid. The terms are copied into the reservation when booked (create.ts); the core applies them.
import type { CancellationQuote, ReservationResponse } from "../../../contracts/reservations";
import { cancellationQuote, cancelReservation, type Quote } from "../../../bookings/cancel";
import { getDb } from "../../../db/client";
import { conflict } from "../../../http/errors";
import { reservationById } from "./read";

const reasonOf = (q: Quote) => (q.refusal === "state" ? "RESERVATION_NOT_CANCELLABLE" : q.refusal === "deadline" ? "CANCELLATION_DEADLINE_PASSED" : null);

export async function flightCancellationQuote(userId: string, id: string): Promise<CancellationQuote> {
  const q = await cancellationQuote(await getDb(), userId, "flight", id);
  return { allowed: q.allowed, reason: reasonOf(q), deadline: q.deadline, fee: q.fee, refund: q.refund, currency: "SAR" };
}

export async function cancelFlightReservation(userId: string, id: string): Promise<ReservationResponse> {
  const refused = await cancelReservation(userId, "flight", id);
  const reason = refused && reasonOf(refused);
  if (reason) throw conflict(reason);
  return reservationById(await getDb(), id);
}
