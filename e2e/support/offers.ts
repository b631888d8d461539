// Offer reservations made through the BFF (as the signed-in user of `request`), for specs that drive the journey from
// the reservation page. The seed is being rewritten (the catalogue lands separately), so no offer id is hard-coded:
// the first offer the provider agrees to book is used — its refusals (expired, not started, sold out, not enough
// places, unknown) move on to the next id.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { pickDay } from "./date-picker";
import { t, type Locale } from "./i18n";

export type MadeOfferReservation = { id: string; reference: string; offerId: number; total: number };

const REFUSALS = new Set(["OFFER_NOT_FOUND", "OFFER_EXPIRED", "OFFER_NOT_STARTED", "OFFER_SOLD_OUT", "NOT_ENOUGH_PLACES"]);
export const LEAD = { fullName: "سارة أحمد", email: "sara.offers@example.com", phone: "+966500000007" };
export const PASSPORT_NAMES = ["SARA AHMED", "OMAR AHMED", "LAYLA AHMED", "YUSUF AHMED", "HUDA AHMED", "ALI AHMED"];

/** A calendar day in Riyadh (UTC+3, the calendar offers are sold by), `days` from today. */
export const riyadhDay = (days = 0) => new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The trip part of a booking request: the first day `daysAhead` days on (2: cancelling stays open a day at least) inside the offer's days (the provider refuses
 * the rest, and the next offer is tried), and every traveller named (only flights and packages keep the names).
 */
export function tripOf(travelerCount: number, daysAhead = 2) {
  return {
    travelDate: riyadhDay(daysAhead),
    travelers: Array.from({ length: travelerCount }, (_, i) => ({ fullName: PASSPORT_NAMES[i % PASSPORT_NAMES.length]! })),
  };
}

export async function makeOfferReservation(
  request: APIRequestContext,
  baseURL: string,
  { travelerCount = 2, pay = false, locale = "en", firstId = 1 }: { travelerCount?: number; pay?: boolean; locale?: string; firstId?: number } = {},
): Promise<MadeOfferReservation> {
  for (let offerId = firstId; offerId < firstId + 80; offerId++) {
    const created = await request.post("/api/offer-backend/api/Reservations", {
      headers: { Origin: baseURL, "accept-language": locale },
      data: { offerId, travelerCount, leadTraveler: LEAD, ...tripOf(travelerCount) },
    });
    if (created.status() !== 201) {
      const body = (await created.json().catch(() => ({}))) as { code?: string; fields?: Record<string, string> };
      // An offer whose days hold no trip from two days on is skipped like one that has ended.
      const tripRefused = body.fields?.travelDate === "travelDateOutsideOffer";
      expect(REFUSALS.has(body.code ?? "") || tripRefused, `offer ${offerId}: ${created.status()} ${JSON.stringify(body)}`).toBe(true);
      continue;
    }
    const reservation = (await created.json()) as { id: string; reference: string; breakdown: { total: number } };
    if (pay) {
      const paid = await request.post(`/api/offer-backend/api/Reservations/${reservation.id}/Pay`, {
        headers: { Origin: baseURL, "Idempotency-Key": `offer-made-${reservation.id}` },
        data: { cardNumber: "4242424242424242", expMonth: 12, expYear: 2039, cvc: "123", holderName: "Sara Ahmed" },
      });
      expect(paid.ok(), await paid.text()).toBe(true);
    }
    return { id: reservation.id, reference: reservation.reference, offerId, total: reservation.breakdown.total };
  }
  throw new Error("no bookable offer in the seed");
}

type TripOffer = { id: number; type: string; nights: number | null; startDate: string; endDate: string };

/** The offer as the booking form reads it (its kind, nights and days). */
export async function offerTrip(request: APIRequestContext, id: number): Promise<TripOffer> {
  const response = await request.get(`/api/offer-backend/api/Offers/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as TripOffer;
}

const STAY_TYPES = new Set(["hotel", "package", "chalet"]);
const NAMED_TYPES = new Set(["flight", "package"]);

/**
 * Fills the booking form's trip: the first day `daysAhead` days on (a check-in for a stay), and each traveller's
 * passport name where the offer names them. Returns the day chosen.
 */
export async function fillOfferTrip(page: Page, locale: Locale, offer: TripOffer, count: number, daysAhead = 3): Promise<string> {
  const day = riyadhDay(daysAhead) > offer.startDate ? riyadhDay(daysAhead) : offer.startDate;
  const label = STAY_TYPES.has(offer.type) ? "OfferBooking.checkIn" : "OfferBooking.travelDate";
  await pickDay(page, locale, page.getByLabel(t(locale, label), { exact: true }), day);
  if (NAMED_TYPES.has(offer.type)) {
    for (let i = 0; i < count; i++) {
      await page.getByLabel(t(locale, "OfferBooking.travelerName", { n: i + 1 }), { exact: true }).fill(PASSPORT_NAMES[i % PASSPORT_NAMES.length]!);
    }
  }
  return day;
}
