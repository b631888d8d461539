// The cancellation terms of the flights, stays and transfers, made in one place: the details and search answers show them
// before booking and the create handlers store exactly them in the reservation (bookings/cancel.ts applies them).
import type { CancellationTerms as WireTerms } from "../contracts/booking-core";
import { CANCELLATION_DEADLINE_HOURS, CANCELLATION_FEE_PERCENT } from "../contracts/flight-rules";
import { localInstant } from "../contracts/local-time";
import { isWeekendNight, TAXI_FREE_CANCELLATION_HOURS } from "../contracts/stay-rules";
import { priceLines } from "../contracts/taxes";
import type { CancellationTerms } from "./core";

const DAY_MS = 86_400_000;

type StayTermsInput = {
  checkIn: string;
  /** The property's check-in time ("HH:MM") and its city's zone. */
  checkInTime: string;
  timezone: string;
  /** A hotel room type may be non-refundable; a chalet always is refundable until its free period ends. */
  refundable: boolean;
  freeCancellationDays: number | null;
  nightlyPrice: number;
  weekendPrice: number;
  /** The stay's first night as priced (a hotel's date rule may set it); absent: its weekday's price. */
  firstNightPrice?: number;
  /** What is stayed in and the country's code: the first night's fee carries that country's taxes. */
  kind: "hotel" | "chalet";
  country: string;
};

/**
 * A stay: refundable, free until N days before check-in, then the first night (with its fee and taxes); otherwise
 * nothing back. No cancellation from check-in on. A free period already behind us is none.
 */
export function stayTerms(s: StayTermsInput, now = Date.now()): CancellationTerms {
  const checkInAt = localInstant(s.checkIn, s.checkInTime.slice(0, 5), s.timezone);
  if (!s.refundable) return { deadline: new Date(checkInAt), freeUntil: null, feePercent: 100, feeAmount: null };
  const freeUntil = checkInAt - (s.freeCancellationDays ?? 0) * DAY_MS;
  const firstNight = s.firstNightPrice ?? (isWeekendNight(s.checkIn) ? s.weekendPrice : s.nightlyPrice);
  return {
    deadline: new Date(checkInAt),
    freeUntil: freeUntil > now ? new Date(freeUntil) : null,
    feePercent: 0,
    feeAmount: priceLines(firstNight, { kind: s.kind, country: s.country, roomNights: 1 }).total,
  };
}

/**
 * A flight (SPEC §9): cancellable until N hours before departure. A refundable fare pays the fee (a share of the
 * ticket price); a non-refundable one gets none of the ticket price back (the paid extras still come back, as every
 * kind's fee is taken from the total less its extras).
 */
export function flightTerms(departureAt: Date, refundable: boolean): CancellationTerms {
  return {
    deadline: new Date(departureAt.getTime() - CANCELLATION_DEADLINE_HOURS * 3_600_000),
    freeUntil: null,
    feePercent: flightFeePercent(refundable),
    feeAmount: null,
  };
}

/** A flight leg's fee share: a refundable fare pays the fee percent, a non-refundable one keeps the whole fare. */
export const flightFeePercent = (refundable: boolean) => (refundable ? CANCELLATION_FEE_PERCENT : 100);

/**
 * A round trip (one booking, issue 25 point 4): cancellable until N hours before the outbound departure, as one. Each
 * leg's fare terms apply to that leg's fare, so the fee is fixed when booked: Σ legs (fare × the leg's fee share); the
 * paid extras still come back. feePercent is the outbound leg's (the return leg's is kept in its own detail row).
 */
export function roundTripTerms(legs: { departureAt: Date; refundable: boolean; fare: number }[]): CancellationTerms {
  const first = legs.reduce((a, b) => (a.departureAt <= b.departureAt ? a : b));
  return {
    deadline: flightTerms(first.departureAt, first.refundable).deadline,
    freeUntil: null,
    feePercent: flightFeePercent(legs[0]!.refundable),
    feeAmount: legs.reduce((s, leg) => s + Math.round((leg.fare * flightFeePercent(leg.refundable)) / 100), 0),
  };
}

/** A transfer: free until 24 h before pickup, then nothing back (the driver is on the way); none from pickup on. */
export function taxiTerms(pickupMs: number, now = Date.now()): CancellationTerms {
  const freeUntil = pickupMs - TAXI_FREE_CANCELLATION_HOURS * 3_600_000;
  return { deadline: new Date(pickupMs), freeUntil: freeUntil > now ? new Date(freeUntil) : null, feePercent: 100, feeAmount: null };
}

/** The terms as the answers carry them. */
export const termsOnWire = (t: CancellationTerms): WireTerms => ({
  deadline: t.deadline.toISOString(),
  freeUntil: t.freeUntil?.toISOString() ?? null,
  feeAmount: t.feeAmount ?? null,
  feePercent: t.feePercent,
});
