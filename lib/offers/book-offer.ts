// The offer booking form's rules that are not the contract's: how many can be chosen, the live price, and where a
// provider refusal is shown. Pure, for the form and its tests.
import { MAX_OFFER_TRAVELERS } from "@/provider/contracts/offer-rules";

/** 1..min(places left, MAX_OFFER_TRAVELERS); empty when nothing is left. */
export function travelerChoices(availability: number): number[] {
  const max = Math.max(0, Math.min(Math.floor(availability), MAX_OFFER_TRAVELERS));
  return Array.from({ length: max }, (_, i) => i + 1);
}

export type OfferPricePreview = { subtotal: number; originalTotal: number | null; saving: number; total: number };

/** The provider's own rule (offerPriceBreakdown): unit price × travellers; the saving is shown, not deducted again. */
export function offerPricePreview(unitPrice: number, unitOriginalPrice: number | null | undefined, count: number): OfferPricePreview {
  const subtotal = unitPrice * count;
  const discounted = unitOriginalPrice != null && unitOriginalPrice > unitPrice;
  const originalTotal = discounted ? unitOriginalPrice * count : null;
  return { subtotal, originalTotal, saving: originalTotal === null ? 0 : originalTotal - subtotal, total: subtotal };
}

/** Provider field paths the form has a field for (the rest go to the alert). */
export const FORM_FIELDS = ["travelerCount", "leadTraveler.fullName", "leadTraveler.email", "leadTraveler.phone"] as const;
export type OfferFormField = (typeof FORM_FIELDS)[number];
