// Wire → view mapping of hotel, chalet and taxi reservations, their vouchers and cancellation quotes. Pure (no
// server-only) so the browser maps what the BFF answers exactly as the server maps what it fetched.
import type { HouseRules, StayReservationResponse, StayVoucherResponse } from "@/provider/contracts/stays";
import type { TaxiReservationResponse } from "@/provider/contracts/taxis";
import type { Locale } from "@/lib/i18n/routing";
import { effectiveStatus, mapReservationCore, type ReservationCoreView, type ReservationTab } from "./reservations-map";

export type StayBookingKind = "hotel" | "chalet";
export type StayOrTaxiKind = StayBookingKind | "taxi";

export type Contact = { fullName: string; email: string; phone: string };

export type StayReservationView = ReservationCoreView & {
  kind: StayBookingKind;
  stay: {
    propertyId: number;
    /** In the page's language (the other one when blank). */
    name: string;
    city: string;
    address: string;
    photo: string | null;
    room: {
      roomTypeId: number;
      name: string;
      board: NonNullable<StayReservationResponse["stay"]["room"]>["board"];
      bedType: NonNullable<StayReservationResponse["stay"]["room"]>["bedType"];
      number: string;
    } | null;
    /** YYYY-MM-DD, local to the property. */
    checkIn: string;
    checkOut: string;
    /** Local HH:MM. */
    checkInTime: string;
    checkOutTime: string;
    /** The property's IANA time zone. */
    timeZone: string;
    guests: number;
    rules: HouseRules | null;
    /**
     * The property's offset from UTC in minutes (check-in's local time against its instant, the deadline): instants
     * of the stay (free cancellation until) are shown on the property's clock, not the visitor's.
     */
    utcOffsetMinutes: number;
  };
  leadGuest: Contact;
  specialRequests: string | null;
  breakdown: StayReservationResponse["breakdown"];
};

export type TaxiReservationView = ReservationCoreView & {
  kind: "taxi";
  transfer: {
    id: number;
    airport: { code: string; name: string; timezone: string };
    area: string;
    vehicleClass: TaxiReservationResponse["transfer"]["vehicleClass"];
    passengerGroup: TaxiReservationResponse["transfer"]["passengerGroup"];
    vehicle: string;
    photo: string | null;
    freeWaitingMinutes: number;
    meetAndGreet: boolean;
    durationMinutes: number;
    /** Where the driver waits, in the page's language; null when the airport has none written. */
    meetingPoint: string | null;
    supplier: TaxiSupplierView | null;
  };
  pickupAt: string;
  pickupLocal: { date: string; time: string };
  passengers: number;
  bags: number;
  childSeats: number;
  flightNumber: string | null;
  leadPassenger: Contact;
  breakdown: TaxiReservationResponse["breakdown"];
};

/** Who drives: the contact only on a confirmed booking (the provider withholds it from an unpaid hold). */
export type TaxiSupplierView = { name: string; contact: { phone: string; whatsapp: string | null; email: string | null } | null };

export type StayOrTaxiReservationView = StayReservationView | TaxiReservationView;
export type StayVoucherView = StayReservationView & { issuedAt: string };
export type TaxiVoucherView = TaxiReservationView & { issuedAt: string };
export type StayOrTaxiVoucherView = StayVoucherView | TaxiVoucherView;

const pick = (value: { ar: string; en: string }, locale: Locale) => value[locale] || value.en || value.ar;

/** Minutes east of UTC at the property: the local wall clock of check-in minus the instant it is (the deadline). */
export function offsetMinutes(localDay: string, localTime: string, instant: string): number {
  const wall = Date.parse(`${localDay.slice(0, 10)}T${localTime}:00Z`);
  const at = Date.parse(instant);
  return Number.isFinite(wall) && Number.isFinite(at) ? Math.round((wall - at) / 60_000) : 0;
}

