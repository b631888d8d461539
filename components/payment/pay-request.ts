// The payment calls through the BFF, each with an Idempotency-Key and retried on a dropped connection:
// POST …/Reservations/{id}/Pay (sandbox card) and POST …/Reservations/{id}/PaymentIntent (Stripe, no card).
import { IDEMPOTENCY_HEADER, type PayRequest } from "@/provider/contracts/reservations";
import { BffError, CONNECTION_FALLBACK_MESSAGE } from "@/lib/api/bff-client";

export type PayOutcome = { status: string; paymentStatus: string };

/** Statuses where the request may never have reached the provider, or its answer was lost. */
export const isRetryable = (error: unknown) => error instanceof BffError && (error.status === 0 || error.status === 502 || error.status === 504);

/** A new key for a new payment attempt; a retry of the same attempt must reuse it so it is charged once. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

async function postOnce(reservationId: string, action: "Pay" | "PaymentIntent", body: PayRequest | undefined, key: string, locale: string) {
  let response: Response;
  try {
    response = await fetch(`/api/flight-backend/api/Reservations/${encodeURIComponent(reservationId)}/${action}`, {
      method: "POST",
      headers: {
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        "accept-language": locale,
        [IDEMPOTENCY_HEADER]: key,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch (error) {
    throw new BffError(error instanceof Error && error.message ? error.message : CONNECTION_FALLBACK_MESSAGE, 0, "NETWORK");
  }
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const message = typeof data?.message === "string" && data.message.trim() ? data.message : response.statusText || CONNECTION_FALLBACK_MESSAGE;
    const fields = data?.fields && typeof data.fields === "object" ? (data.fields as Record<string, string>) : undefined;
    throw new BffError(message, response.status, typeof data?.code === "string" ? data.code : `HTTP_${response.status}`, fields);
  }
  return data;
}

/** Posts with `key`; a lost connection is retried twice with the same key before giving up. */
async function postWithRetries(...args: Parameters<typeof postOnce>) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await postOnce(...args);
    } catch (error) {
      if (!isRetryable(error) || attempt >= 2) throw error;
      await new Promise((resolve) => setTimeout(resolve, 600 * (attempt + 1)));
    }
  }
}

/** Sandbox mode: pays with the card. */
export async function payReservation(reservationId: string, body: PayRequest, key: string, locale: string): Promise<PayOutcome> {
  const data = await postWithRetries(reservationId, "Pay", body, key, locale);
  return {
    status: typeof data?.status === "string" ? data.status : "",
    paymentStatus: typeof data?.paymentStatus === "string" ? data.paymentStatus : "",
  };
}

/** Stripe mode: the client secret of the reservation's PaymentIntent; the card then goes to Stripe only. */
export async function startStripePayment(reservationId: string, key: string, locale: string): Promise<string> {
  const data = await postWithRetries(reservationId, "PaymentIntent", undefined, key, locale);
  // Not a BffError: the panel shows its own translated message and offers a retry with the same key.
  if (typeof data?.clientSecret !== "string" || !data.clientSecret) throw new Error("PaymentIntent answer without a client secret");
  return data.clientSecret;
}
