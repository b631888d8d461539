// The e-ticket: the reservation as issued, only once it is confirmed and paid.
import type { TicketResponse } from "../../../contracts/reservations";
import { getDb } from "../../../db/client";
import { conflict } from "../../../http/errors";
import { toResponse } from "./read";
import { ownedReservation } from "../../../bookings/core";

export async function reservationTicket(userId: string, id: string): Promise<TicketResponse> {
  const db = await getDb();
  const r = await ownedReservation(db, id, userId, "flight");
  if (r.status !== "confirmed" || r.paymentStatus !== "paid" || !r.paidAt) throw conflict("TICKET_NOT_AVAILABLE");
  return { ...(await toResponse(db, r)), issuedAt: r.paidAt.toISOString() };
}
