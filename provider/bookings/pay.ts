// Paying a reservation of any kind: POST …/Pay (sandbox mode only) and POST …/PaymentIntent (Stripe mode only).
// Pay locks the reservation row for the whole attempt, so a concurrent duplicate (same Idempotency-Key) waits
// and then reads the first attempt's payment row; a reservation is paid at most once thanks to the conditional
// update and the partial unique index on succeeded payments. In Stripe mode the card is typed into Stripe
// Elements only: it never reaches the app or the provider, and the webhook marks the reservation paid.
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { payRequest, PaymentIntentResponse } from "../contracts/reservations";
import { providerConfig } from "../config";
import { getDb } from "../db/client";
import { uniqueViolation } from "../db/errors";
import { payments, reservations } from "../db/schema";
import { conflict, notFound, ProviderError } from "../http/errors";
import { errorText, log } from "../observe/log";
import { countPayment } from "../observe/metrics";
import { chargeSandbox } from "../payments/sandbox";
import { createPaymentIntent } from "../payments/stripe";
import { holdExpired, ownedReservation, type BookingKind, type ReservationRow, type Tx } from "./core";
import { expireHolds } from "./expire";
import { issueInvoice } from "./invoices";
import { queueConfirmationMail, type QueuedMail } from "./mails";

type Card = z.output<typeof payRequest>;

const declined = () => new ProviderError(402, "PAYMENT_DECLINED");

/** Why a reservation cannot be paid now, or null when it can. Expires a passed hold on the way. */
async function notPayable(tx: Tx, r: ReservationRow): Promise<ProviderError | null> {
  if (r.paymentStatus === "paid" || r.status === "confirmed") return conflict("ALREADY_PAID");
  if (r.status === "expired") return conflict("HOLD_EXPIRED");
  if (r.status !== "pending") return conflict("RESERVATION_NOT_PAYABLE");
  if (holdExpired(r)) {
    await expireHolds(tx, { reservationId: r.id });
    return conflict("HOLD_EXPIRED");
  }
  return null;
}

/** `mail`: the confirmation written with this payment; none when a retry found the payment already made. */
type Outcome = { ok: true; mail?: QueuedMail | null } | { ok: false; error: ProviderError };

/** Stripe mode takes cards only through Stripe Elements: a card sent to Pay is refused unread. */
export const paymentMethodUnavailable = () => conflict("PAYMENT_METHOD_UNAVAILABLE");

/**
 * Charges the sandbox card once per reservation; the caller answers with its kind's reservation. "replayed": a retry
 * (same Idempotency-Key) answered from the first attempt's success.
 */
export async function payReservation(userId: string, kind: BookingKind, id: string, key: string, card: Card): Promise<"paid" | "replayed"> {
  if (providerConfig.paymentProvider === "stripe") throw paymentMethodUnavailable();
  const db = await getDb();
  let outcome: Outcome;
  try {
    // Errors are returned, not thrown, so that what must be kept (a declined attempt, an expired hold) commits.
    outcome = await db.transaction(async (tx): Promise<Outcome> => {
      const r = await ownedReservation(tx, id, userId, kind, true);
      // Keys are the user's own: another user's payment with the same key is none of this request's business.
      const [prior] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.userId, r.userId), eq(payments.idempotencyKey, key)))
        .limit(1);
      if (prior) {
        if (prior.reservationId !== r.id) return { ok: false, error: conflict("IDEMPOTENCY_KEY_REUSED") };
        return prior.status === "succeeded" ? { ok: true } : { ok: false, error: declined() };
      }
      const refused = await notPayable(tx, r);
      if (refused) return { ok: false, error: refused };

      const charge = chargeSandbox({ cardNumber: card.cardNumber, amount: r.total });
      await tx.insert(payments).values({
        reservationId: r.id,
        userId: r.userId,
        idempotencyKey: key,
        provider: "sandbox",
        status: charge.status,
        amount: r.total,
        currency: r.currency,
        last4: charge.last4,
        providerRef: charge.providerRef,
        declineCode: charge.status === "declined" ? charge.declineCode : null,
      });
      if (charge.status === "declined") return { ok: false, error: declined() };
      await markPaid(tx, r);
      return { ok: true, mail: await queueConfirmationMail(tx, r) };
    });
  } catch (error) {
    const index = uniqueViolation(error);
    if (index === "payments_user_idempotency_key") throw conflict("IDEMPOTENCY_KEY_REUSED");
    if (index === "payments_one_success_per_reservation") throw conflict("ALREADY_PAID");
    throw error;
  }
  if (!outcome.ok) throw outcome.error;
  return "mail" in outcome ? "paid" : "replayed";
}

/** pending → confirmed + paid, once, with its tax invoice: the condition makes a second success (any key, any path) a no-op error. */
export async function markPaid(tx: Tx, r: ReservationRow): Promise<void> {
  const now = new Date();
  const updated = await tx
    .update(reservations)
    .set({ status: "confirmed", paymentStatus: "paid", paidAt: now, updatedAt: now })
    .where(and(eq(reservations.id, r.id), eq(reservations.status, "pending"), eq(reservations.paymentStatus, "pending")))
    .returning({ id: reservations.id });
  if (updated.length === 0) throw conflict("ALREADY_PAID");
  // The tax invoice is part of the payment: its number is taken in this transaction (bookings/invoices.ts).
  await issueInvoice(tx, r, now);
}

/**
 * Stripe mode: creates the reservation's PaymentIntent (Stripe replays it for a retried key) and answers its
 * client secret; the page confirms it with Stripe Elements and the signed webhook (stripe-webhook.ts) marks
 * the reservation paid. Sandbox mode has no PaymentIntents: 404.
 */
export async function createReservationPaymentIntent(userId: string, kind: BookingKind, id: string, key: string): Promise<PaymentIntentResponse> {
  if (providerConfig.paymentProvider !== "stripe") throw notFound();
  const db = await getDb();
  // The refusal is returned, not thrown, so that expiring a passed hold commits.
  const checked = await db.transaction(async (tx) => {
    const r = await ownedReservation(tx, id, userId, kind, true);
    return { r, refused: await notPayable(tx, r) };
  });
  if (checked.refused) throw checked.refused;
  const { r } = checked;
  try {
    const intent = await createPaymentIntent({
      amount: r.total,
      currency: r.currency,
      reservationId: r.id,
      reference: r.reference,
      idempotencyKey: `${userId}_${key}`,
    });
    return { clientSecret: intent.clientSecret };
  } catch (error) {
    log().error({ kind, err: errorText(error) }, "stripe PaymentIntent failed");
    countPayment(kind, "stripe", "PAYMENT_ERROR");
    throw new ProviderError(502, "PAYMENT_ERROR");
  }
}
