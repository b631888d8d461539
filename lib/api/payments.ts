// Paying a reservation through the BFF, each call with an Idempotency-Key: POST …/Reservations/{id}/Pay
// (sandbox card) and POST …/Reservations/{id}/PaymentIntent (Stripe, no card). What a timed-out Pay means
// is decided in lib/payment/pay-resolution.ts, which reads the reservation back.
import {
  IDEMPOTENCY_HEADER,
  paymentIntentResponse,
  reservationResponse,
  type PayRequest,
  type PaymentStatus,
  type ReservationStatus,
} from "@/provider/contracts/reservations";
import type { Locale } from "@/lib/i18n/routing";
import { bffFetch, BffError } from "./bff-client";

export type PaidState = { status: ReservationStatus; paymentStatus: PaymentStatus; holdExpiresAt: string };

/**
 * The request may have reached the provider and its answer been lost (or cut by the BFF's timeout while the
 * payment went on): the outcome is unknown until the reservation is read back.
 */
export const isUncertain = (error: unknown) =>
  error instanceof BffError && (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504);

/** A new key for a new payment attempt; a retry of the same attempt must reuse it so it is charged once. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

const payPath = (id: string, action: "Pay" | "PaymentIntent") => `api/Reservations/${encodeURIComponent(id)}/${action}`;

/** Sandbox mode: one Pay with the card. Throws BffError (PAYMENT_DECLINED, HOLD_EXPIRED, fields…). */
export async function payReservation(reservationId: string, card: PayRequest, key: string, locale: Locale): Promise<PaidState> {
  const wire = await bffFetch("flight-backend", payPath(reservationId, "Pay"), {
    method: "POST",
    body: card,
    locale,
    headers: { [IDEMPOTENCY_HEADER]: key },
    schema: reservationResponse,
  });
  return { status: wire.status, paymentStatus: wire.paymentStatus, holdExpiresAt: wire.holdExpiresAt };
}

/**
 * Stripe mode: the client secret of the reservation's PaymentIntent; the card then goes to Stripe only.
 * Opening an intent charges nothing, so a lost connection is simply retried twice with the same key.
 */
export async function startStripePayment(reservationId: string, key: string, locale: Locale): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      const answer = await bffFetch("flight-backend", payPath(reservationId, "PaymentIntent"), {
        method: "POST",
        locale,
        headers: { [IDEMPOTENCY_HEADER]: key },
        schema: paymentIntentResponse,
      });
      return answer.clientSecret;
    } catch (error) {
      if (!isUncertain(error) || attempt >= 2) throw error;
      await new Promise((resolve) => setTimeout(resolve, 600 * (attempt + 1)));
    }
  }
}
