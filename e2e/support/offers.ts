// Offer reservations made through the BFF (as the signed-in user of `request`), for specs that drive the journey from
// the reservation page. The seed is being rewritten (the catalogue lands separately), so no offer id is hard-coded:
// the first offer the provider agrees to book is used — its refusals (expired, not started, sold out, not enough
// places, unknown) move on to the next id.
import { expect, type APIRequestContext } from "@playwright/test";

export type MadeOfferReservation = { id: string; reference: string; offerId: number; total: number };

const REFUSALS = new Set(["OFFER_NOT_FOUND", "OFFER_EXPIRED", "OFFER_NOT_STARTED", "OFFER_SOLD_OUT", "NOT_ENOUGH_PLACES"]);
export const LEAD = { fullName: "سارة أحمد", email: "sara.offers@example.com", phone: "+966500000007" };

export async function makeOfferReservation(
  request: APIRequestContext,
  baseURL: string,
  { travelerCount = 2, pay = false, locale = "en", firstId = 1 }: { travelerCount?: number; pay?: boolean; locale?: string; firstId?: number } = {},
): Promise<MadeOfferReservation> {
  for (let offerId = firstId; offerId < firstId + 80; offerId++) {
    const created = await request.post("/api/offer-backend/api/Reservations", {
      headers: { Origin: baseURL, "accept-language": locale },
      data: { offerId, travelerCount, leadTraveler: LEAD },
    });
    if (created.status() !== 201) {
      const body = (await created.json().catch(() => ({}))) as { code?: string };
      expect(REFUSALS.has(body.code ?? ""), `offer ${offerId}: ${created.status()} ${JSON.stringify(body)}`).toBe(true);
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
