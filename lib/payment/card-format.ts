// Card fields as a person types them, and their translation into the provider's payRequest.
import { payRequest, type PayRequest } from "@/provider/contracts/reservations";

export const MAX_CARD_DIGITS = 19;

/** "4242424242424242" → "4242 4242 4242 4242" (any separators the person typed are dropped). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** Typing "1228" reads "12/28"; deleting past the slash works because the slash is re-derived. */
export function formatExpiry(value: string): string {
  let digits = value.replace(/\D/g, "").slice(0, 4);
  // "4" can only start April: make it "04".
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** "MM/YY" → month and four-digit year, or null when it is not that shape. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  return { expMonth: Number(match[1]), expYear: 2000 + Number(match[2]) };
}

export type CardFormValues = { cardNumber: string; expiry: string; cvc: string; holderName: string };
export type CardFormField = keyof CardFormValues;

/**
 * Checks the form with the contract's payRequest. Errors are Validation message keys per form field
 * (the contract's expMonth/expYear both belong to the single "expiry" field).
 */
export function toPayRequest(values: CardFormValues): { ok: true; data: PayRequest } | { ok: false; errors: Partial<Record<CardFormField, string>> } {
  const expiry = parseExpiry(values.expiry);
  const candidate = {
    cardNumber: values.cardNumber,
    expMonth: expiry?.expMonth ?? Number.NaN,
    expYear: expiry?.expYear ?? Number.NaN,
    cvc: values.cvc,
    holderName: values.holderName,
  };
  const parsed = payRequest.safeParse(candidate);
  const errors: Partial<Record<CardFormField, string>> = {};
  if (!expiry) errors.expiry = values.expiry.trim() ? "cardExpiryInvalid" : "required";
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      const field: CardFormField | null =
        key === "expMonth" || key === "expYear" ? "expiry" : key === "cardNumber" || key === "cvc" || key === "holderName" ? key : null;
      if (field && !errors[field]) errors[field] = field === "cardNumber" && !values.cardNumber.trim() ? "required" : issue.message;
    }
  }
  if (Object.keys(errors).length || !parsed.success) return { ok: false, errors };
  return { ok: true, data: { ...parsed.data } };
}
