// The Stripe path (PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY): PaymentIntents through Stripe's REST
// API with fetch, and the webhook signature check. No SDK: two calls do not justify a dependency.
import { createHmac, timingSafeEqual } from "node:crypto";

const API = "https://api.stripe.com/v1";
/** Stripe's own default tolerance for replayed webhooks. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type PaymentIntent = { id: string; clientSecret: string; status: string; amount: number; currency: string };

/** Creates (or, for a retried key, returns again) the PaymentIntent of a reservation. */
export async function createPaymentIntent(input: {
  amount: number;
  currency: string;
  reservationId: string;
  reference: string;
  idempotencyKey: string;
}): Promise<PaymentIntent> {
  const key = process.env.STRIPE_SECRET_KEY;
  if (!key) throw new Error("STRIPE_SECRET_KEY is not set");
  const form = new URLSearchParams({
    amount: String(input.amount),
    currency: input.currency.toLowerCase(),
    "automatic_payment_methods[enabled]": "true",
    "metadata[reservationId]": input.reservationId,
    "metadata[reference]": input.reference,
    description: `Reservation ${input.reference}`,
  });
  const response = await fetch(`${API}/payment_intents`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${key}`,
      "content-type": "application/x-www-form-urlencoded",
      // Stripe replays the first answer for a repeated key, so a retried Pay never creates a second intent.
      "idempotency-key": `pi_${input.idempotencyKey}`,
    },
    body: form,
    signal: AbortSignal.timeout(15_000),
  });
  const json = (await response.json()) as {
    id?: string;
    client_secret?: string;
    status?: string;
    amount?: number;
    currency?: string;
    error?: { message?: string };
  };
  if (!response.ok || !json.id || !json.client_secret) {
    throw new Error(`Stripe PaymentIntent failed (${response.status}): ${json.error?.message ?? "unknown error"}`);
  }
  return {
    id: json.id,
    clientSecret: json.client_secret,
    status: json.status ?? "",
    amount: json.amount ?? input.amount,
    currency: json.currency ?? input.currency,
  };
}

/** The `Stripe-Signature` header for a payload: what Stripe sends, and what tests sign with. */
export function signStripePayload(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

/**
 * Checks a webhook's `Stripe-Signature` (t=…,v1=…[,v1=…]): HMAC-SHA256 of `t.payload` with the endpoint
 * secret, compared in constant time, and a timestamp within the tolerance so old deliveries cannot be replayed.
 */
export function verifyStripeSignature(payload: string, header: string | undefined, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  if (!header || !secret) return false;
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [name, value] = part.split("=", 2).map((s) => s.trim());
    if (name === "t" && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (name === "v1" && value) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex"));
  return signatures.some((s) => {
    const given = Buffer.from(s);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
