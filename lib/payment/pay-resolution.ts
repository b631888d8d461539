// What the payment page tells the traveller after a Pay. A Pay can time out at the BFF and still commit
// (the provider holds the reservation row while it charges), so a timeout is never shown as a failure:
// the reservation is read back, and while it is still pending the same Idempotency-Key is sent again,
// which the provider answers with the first attempt's result instead of charging twice.
import { BffError } from "@/lib/api/bff-client";
import { isUncertain, type PaidState } from "@/lib/api/payments";

export type PayOutcome =
  /** The provider answered the Pay. */
  | { kind: "answered"; state: PaidState }
  /** The provider refused it clearly (declined, hold expired, invalid card…): nothing was charged. */
  | { kind: "refused"; error: BffError }
  /** No answer (timeout, lost connection); `state` is the reservation read afterwards, null if that failed too. */
  | { kind: "uncertain"; state: PaidState | null };

export type PayResolution =
  | { kind: "paid" }
  /** Still pending after a timeout: the first attempt may yet commit; retry with the same key. */
  | { kind: "confirming" }
  /** Neither the Pay nor the read answered: a connection problem; retrying with the same key is safe. */
  | { kind: "unreachable" }
  | { kind: "expired" }
  | { kind: "cancelled" }
  /** A clear refusal or an answer that is not a payment; a new attempt gets a new key. */
  | { kind: "failed"; error: BffError | null };

const isPaid = (s: PaidState) => s.paymentStatus === "paid";

export function resolvePay(outcome: PayOutcome, now: number = Date.now()): PayResolution {
  // A second key for a reservation the first (timed-out) attempt paid: the payment went through.
  if (outcome.kind === "refused") return outcome.error.code === "ALREADY_PAID" ? { kind: "paid" } : { kind: "failed", error: outcome.error };
  if (outcome.kind === "answered") return isPaid(outcome.state) && outcome.state.status === "confirmed" ? { kind: "paid" } : { kind: "failed", error: null };
  const state = outcome.state;
  if (!state) return { kind: "unreachable" };
  if (isPaid(state)) return { kind: "paid" };
  if (state.status === "cancelled") return { kind: "cancelled" };
  if (state.status === "expired" || new Date(state.holdExpiresAt).getTime() <= now) return { kind: "expired" };
  return { kind: "confirming" };
}

type SettleOptions = {
  /** One Pay with the attempt's key. */
  pay: () => Promise<PaidState>;
  /** GET the reservation; null when it cannot be read. */
  read: () => Promise<PaidState | null>;
  /** Called each time the answer is "still being confirmed", before the same key is sent again. */
  onConfirming?: () => void;
  wait?: (ms: number) => Promise<void>;
  /** Pays sent in all (the first one included). */
  attempts?: number;
  now?: () => number;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function payOnce(pay: SettleOptions["pay"], read: SettleOptions["read"]): Promise<PayOutcome> {
  try {
    return { kind: "answered", state: await pay() };
  } catch (error) {
    if (!isUncertain(error)) return { kind: "refused", error: error instanceof BffError ? error : new BffError("", 0, "UNKNOWN") };
    return { kind: "uncertain", state: await read().catch(() => null) };
  }
}

/**
 * Pays, and after a timeout reads the reservation; while it is still pending (or unreadable), sends the same
 * key again after a pause. Returns the first settled resolution, or the last uncertain one after `attempts`.
 */
export async function settlePayment({ pay, read, onConfirming, wait = sleep, attempts = 3, now = Date.now }: SettleOptions): Promise<PayResolution> {
  for (let attempt = 1; ; attempt++) {
    const resolution = resolvePay(await payOnce(pay, read), now());
    const unsettled = resolution.kind === "confirming" || resolution.kind === "unreachable";
    if (!unsettled || attempt >= attempts) return resolution;
    if (resolution.kind === "confirming") onConfirming?.();
    await wait(1500 * attempt);
  }
}
