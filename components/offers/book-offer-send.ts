// Sending an offer booking, loaded on the first Book (the contract's schema and the request are a few KiB the offer
// page's first load is spared): the check, the request, and where each refusal is shown.
import { createOfferReservationRequest } from "@/provider/contracts/offer-reservations";
import { BffError } from "@/lib/api/bff-client";
import { createOfferReservation } from "@/lib/api/offer-reservations";
import type { Locale } from "@/lib/i18n/routing";
import { isStayOffer, namesEveryTraveler, type OfferType } from "@/provider/contracts/offer-rules";
import { isFormField, travelerNameField, type OfferFormField } from "@/lib/offers/book-offer";

/** The form's plain fields, as typed (react-hook-form's names), and what the offer asks of a trip. */
export type OfferBookingInput = {
  offerId: number;
  count: number;
  values: Partial<Record<OfferFormField, string>>;
  offer: { type: OfferType; nights: number | null };
};

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

/** The request the form's fields make: the stay's nights only where the offer leaves them, names where its kind needs them. */
function requestOf({ offerId, count, values, offer }: OfferBookingInput) {
  const value = (field: OfferFormField) => values[field] ?? "";
  return {
    offerId,
    travelerCount: count,
    leadTraveler: { fullName: value("leadTraveler.fullName"), email: value("leadTraveler.email"), phone: value("leadTraveler.phone") },
    travelDate: value("travelDate"),
    // A stay sends the nights the form showed (the offer's, or the traveller's): the provider refuses them if the offer's
    // changed since the page was cached, rather than booking a stay the form did not say.
    ...(isStayOffer(offer.type) ? { nights: offer.nights ?? (Number(value("nights")) || undefined) } : {}),
    ...(namesEveryTraveler(offer.type) ? { travelers: Array.from({ length: count }, (_, i) => ({ fullName: value(travelerNameField(i)) })) } : {}),
  };
}

/** Checks the form with the contract's schema (`onValid` when it passes), then asks the provider for the reservation. */
export async function sendOfferBooking(input: OfferBookingInput, locale: Locale, onValid: () => void) {
  const parsed = createOfferReservationRequest.safeParse(requestOf(input));
  if (!parsed.success) {
    const found: OfferFieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path.join(".");
      if (isFormField(field)) found[field] ??= issue.message;
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
  const placed = Object.entries(error.fields ?? {}).filter(([field]) => isFormField(field));
  if (placed.length) return { fields: Object.fromEntries(placed) as OfferFieldErrors };
  return { alert: error.message };
}
