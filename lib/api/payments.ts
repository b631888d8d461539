// Paying a reservation of any kind through the BFF, each call with an Idempotency-Key: POST …/Reservations/{id}/Pay
// (sandbox card) and POST …/Reservations/{id}/PaymentIntent (Stripe, no card), on the service that booked it (the
// booking core's payment step is the same for every kind). What a timed-out Pay means is decided in
// lib/payment/pay-resolution.ts, which reads the reservation back (readPaidState).
import { z } from "zod";
import {
  IDEMPOTENCY_HEADER,
  PAYMENT_STATUSES,
  paymentIntentResponse,
  RESERVATION_STATUSES,
  type PayRequest,
  type PaymentStatus,
  type ReservationStatus,
} from "@/provider/contracts/reservations";
import type { Locale } from "@/lib/i18n/routing";
import { bffFetch, BffError } from "./bff-client";
import { kindService, reservationWirePath, type BookingKind } from "@/lib/reservations/kinds";

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

/** The core fields every kind's reservation answer carries (the rest of the answer is the kind's own). */
const paidState = z.object({ status: z.enum(RESERVATION_STATUSES), paymentStatus: z.enum(PAYMENT_STATUSES), holdExpiresAt: z.string() });

/** Sandbox mode: one Pay with the card. Throws BffError (PAYMENT_DECLINED, HOLD_EXPIRED, fields…). */
export async function payReservation(kind: BookingKind, reservationId: string, card: PayRequest, key: string, locale: Locale): Promise<PaidState> {
  const service = kindService(kind);
  return bffFetch(service, `${reservationWirePath(reservationId)}/Pay`, {
    method: "POST",
    body: card,
    locale,
    headers: { [IDEMPOTENCY_HEADER]: key },
    schema: paidState,
  });
}

/** The reservation's state read back (after a Pay with no answer), or null when it is not found. */
export async function readPaidState(kind: BookingKind, reservationId: string, locale: Locale): Promise<PaidState | null> {
  const service = kindService(kind);
  try {
    return await bffFetch(service, reservationWirePath(reservationId), { locale, schema: paidState });
  } catch (error) {
    if (error instanceof BffError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Stripe mode: the client secret of the reservation's PaymentIntent; the card then goes to Stripe only.
 * Opening an intent charges nothing, so a lost connection is simply retried twice with the same key.
 */
export async function startStripePayment(kind: BookingKind, reservationId: string, key: string, locale: Locale): Promise<string> {
  const service = kindService(kind);
  for (let attempt = 0; ; attempt++) {
    try {
      const answer = await bffFetch(service, `${reservationWirePath(reservationId)}/PaymentIntent`, {
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
