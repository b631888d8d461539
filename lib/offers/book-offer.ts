// The offer booking form's rules that are not the contract's: how many can be chosen, the live price, and where a
// provider refusal is shown. Pure, for the form and its tests.
import { isStayOffer, MAX_OFFER_TRAVELERS, OFFER_MAX_NIGHTS, type OfferType } from "@/provider/contracts/offer-rules";
import { addDays } from "@/provider/contracts/flight-rules";

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

/** Provider field paths the form has a field for (the rest go to the alert); each traveller's name besides. */
export const FORM_FIELDS = ["travelDate", "nights", "travelerCount", "travelers", "leadTraveler.fullName", "leadTraveler.email", "leadTraveler.phone"] as const;
export type TravelerNameField = `travelers.${number}.fullName`;
export type OfferFormField = (typeof FORM_FIELDS)[number] | TravelerNameField;

export const travelerNameField = (index: number): TravelerNameField => `travelers.${index}.fullName`;
export const isFormField = (path: string): path is OfferFormField =>
  (FORM_FIELDS as readonly string[]).includes(path) || /^travelers\.\d+\.fullName$/.test(path);

/** The days between two calendar days (b − a). */
export const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

export type OfferTripRule = { type: OfferType; nights: number | null; startDate: string; endDate: string };

/**
 * The first and last travel day a booking of the offer may choose (offer-backend's rule): from today in Riyadh and the
 * offer's first day, with every night of a fixed stay inside its days. Null when no day is left.
 */
export function travelDateBounds(offer: OfferTripRule, today: string): { min: string; max: string } | null {
  const min = offer.startDate > today ? offer.startDate : today;
  const max = addDays(offer.endDate, isStayOffer(offer.type) && offer.nights ? 1 - offer.nights : 0);
  return min <= max ? { min, max } : null;
}

/** The nights a traveller may choose when the offer fixes none: 1 to the days left in the window from the check-in. */
export function nightChoices(offer: OfferTripRule, travelDate: string): number[] {
  const left = travelDate ? daysBetween(travelDate, offer.endDate) + 1 : OFFER_MAX_NIGHTS;
  return Array.from({ length: Math.max(1, Math.min(OFFER_MAX_NIGHTS, left)) }, (_, i) => i + 1);
}
