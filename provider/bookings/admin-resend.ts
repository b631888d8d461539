// An admin mails a booking's confirmation again (with the link to its voucher or ticket), to the address the booking
// mails go to: only a paid, confirmed booking has one (409 NOTHING_TO_RESEND otherwise). Written to the outbox with its
// audit record in one transaction under the reservation's row lock; the request key the browser sends once per press
// makes a double press (or a retry) answer the first result and mail once (provider/admin/request-key.ts).
import { eq } from "drizzle-orm";
import type { AdminBookingMailResent } from "../contracts/admin-reservations";
import { recordAudit } from "../admin/audit";
import { replayedAction } from "../admin/request-key";
import { getDb } from "../db/client";
import { reservations } from "../db/schema";
import type { AuthUser } from "../http/auth";
import { conflict, ProviderError } from "../http/errors";
import { isUuid, reservationNotFound } from "./core";
import { queueConfirmationMail } from "./mails";

export async function adminResendBookingMail(user: Pick<AuthUser, "id" | "email">, id: string, key: string): Promise<AdminBookingMailResent> {
  if (!isUuid(id)) throw reservationNotFound();
  const db = await getDb();
  // The mail is an outbox row and its delivery job in this transaction (provider/mail/send.ts): the job sends it.
  return db.transaction(async (tx) => {
    const [r] = await tx.select().from(reservations).where(eq(reservations.id, id)).limit(1).for("update");
    if (!r) throw reservationNotFound();
    const replay = await replayedAction(tx, { entity: "reservation", entityId: r.id, action: "resend", key });
    if (replay) return { id: r.id, reference: r.reference, to: String(replay.to ?? "") };
    if (r.status !== "confirmed" || r.paymentStatus !== "paid") throw conflict("NOTHING_TO_RESEND");
    const queued = await queueConfirmationMail(tx, r);
    // Logged by the mail module; the admin is told it failed, and nothing is audited.
    if (!queued) throw new ProviderError(500, "SERVER_ERROR");
    const done = { id: r.id, reference: r.reference, to: queued.mail.to };
    await recordAudit(tx, user, { entity: "reservation", entityId: r.id, action: "resend", after: { ...done, mail: "confirmation", requestKey: key } });
    return done;
  });
}