export function mapStayReservation(wire: StayReservationResponse, locale: Locale): StayReservationView {
  const s = wire.stay;
  return {
    kind: wire.kind,
    ...mapReservationCore(wire),
    stay: {
      propertyId: s.propertyId,
      name: pick(s.name, locale),
      city: pick(s.city, locale),
      address: pick(s.address, locale),
      photo: s.photo,
      room: s.room
        ? { roomTypeId: s.room.roomTypeId, name: pick(s.room.name, locale), board: s.room.board, bedType: s.room.bedType, number: s.room.number }
        : null,
      checkIn: s.checkIn.slice(0, 10),
      checkOut: s.checkOut.slice(0, 10),
      checkInTime: s.checkInTime,
      checkOutTime: s.checkOutTime,
      timeZone: s.timeZone,
      guests: s.guests,
      rules: s.rules,
      utcOffsetMinutes: offsetMinutes(s.checkIn, s.checkInTime, wire.cancellationTerms.deadline),
    },
    leadGuest: { ...wire.leadGuest },
    specialRequests: wire.specialRequests || null,
    breakdown: { ...wire.breakdown },
  };
}

export function mapTaxiReservation(wire: TaxiReservationResponse, locale: Locale): TaxiReservationView {
  const t = wire.transfer;
  return {
    kind: "taxi",
    ...mapReservationCore(wire),
    transfer: {
      id: t.id,
      airport: { code: t.airport.code, name: pick(t.airport.name, locale), timezone: t.airport.timezone },
      area: pick(t.area, locale),
      vehicleClass: t.vehicleClass,
      passengerGroup: t.passengerGroup,
      vehicle: pick(t.vehicle, locale),
      photo: t.photo,
      freeWaitingMinutes: t.freeWaitingMinutes,
      meetAndGreet: t.meetAndGreet,
      durationMinutes: t.durationMinutes,
      meetingPoint: t.meetingPoint ? pick(t.meetingPoint, locale) : null,
      supplier: t.supplier ? { name: pick(t.supplier.name, locale), contact: t.supplier.contact ? { ...t.supplier.contact } : null } : null,
    },
    pickupAt: wire.pickupAt,
    pickupLocal: { ...wire.pickupLocal },
    passengers: wire.passengers,
    bags: wire.bags,
    childSeats: wire.childSeats,
    flightNumber: wire.flightNumber,
    leadPassenger: { ...wire.leadPassenger },
    breakdown: { ...wire.breakdown },
  };
}

export function mapStayVoucher(wire: StayVoucherResponse, locale: Locale): StayVoucherView {
  return { ...mapStayReservation(wire, locale), issuedAt: wire.issuedAt };
}

export function mapTaxiVoucher(wire: TaxiReservationResponse & { issuedAt: string }, locale: Locale): TaxiVoucherView {
  return { ...mapTaxiReservation(wire, locale), issuedAt: wire.issuedAt };
}

/** The instant the stay ends (check-out on the property's clock) or the ride is over (pickup + drive). */
export function stayOrTaxiEndsAt(view: StayOrTaxiReservationView): number {
  if (view.kind === "taxi") return Date.parse(view.pickupAt) + view.transfer.durationMinutes * 60_000;
  return Date.parse(`${view.stay.checkOut}T${view.stay.checkOutTime}:00Z`) - view.stay.utcOffsetMinutes * 60_000;
}

/** Cancelled and lapsed holds leave the trip lists; the rest are upcoming until check-out or the end of the ride. */
export function stayOrTaxiReservationTab(view: StayOrTaxiReservationView, now: number = Date.now()): ReservationTab {
  const status = effectiveStatus(view, now);
  if (status === "cancelled" || status === "expired") return "cancelled";
  return stayOrTaxiEndsAt(view) > now ? "upcoming" : "past";
}

/** A stay's instant (free cancellation until, the deadline) as the property's wall clock, formatted in UTC. */
export const propertyWallClock = (iso: string, utcOffsetMinutes: number) => new Date(Date.parse(iso) + utcOffsetMinutes * 60_000);
