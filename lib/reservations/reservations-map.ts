// Wire → view mapping of reservations, tickets, cancellation quotes and favorites. Pure (no server-only)
// so the client can map what the BFF answers the same way the server maps what it fetched.
import type { AirportRef, FareClass, Localized, PassengerType } from "@/provider/contracts/flights";
import type { CancellationQuote, CancellationTerms } from "@/provider/contracts/booking-core";
import {
  type FavoriteResponse,
  type LuggageItem,
  type PaymentStatus,
  type ReservationResponse,
  type ReservationStatus,
  type TicketResponse,
  type TravelerTitle,
} from "@/provider/contracts/reservations";
import type { Locale } from "@/lib/i18n/routing";

export type { PaymentStatus, ReservationStatus };
export type BadgeTone = "success" | "warning" | "danger" | "neutral" | "info";

const RESERVATION_TONES: Record<ReservationStatus, BadgeTone> = {
  confirmed: "success",
  pending: "warning",
  cancelled: "danger",
  expired: "neutral",
};
const PAYMENT_TONES: Record<PaymentStatus, BadgeTone> = { paid: "success", pending: "warning", refunded: "info" };

export const reservationStatusTone = (status: ReservationStatus): BadgeTone => RESERVATION_TONES[status];
export const paymentStatusTone = (status: PaymentStatus): BadgeTone => PAYMENT_TONES[status];

/** Only the last four characters of a passport number leave the server: "•••••1234". */
export function maskPassport(value: string): string {
  const clean = value.trim();
  if (clean.length <= 4) return "•".repeat(clean.length);
  return "•".repeat(clean.length - 4) + clean.slice(-4);
}

const pick = (value: Localized, locale: Locale) => value[locale] || value.en || value.ar;

export type AirportView = { code: string; name: string; city: string; timezone: string; terminal: string | null; gate: string | null };
export type FlightView = {
  id: string;
  flightNumber: string;
  date: string;
  cancelled: boolean;
  airline: { code: string; name: string; logo: string | null };
  planeModel: string;
  from: AirportView;
  to: AirportView;
  departureAt: string;
  arrivalAt: string;
  durationMinutes: number;
  stops: { code: string; city: string; durationMinutes: number }[];
};
export type TravelerView = {
  id: string;
  gender: TravelerTitle;
  fullName: string;
  type: PassengerType;
  passportMasked: string;
  seatNumber: string | null;
  seatChosen: boolean;
  /** A round trip's seat on the return flight (null: one-way, an infant, or none yet). */
  returnSeatNumber: string | null;
  luggage: LuggageItem[];
  price: number;
};
/** What every kind's reservation view carries, mapped once (mapReservationCore) from the core every kind's answer has. */
export type ReservationCoreView = {
  id: string;
  reference: string;
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
  createdAt: string;
  holdExpiresAt: string;
  paidAt: string | null;
  cancelledAt: string | null;
  /** The terms stored with the booking (the fare's, room's, chalet's, transfer's or offer's as they were then), which the cancellation applies. */
  cancellationTerms: CancellationTerms;
  cancellationFee: number | null;
  refundAmount: number | null;
  payment: { last4: string | null; amount: number; paidAt: string; provider: "sandbox" | "stripe" } | null;
};

export const mapReservationCore = (wire: ReservationCoreView): ReservationCoreView => ({
  id: wire.id,
  reference: wire.reference,
  status: wire.status,
  paymentStatus: wire.paymentStatus,
  createdAt: wire.createdAt,
  holdExpiresAt: wire.holdExpiresAt,
  paidAt: wire.paidAt,
  cancelledAt: wire.cancelledAt,
  cancellationTerms: { ...wire.cancellationTerms },
  cancellationFee: wire.cancellationFee,
  refundAmount: wire.refundAmount,
  payment: wire.payment ? { last4: wire.payment.last4, amount: wire.payment.amount, paidAt: wire.payment.paidAt, provider: wire.payment.provider } : null,
});

