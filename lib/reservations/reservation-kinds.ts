// What the shared reservation parts (All Reservations, the payment step, the voucher frame) need to know of each
// kind of booking: one union of the kinds' views and the few rules that differ per kind.
import type { BookingKind } from "./kinds";
import type { ReservationListItem } from "@/provider/contracts/reservations";
import type { Locale } from "@/lib/i18n/routing";
import type { PagePath } from "@/lib/i18n/typed-routes";
import { mapOfferReservation, offerReservationTab, type OfferReservationView } from "./offer-reservations-map";
import { mapReservation, reservationTab, type ReservationTab, type ReservationView } from "./reservations-map";
import { stayOrTaxiReservationTab, mapStayReservation, mapTaxiReservation, type StayOrTaxiReservationView } from "./stay-or-taxi-reservations-map";

export type { BookingKind };
export type AnyReservationView = ReservationView | OfferReservationView | StayOrTaxiReservationView;

export function listTab(view: AnyReservationView, now: number = Date.now()): ReservationTab {
  if (view.kind === "offer") return offerReservationTab(view, now);
  if (view.kind === "flight") return reservationTab(view, now);
  return stayOrTaxiReservationTab(view, now);
}

/** The reservation's own page (payment step and details). */
export function reservationPath(view: AnyReservationView): PagePath {
  switch (view.kind) {
    case "offer":
      return `/offer/${view.offer.id}/reservation/${view.id}`;
    case "flight":
      return `/flight/${view.flight.id}/booking/reservation/${view.id}`;
    case "hotel":
      return `/hotel/${view.stay.propertyId}/reservation/${view.id}`;
    case "chalet":
      return `/chalet/${view.stay.propertyId}/reservation/${view.id}`;
    case "taxi":
      return `/airport-taxi/reservation/${view.id}`;
  }
}

/** The printable ticket (flights), or voucher (every other kind), beside the reservation's page (kinds.ts's documentSegment). */
export function voucherPath(view: AnyReservationView): PagePath {
  switch (view.kind) {
    case "offer":
      return `/offer/${view.offer.id}/reservation/${view.id}/ticket`;
    case "flight":
      return `/flight/${view.flight.id}/booking/reservation/${view.id}/ticket`;
    case "hotel":
      return `/hotel/${view.stay.propertyId}/reservation/${view.id}/voucher`;
    case "chalet":
      return `/chalet/${view.stay.propertyId}/reservation/${view.id}/voucher`;
    case "taxi":
      return `/airport-taxi/reservation/${view.id}/voucher`;
  }
}

/** GET flight-backend api/Reservations (every kind) → views, newest first. */
export function mapReservationList(wire: ReservationListItem[], locale: Locale): AnyReservationView[] {
  return wire
    .map((item): AnyReservationView => {
      switch (item.kind) {
        case "offer":
          return mapOfferReservation(item, locale);
        case "flight":
          return mapReservation(item, locale);
        case "hotel":
        case "chalet":
          return mapStayReservation(item, locale);
        case "taxi":
          return mapTaxiReservation(item, locale);
      }
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
