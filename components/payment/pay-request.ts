// POST …/Reservations/{id}/Pay through the BFF with an Idempotency-Key, retried on a dropped connection.
import { IDEMPOTENCY_HEADER, type PayRequest } from "@/provider/contracts/reservations";
import { BffError, CONNECTION_FALLBACK_MESSAGE } from "@/lib/api/bff-client";

export type PayOutcome = {
  status: string;
  paymentStatus: string;
  /** Present only when the provider runs Stripe: the page then confirms the PaymentIntent in the browser. */
  clientSecret: string | null;
};

/** Statuses where the request may never have reached the provider, or its answer was lost. */
export const isRetryable = (error: unknown) => error instanceof BffError && (error.status === 0 || error.status === 502 || error.status === 504);

/** A new key for a new payment attempt; a retry of the same attempt must reuse it so it is charged once. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

async function postOnce(reservationId: string, body: PayRequest, key: string, locale: string): Promise<PayOutcome> {
  let response: Response;
  try {
    response = await fetch(`/api/flight-backend/api/Reservations/${encodeURIComponent(reservationId)}/Pay`, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json", "accept-language": locale, [IDEMPOTENCY_HEADER]: key },
      body: JSON.stringify(body),
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
  return {
    status: typeof data?.status === "string" ? data.status : "",
    paymentStatus: typeof data?.paymentStatus === "string" ? data.paymentStatus : "",
    clientSecret: typeof data?.clientSecret === "string" && data.clientSecret ? data.clientSecret : null,
  };
}

/** Pays with `key`; a lost connection is retried twice with the same key before giving up. */
export async function payReservation(reservationId: string, body: PayRequest, key: string, locale: string): Promise<PayOutcome> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await postOnce(reservationId, body, key, locale);
    } catch (error) {
      if (!isRetryable(error) || attempt >= 2) throw error;
      await new Promise((resolve) => setTimeout(resolve, 600 * (attempt + 1)));
    }
  }
}