export type ReservationView = ReservationCoreView & {
  kind: "flight";
  flight: FlightView;
  fareClass: FareClass;
  fareType: { name: string; refundable: boolean; editable: boolean; editFees: number };
  /**
   * A round trip's return leg (one booking for both legs): its flight and fare type, and each leg's fare and fee share
   * as booked (the cancellation applies them, their sum being the stored fixed fee). Null: one-way.
   */
  returnLeg: {
    flight: FlightView;
    fareType: { name: string; refundable: boolean; editable: boolean; editFees: number };
    outbound: { fare: number; feePercent: number };
    inbound: { fare: number; feePercent: number };
  } | null;
  travelers: TravelerView[];
  bags: { weightKg: number; quantity: number; total: number }[];
  meals: { name: string; quantity: number; total: number }[];
  breakdown: ReservationResponse["breakdown"];
};
export type TicketView = ReservationView & { issuedAt: string };

function mapAirport(a: AirportRef & { terminal?: Localized | null; gate?: string | null }, locale: Locale): AirportView {
  const terminal = a.terminal ? pick(a.terminal, locale) : null;
  return { code: a.code, name: pick(a.name, locale), city: pick(a.city, locale), timezone: a.timezone, terminal, gate: a.gate ?? null };
}

function mapFlight(f: ReservationResponse["flight"], locale: Locale): FlightView {
  return {
    id: f.id,
    flightNumber: f.flightNumber,
    date: f.date,
    cancelled: f.status === "cancelled",
    airline: { code: f.airline.code, name: pick(f.airline.name, locale), logo: f.airline.logo },
    planeModel: pick(f.planeModel, locale),
    from: mapAirport(f.from, locale),
    to: mapAirport(f.to, locale),
    departureAt: f.departureAt,
    arrivalAt: f.arrivalAt,
    durationMinutes: f.durationMinutes,
    stops: f.stops.map((s) => ({ code: s.airport.code, city: pick(s.airport.city, locale), durationMinutes: s.durationMinutes })),
  };
}

const mapFareType = (ticket: ReservationResponse["ticket"], locale: Locale) => ({
  name: pick(ticket.name, locale),
  refundable: ticket.refundable,
  editable: ticket.editable,
  editFees: ticket.editFees,
});

export function mapReservation(wire: ReservationResponse, locale: Locale): ReservationView {
  const back = wire.returnLeg ?? null;
  return {
    kind: "flight",
    ...mapReservationCore(wire),
    flight: mapFlight(wire.flight, locale),
    fareClass: wire.fareClass,
    fareType: mapFareType(wire.ticket, locale),
    returnLeg: back
      ? { flight: mapFlight(back.flight, locale), fareType: mapFareType(back.ticket, locale), outbound: { ...back.outbound }, inbound: { ...back.inbound } }
      : null,
    travelers: wire.travelers.map((t) => ({
      id: t.id,
      gender: t.gender,
      fullName: t.fullName,
      type: t.type,
      passportMasked: maskPassport(t.passportNumber),
      seatNumber: t.seat?.seatNumber ?? null,
      seatChosen: t.seat?.chosen ?? false,
      returnSeatNumber: t.returnSeat?.seatNumber ?? null,
      luggage: t.luggage,
      price: t.price,
    })),
    bags: wire.bags.map((b) => ({ weightKg: b.weightKg, quantity: b.quantity, total: b.total })),
    meals: wire.meals.map((m) => ({ name: pick(m.name, locale), quantity: m.quantity, total: m.total })),
    breakdown: wire.breakdown,
  };
}

export function mapTicket(wire: TicketResponse, locale: Locale): TicketView {
  return { ...mapReservation(wire, locale), issuedAt: wire.issuedAt };
}

/** Every kind's cancellation quote: the terms stored at booking and what cancelling now costs. */
export type CancellationView = {
  allowed: boolean;
  reason: "deadlinePassed" | "notCancellable" | null;
  deadline: string;
  fee: number;
  refund: number;
  /** The fee in percent of the total (without extras) after the free period. */
  feePercent: number;
  /** The end of the free period; null: none. */
  freeUntil: string | null;
  /** A fixed fee after the free period (a stay's first night); null: feePercent applies. */
  feeAmount: number | null;
};

