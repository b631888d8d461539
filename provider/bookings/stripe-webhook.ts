// POST flight-backend api/Payments/StripeWebhook (the one endpoint registered with Stripe): a PaymentIntent
// succeeded, for a reservation of any kind. The signature proves the sender; the payment row (keyed by the
// intent) and the conditional update make redeliveries harmless.
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { getDb } from "../db/client";
import { payments, reservations } from "../db/schema";
import { badRequest } from "../http/errors";
import { log } from "../observe/log";
import { countPayment } from "../observe/metrics";
import { verifyStripeSignature } from "../payments/stripe";
import { isUuid } from "./core";
import { queueConfirmationMail } from "./mails";
import { markPaid } from "./pay";

type StripeEvent = {
  id?: string;
  type?: string;
  data?: { object?: { id?: string; amount?: number; currency?: string; metadata?: { reservationId?: string } } };
};

export type WebhookResult = { received: true; marked: boolean };

export async function handleStripeWebhook(c: Context): Promise<WebhookResult> {
  const payload = await c.req.text();
  if (!verifyStripeSignature(payload, c.req.header("stripe-signature"), process.env.STRIPE_WEBHOOK_SECRET ?? "")) {
    throw badRequest("VALIDATION", { signature: "invalid" });
  }
  let event: StripeEvent;
  try {
    event = JSON.parse(payload) as StripeEvent;
  } catch {
    throw badRequest("VALIDATION", { _: "invalidJson" });
  }
  const intent = event.data?.object;
  const reservationId = intent?.metadata?.reservationId;
  if (event.type !== "payment_intent.succeeded" || !intent?.id || !reservationId || !isUuid(reservationId)) {
    return { received: true, marked: false };
  }
  const intentId = intent.id;
  const db = await getDb();
  const { marked, kind, outcome } = await db.transaction(async (tx) => {
    const [r] = await tx.select().from(reservations).where(eq(reservations.id, reservationId)).limit(1).for("update");
    if (!r) return { marked: false, kind: "unknown" as const, outcome: "RESERVATION_NOT_FOUND" };
    const inserted = await tx
      .insert(payments)
      .values({
        reservationId: r.id,
        userId: r.userId,
        idempotencyKey: `stripe_${intentId}`,
        provider: "stripe",
        status: "succeeded",
        amount: intent.amount ?? r.total,
        currency: (intent.currency ?? r.currency).toUpperCase(),
        providerRef: intentId,
      })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    // A redelivery, or a reservation already paid: nothing more to do.
    if (inserted.length === 0 || r.status !== "pending" || r.paymentStatus !== "pending") {
      if (inserted.length > 0) log().warn({ intentId, reservationId: r.id, status: r.status }, "stripe payment for a reservation no longer payable: refund it");
      return { marked: false, kind: r.kind, outcome: inserted.length > 0 ? "NOT_PAYABLE" : "replayed" };
    }
    await markPaid(tx, r);
    // The confirmation is part of the payment: a redelivery, which marks nothing, writes no second one.
    await queueConfirmationMail(tx, r);
    return { marked: true, kind: r.kind, outcome: "succeeded" };
  });
  countPayment(kind, "stripe", outcome);
  log().info({ kind, provider: "stripe", outcome }, "payment");
  return { received: true, marked };
}
