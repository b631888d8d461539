// The booking mails: a confirmation when a reservation of any kind becomes paid, a cancellation when it is cancelled.
// Each is written to the outbox inside the transaction that pays or cancels, so it exists exactly when that change
// committed (a retried Pay or a redelivered webhook changes nothing, so writes nothing), and with it the job that
// delivers it (provider/jobs/mail-job.ts): SMTP follows the commit, retried until the server takes it.
import { queueMail, type Mail } from "../../mail";
import { log } from "../../observe/log";
import type { ReservationRow, Tx } from "../core";
import { cancellationContent, confirmationContent, type CancellationOutcome } from "./content";
import { bookingFacts, type BookingFacts } from "./facts";
import { layoutMail } from "./layout";
import { eq } from "drizzle-orm";
import { invoices } from "../../db/schema";
import { invoiceLink, printableLink, reservationLink, type LinkTarget } from "./links";
import { MAIL_TEXTS } from "./texts";

export type QueuedMail = { id: string; mail: Mail };

function target(facts: BookingFacts): LinkTarget {
  const item = facts.item;
  const itemId =
    item.kind === "flight"
      ? item.flightId
      : item.kind === "offer"
        ? item.offerId
        : item.kind === "hotel"
          ? item.hotelId
          : item.kind === "chalet"
            ? item.chaletId
            : null;
  return { kind: facts.reservation.kind, reservationId: facts.reservation.id, itemId };
}

/**
 * Runs in a savepoint of the caller's transaction: a mail that cannot be written (a bug, a missing row) is logged and
 * leaves the payment or cancellation to commit without it, rather than refusing the traveller's money.
 */
async function queueSafely(tx: Tx, r: ReservationRow, build: (facts: BookingFacts) => Mail): Promise<QueuedMail | null> {
  try {
    return await tx.transaction(async (sp) => {
      const mail = build(await bookingFacts(sp, r));
      return { id: await queueMail(sp, mail), mail };
    });
  } catch (error) {
    log().error({ reference: r.reference, err: error }, "booking mail not written");
    return null;
  }
}

/** Writes the confirmation of a reservation just marked paid (r: its row as locked before the payment). */
export function queueConfirmationMail(tx: Tx, r: ReservationRow): Promise<QueuedMail | null> {
  return queueSafely(tx, r, (facts) => {
    const link = printableLink(target(facts), facts.locale);
    // markPaid issued the tax invoice in this transaction: the mail links to it.
    const links = [{ label: MAIL_TEXTS[facts.locale].documents.invoice, href: invoiceLink(target(facts), facts.locale) }];
    return { to: facts.to, ...layoutMail({ ...confirmationContent(facts), links }, facts.locale, link), link };
  });
}

/** Writes the cancellation of a reservation just cancelled (r: its row as locked before the cancellation). */
export async function queueCancellationMail(tx: Tx, r: ReservationRow, outcome: CancellationOutcome): Promise<QueuedMail | null> {
  // A refund of an invoiced booking was credited in this transaction (applyCancellation): the mail links to the note.
  const invoiced = outcome.refund > 0 && (await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.reservationId, r.id)).limit(1)).length > 0;
  return queueSafely(tx, r, (facts) => {
    const link = reservationLink(target(facts), facts.locale);
    const links = invoiced ? [{ label: MAIL_TEXTS[facts.locale].documents.creditNote, href: invoiceLink(target(facts), facts.locale, "credit-note") }] : [];
    return { to: facts.to, ...layoutMail({ ...cancellationContent(facts, outcome), links }, facts.locale, link), link };
  });
}