export function mapCancellationQuote(wire: CancellationQuote): CancellationView {
  const reason = wire.reason === "CANCELLATION_CLOSED" ? "deadlinePassed" : wire.reason ? "notCancellable" : null;
  return {
    allowed: wire.allowed,
    reason,
    deadline: wire.deadline,
    fee: wire.fee,
    refund: wire.refund,
    feePercent: wire.feePercent,
    freeUntil: wire.freeUntil,
    feeAmount: wire.feeAmount,
  };
}

/** Nothing cancels after the deadline stored with the booking, of any kind (the provider refuses too: CANCELLATION_CLOSED). */
export const cancellationClosed = (view: { cancellationTerms: Pick<CancellationTerms, "deadline"> }, now: number = Date.now()) =>
  Date.parse(view.cancellationTerms.deadline) <= now;

/** How many hours before departure the stored deadline falls (the ticket's "until N hours before departure"). */
export const cancellationHoursBeforeDeparture = (view: Pick<ReservationView, "cancellationTerms" | "flight">) =>
  Math.round((Date.parse(view.flight.departureAt) - Date.parse(view.cancellationTerms.deadline)) / 3_600_000);

/** A pending reservation can be paid while its hold lasts. */
export function holdAlive(view: Pick<ReservationView, "status" | "holdExpiresAt">, now: number = Date.now()): boolean {
  return view.status === "pending" && new Date(view.holdExpiresAt).getTime() > now;
}

/**
 * The status a person should read: a pending reservation whose hold has passed is expired, even
 * before the provider has swept it.
 */
export function effectiveStatus(view: Pick<ReservationView, "status" | "holdExpiresAt">, now: number = Date.now()): ReservationStatus {
  return view.status === "pending" && !holdAlive(view, now) ? "expired" : view.status;
}

export const ticketAvailable = (view: Pick<ReservationView, "status" | "paymentStatus">) => view.status === "confirmed" && view.paymentStatus === "paid";

export type ReservationTab = "upcoming" | "past" | "cancelled";

/** Cancelled and expired bookings leave the trip lists; the rest split on the departure time. */
export function reservationTab(view: Pick<ReservationView, "status" | "holdExpiresAt" | "flight">, now: number = Date.now()): ReservationTab {
  const status = effectiveStatus(view, now);
  if (status === "cancelled" || status === "expired") return "cancelled";
  return new Date(view.flight.departureAt).getTime() > now ? "upcoming" : "past";
}

export type FlightFavoriteView = {
  kind: "flight";
  flightId: string;
  /** When it was saved (ISO): the favorites list is newest first across kinds. */
  savedAt: string;
  flightNumber: string;
  date: string;
  cancelled: boolean;
  airline: { code: string; name: string; logo: string | null };
  from: AirportView;
  to: AirportView;
  departureAt: string;
  arrivalAt: string;
  durationMinutes: number;
  stopsCount: number;
  fromPrice: number;
  /** Departure already passed: kept in the list, but no longer bookable. */
  departed: boolean;
};

export function mapFlightFavorite(wire: FavoriteResponse, locale: Locale, now: number = Date.now()): FlightFavoriteView {
  const f = wire.flight;
  return {
    kind: "flight",
    flightId: wire.flightId,
    savedAt: wire.createdAt,
    flightNumber: f.flightNumber,
    date: f.date,
    cancelled: f.status === "cancelled",
    airline: { code: f.airline.code, name: pick(f.airline.name, locale), logo: f.airline.logo },
    from: mapAirport(f.from, locale),
    to: mapAirport(f.to, locale),
    departureAt: f.departureAt,
    arrivalAt: f.arrivalAt,
    durationMinutes: f.durationMinutes,
    stopsCount: f.stopsCount,
    fromPrice: f.fromPrice,
    departed: new Date(f.departureAt).getTime() <= now,
  };
}
