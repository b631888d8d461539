// An admin cancels any traveller's reservation, of any kind, choosing the refund: the whole total, what the booking's
// terms would charge if the traveller cancelled now (whatever its deadline), or nothing. One transaction with its
// audit record; the row lock makes a double press and a race with the traveller's own cancel or payment safe: the
// second finds the reservation no longer standing and is refused (409 RESERVATION_NOT_CANCELLABLE), changing nothing.
import { eq } from "drizzle-orm";
import type { AdminCancellation, AdminCancelRequest } from "../contracts/admin-reservations";
import { recordAudit } from "../admin/audit";
import { getDb } from "../db/client";
import { reservations } from "../db/schema";
import type { AuthUser } from "../http/auth";
import { conflict } from "../http/errors";
import { applyCancellation, fullRefundQuote, quoteFor, type Quote } from "./cancel";
import { holdExpired, isUuid, reservationNotFound, type ReservationRow } from "./core";
import { expireHolds } from "./expire";
import { queueCancellationMail } from "./mails";

export function adminQuote(r: ReservationRow, refund: AdminCancelRequest["refund"]): Quote {
  const full = fullRefundQuote(r);
  if (refund === "full") return full;
  // A payment is marked refunded only when something goes back (`paid: false` keeps applyCancellation from it).
  if (refund === "policy") {
    const terms = quoteFor(r);
    return { ...full, fee: terms.fee, refund: terms.refund, paid: full.paid && terms.refund > 0 };
  }
  return { ...full, fee: full.paid ? r.total : 0, refund: 0, paid: false };
}

export async function adminCancelReservation(user: Pick<AuthUser, "id" | "email">, id: string, request: AdminCancelRequest): Promise<AdminCancellation> {
  if (!isUuid(id)) throw reservationNotFound();
  const db = await getDb();
  const answer = await db.transaction(async (tx) => {
    const [r] = await tx.select().from(reservations).where(eq(reservations.id, id)).limit(1).for("update");
    if (!r) throw reservationNotFound();
    const quote = adminQuote(r, request.refund);
    if (!quote.allowed || holdExpired(r)) {
      // A hold found expired is marked so (committed), then refused outside the transaction.
      if (holdExpired(r)) await expireHolds(tx, { reservationId: r.id });
      return null;
    }
    await applyCancellation(tx, [{ r, quote }]);
    const done: AdminCancellation = {
      id: r.id,
      reference: r.reference,
      kind: r.kind,
      status: "cancelled",
      paymentStatus: quote.paid ? "refunded" : r.paymentStatus,
      total: r.total,
      fee: quote.fee,
      refund: quote.refund,
    };
    await recordAudit(tx, user, {
      entity: "reservation",
      entityId: r.id,
      action: "cancel",
      before: { reference: r.reference, kind: r.kind, status: r.status, paymentStatus: r.paymentStatus, total: r.total },
      after: { ...done, refundChoice: request.refund, reason: request.reason },
    });
    await queueCancellationMail(tx, r, { fee: quote.fee, refund: quote.refund, by: "agency" });
    return done;
  });
  if (!answer) throw conflict("RESERVATION_NOT_CANCELLABLE");
  return answer;
}
