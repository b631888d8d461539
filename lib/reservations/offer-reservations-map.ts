// Wire → view mapping of offer reservations and vouchers (the quote is every kind's: reservations-map.ts). Pure (no server-only) so the
// browser maps what the BFF answers exactly as the server maps what it fetched.
import type { OfferPriceBreakdown, OfferReservationOffer, OfferReservationResponse, OfferVoucherResponse } from "@/provider/contracts/offer-reservations";
import type { Locale } from "@/lib/i18n/routing";
import { effectiveStatus, mapReservationCore, type ReservationCoreView, type ReservationTab } from "./reservations-map";

/** Offers are booked, used and cancelled by the calendar of Riyadh (docs/product.md, Offers). */
export const OFFER_TIME_ZONE = "Asia/Riyadh";

export type OfferReservationView = ReservationCoreView & {
  kind: "offer";
  offer: {
    id: number;
    /** In the page's language (the other language when that one is blank). */
    title: string;
    type: OfferReservationOffer["type"];
    origin: string | null;
    destination: string;
    /** The codes' cities in the page's language; null when the airport is no longer in the catalogue. */
    originCity: string | null;
    destinationCity: string | null;
    /** YYYY-MM-DD, the offer's first and last day. */
    startDate: string;
    endDate: string;
    image: string | null;
    providerName: string;
  };
  travelerCount: number;
  leadTraveler: { fullName: string; email: string; phone: string };
  /** The trip booked: its first day and a stay's nights and check-out (YYYY-MM-DD); null for a booking made before offers were dated. */
  trip: { travelDate: string; nights: number | null; endDate: string } | null;
  /** Flights and packages: each traveller's passport name, lead first; empty otherwise. */
  travelerNames: string[];
  breakdown: OfferPriceBreakdown;
};
export type OfferVoucherView = OfferReservationView & { issuedAt: string };

const pick = (value: { ar: string; en: string }, locale: Locale) => value[locale] || value.en || value.ar;

export function mapOfferReservation(wire: OfferReservationResponse, locale: Locale): OfferReservationView {
  const o = wire.offer;
  return {
    kind: "offer",
    ...mapReservationCore(wire),
    offer: {
      id: o.id,
      title: pick(o.title, locale),
      type: o.type,
      origin: o.origin,
      destination: o.destination,
      originCity: o.originCity ? pick(o.originCity, locale) : null,
      destinationCity: o.destinationCity ? pick(o.destinationCity, locale) : null,
      startDate: o.startDate.slice(0, 10),
      endDate: o.endDate.slice(0, 10),
      image: o.image,
      providerName: pick(o.providerName, locale),
    },
    travelerCount: wire.travelerCount,
    leadTraveler: { ...wire.leadTraveler },
    trip: wire.trip ? { ...wire.trip } : null,
    travelerNames: [...wire.travelerNames],
    breakdown: wire.breakdown,
  };
}

export function mapOfferVoucher(wire: OfferVoucherResponse, locale: Locale): OfferVoucherView {
  return { ...mapOfferReservation(wire, locale), issuedAt: wire.issuedAt };
}

/**
 * Cancelled and expired bookings leave the trip lists; the rest are upcoming until the trip's last day (a stay's
 * check-out) has ended in Riyadh, or, booked before offers were dated, until the offer's last day has.
 */
export function offerReservationTab(
  view: Pick<OfferReservationView, "status" | "holdExpiresAt" | "cancellationTerms" | "trip">,
  now: number = Date.now(),
): ReservationTab {
  const status = effectiveStatus(view, now);
  if (status === "cancelled" || status === "expired") return "cancelled";
  const ends = view.trip ? Date.parse(`${view.trip.endDate}T00:00:00+03:00`) + 86_400_000 : Date.parse(view.cancellationTerms.deadline);
  return ends > now ? "upcoming" : "past";
}
