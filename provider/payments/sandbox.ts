// The sandbox gateway (PAYMENT_PROVIDER=sandbox, the default): no network, Stripe's well-known test cards.
// 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 declines, any other Luhn-valid number succeeds
// (the request contract has already refused numbers that fail the Luhn check).
import { randomBytes } from "node:crypto";
import { SANDBOX_CARDS } from "../contracts/reservations";

export type ChargeResult =
  | { status: "succeeded"; providerRef: string; last4: string }
  | { status: "declined"; providerRef: string; last4: string; declineCode: string; message: string };

export function chargeSandbox(input: { cardNumber: string; amount: number }): ChargeResult {
  const digits = input.cardNumber.replace(/\D/g, "");
  const last4 = digits.slice(-4);
  const providerRef = `sbx_${randomBytes(9).toString("base64url")}`;
  if (digits === SANDBOX_CARDS.decline) {
    return { status: "declined", providerRef, last4, declineCode: "card_declined", message: "Your card was declined" };
  }
  return { status: "succeeded", providerRef, last4 };
}
