// One booking as the back office sees it: the traveller's own view of it, the account that booked, every payment
// attempt, the mails written about it, what happened to it, and what each refund choice would give back now.
import { and, asc, eq, sql } from "drizzle-orm";
import type { AdminReservationDetail } from "../contracts/admin-reservations";
import { getDb } from "../db/client";
import { auditLog, outbox, payments, reservations, users } from "../db/schema";
import type { ProviderLocale } from "../http/locale";
import { adminQuote } from "./admin-cancel";
import { adminReservationSummary } from "./admin-list";
import { holdExpired, isUuid, reservationNotFound, type ReservationRow } from "./core";
import { expireHolds } from "./expire";
import { toListItems } from "./list";

type AdminCancelAfter = { reason?: string; refundChoice?: "full" | "policy" | "none" };

function history(r: ReservationRow, audits: (typeof auditLog.$inferSelect)[]): AdminReservationDetail["history"] {
  const plain = { by: null, reason: null, refundChoice: null };
  const events: AdminReservationDetail["history"] = [{ at: r.createdAt.toISOString(), event: "booked", ...plain }];
  if (r.paidAt) events.push({ at: r.paidAt.toISOString(), event: "paid", ...plain });
  const adminCancel = audits.find((a) => a.action === "cancel");
  if (adminCancel) {
    const after = (adminCancel.after ?? {}) as AdminCancelAfter;
    events.push({
      at: adminCancel.at.toISOString(),
      event: "adminCancelled",
      by: adminCancel.userEmail,
      reason: after.reason ?? null,
      refundChoice: after.refundChoice ?? null,
    });
  } else if (r.cancelledAt) {
    events.push({ at: r.cancelledAt.toISOString(), event: "cancelled", ...plain });
  }
  for (const resent of audits.filter((a) => a.action === "resend"))
    events.push({ at: resent.at.toISOString(), event: "mailResent", by: resent.userEmail, reason: null, refundChoice: null });
  if (r.status === "expired") events.push({ at: r.holdExpiresAt.toISOString(), event: "expired", ...plain });
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

export async function adminReservationDetail(id: string, locale: ProviderLocale): Promise<AdminReservationDetail> {
  if (!isUuid(id)) throw reservationNotFound();
  const db = await getDb();
  // A hold whose time ran out is shown expired, as the traveller sees it (one conditional update).
  await expireHolds(db, { reservationId: id });
  const [r] = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  if (!r) throw reservationNotFound();
  const [summary, reservation, [customer], attempts, mails, audits] = await Promise.all([
    adminReservationSummary(db, r.id, locale),
    toListItems(db, [r]).then((items) => items[0]!),
    db.select({ id: users.id, name: users.name, email: users.email, phone: users.phoneNumber }).from(users).where(eq(users.id, r.userId)),
    db.select().from(payments).where(eq(payments.reservationId, r.id)).orderBy(asc(payments.createdAt)),
    // Booking mails link to the reservation's own page, which names its id.
    db
      .select()
      .from(outbox)
      .where(sql`${outbox.link} like ${`%/${r.id}%`}`)
      .orderBy(asc(outbox.createdAt)),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "reservation"), eq(auditLog.entityId, r.id)))
      .orderBy(asc(auditLog.at)),
  ]);
  const standing = (r.status === "pending" && !holdExpired(r)) || r.status === "confirmed";
  return {
    summary: summary!,
    reservation,
    customer: customer!,
    payments: attempts.map((p) => ({
      id: p.id,
      provider: p.provider,
      status: p.status,
      amount: p.amount,
      last4: p.last4,
      declineCode: p.declineCode,
      createdAt: p.createdAt.toISOString(),
    })),
    mails: mails.map((m) => ({ id: m.id, to: m.to, subject: m.subject, createdAt: m.createdAt.toISOString(), sentAt: m.sentAt?.toISOString() ?? null })),
    history: history(r, audits),
    cancellable: standing,
    refunds: { full: adminQuote(r, "full").refund, policy: adminQuote(r, "policy").refund, none: 0 },
  };
}
