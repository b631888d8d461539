// Sending an offer booking, loaded on the first Book (the contract's schema and the request are a few KiB the offer
// page's first load is spared): the check, the request, and where each refusal is shown.
import { createOfferReservationRequest } from "@/provider/contracts/offer-reservations";
import { BffError } from "@/lib/api/bff-client";
import { createOfferReservation } from "@/lib/api/offer-reservations";
import type { Locale } from "@/lib/i18n/routing";
import { FORM_FIELDS, type OfferFormField } from "@/lib/offers/book-offer";

/** The form's plain fields, as typed (react-hook-form's names). */
export type OfferBookingInput = { offerId: number; count: number; values: Record<Exclude<OfferFormField, "travelerCount">, string> };

/** Field → Validation message key (the contract's, or the provider's `fields`). */
export type OfferFieldErrors = Partial<Record<OfferFormField, string>>;

/** Refusals about the number of places belong beside that field; the others are about the offer itself. */
const COUNT_ERRORS = new Set(["NOT_ENOUGH_PLACES", "OFFER_SOLD_OUT"]);

/** Where a refusal goes (one of): the login page, the count field, the fields it names, else the alert (no text: the form's words). */
export type OfferRefusalPlace = { login?: true; count?: string; fields?: OfferFieldErrors; alert?: string };

export class OfferRefusal extends Error {
  constructor(readonly place: OfferRefusalPlace) {
    super("offer booking refused");
    this.name = "OfferRefusal";
  }
}

/** Checks the form with the contract's schema (`onValid` when it passes), then asks the provider for the reservation. */
export async function sendOfferBooking({ offerId, count, values }: OfferBookingInput, locale: Locale, onValid: () => void) {
  const leadTraveler = { fullName: values["leadTraveler.fullName"], email: values["leadTraveler.email"], phone: values["leadTraveler.phone"] };
  const parsed = createOfferReservationRequest.safeParse({ offerId, travelerCount: count, leadTraveler });
  if (!parsed.success) {
    const found: OfferFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.join(".") as OfferFormField;
      if (FORM_FIELDS.includes(field)) found[field] ??= issue.message;
    }
    throw new OfferRefusal({ fields: found });
  }
  onValid();
  try {
    return await createOfferReservation(parsed.data, locale);
  } catch (error) {
    throw new OfferRefusal(placeOf(error));
  }
}

function placeOf(error: unknown): OfferRefusalPlace {
  if (!(error instanceof BffError)) return {};
  if (error.status === 401) return { login: true };
  if (COUNT_ERRORS.has(error.code)) return { count: error.message };
  const fields = error.fields;
  if (fields && FORM_FIELDS.some((field) => fields[field])) {
    return { fields: Object.fromEntries(FORM_FIELDS.flatMap((field) => (fields[field] ? [[field, fields[field]]] : []))) };
  }
  return { alert: error.message };
}
