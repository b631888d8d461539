// An offer's cancellation terms as one sentence, the same before booking (the offer's page, the booking form: the
// terms a booking made now would store) and after (above Pay, the ticket: the terms stored with the booking). Pure (no
// server-only): the words come from messages/*.json (OfferTerms: a namespace of its own, so the booking form's client messages do not carry it), the choice of sentence is made here.
import type { CancellationTerms } from "@/provider/contracts/booking-core";
import type { OfferCancellation } from "@/provider/contracts/offers";
import { OFFER_TIME_ZONE } from "@/lib/reservations/offer-reservations-map";

export type OfferTerms = {
  /** Hours after booking in which cancelling is free (0: none). */
  freeHours: number;
  /** Fee of a cancellation after them, in percent of the total (0: always free, 100: nothing back). */
  feePercent: number;
  /**
   * When cancelling closes: as the trip begins (its first day, YYYY-MM-DD, once booked; null before a day is chosen),
   * or, for a booking made before offers were dated, at the end of the offer's last day.
   */
  closes: { by: "trip"; day: string | null } | { by: "offerEnd"; day: string };
};

/** The terms a booking of this offer would store, from its details: no cancellation once the trip begins. */
export function offerTermsOfOffer(cancellation: OfferCancellation): OfferTerms {
  return { freeHours: cancellation.freeHours, feePercent: cancellation.feePercent, closes: { by: "trip", day: null } };
}

/** The Riyadh day of an instant (Riyadh keeps UTC+3 all year; Intl is asked anyway). */
const riyadhDay = (ms: number) => new Intl.DateTimeFormat("en-CA", { timeZone: OFFER_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(ms);

/**
 * The terms stored with a booking: the free period ran from the booking's creation (offer-backend counts it from the
 * same instant, so the hours come back whole); the deadline is the instant its trip begins (before offers were dated:
 * the instant the offer's last day ended).
 */
export function offerTermsOfReservation(r: { createdAt: string; cancellationTerms: CancellationTerms; trip: { travelDate: string } | null }): OfferTerms {
  const { freeUntil, feePercent, deadline } = r.cancellationTerms;
  const freeMs = freeUntil ? Date.parse(freeUntil) - Date.parse(r.createdAt) : 0;
  // A free period there is, however short, is never read as none.
  const freeHours = freeUntil ? Math.max(1, Math.round(freeMs / 3_600_000)) : 0;
  const closes = r.trip ? ({ by: "trip", day: r.trip.travelDate } as const) : ({ by: "offerEnd", day: riyadhDay(Date.parse(deadline) - 1) } as const);
  return { freeHours, feePercent, closes };
}

export type OfferTermsRule =
  | { key: "alwaysFree" }
  | { key: "freeThenPercent" | "freeThenNothing"; values: { hours: number; percent: number } }
  | { key: "percent"; values: { percent: number } }
  | { key: "nonRefundable" };

/** Which sentence says the rule: 0 % is free whatever the hours, 100 % is "nothing back". */
export function offerTermsRule(terms: Pick<OfferTerms, "freeHours" | "feePercent">): OfferTermsRule {
  const { freeHours: hours, feePercent: percent } = terms;
  if (percent <= 0) return { key: "alwaysFree" };
  if (hours > 0) return { key: percent >= 100 ? "freeThenNothing" : "freeThenPercent", values: { hours, percent } };
  return percent >= 100 ? { key: "nonRefundable" } : { key: "percent", values: { percent } };
}
