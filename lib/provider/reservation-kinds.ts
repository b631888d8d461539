// What the shared reservation parts (All Reservations, the payment step, the voucher frame) need to know of each
// kind of booking: one union of the kinds' views and the few rules that differ per kind.
import type { BookingKind } from "@/provider/contracts/booking-core";
import type { ReservationListItem } from "@/provider/contracts/reservations";
import type { Locale } from "@/lib/i18n/routing";
import type { PagePath } from "@/lib/i18n/typed-routes";
import { mapOfferReservation, offerReservationTab, type OfferReservationView } from "./offer-reservations-map";
import { mapReservation, reservationTab, type ReservationTab, type ReservationView } from "./reservations-map";

export type { BookingKind };
export type AnyReservationView = ReservationView | OfferReservationView;

export function listTab(view: AnyReservationView, now: number = Date.now()): ReservationTab {
  return view.kind === "offer" ? offerReservationTab(view, now) : reservationTab(view, now);
}

/** The reservation's own page (payment step and details). */
export function reservationPath(view: AnyReservationView): PagePath {
  return view.kind === "offer"
    ? `/offer/${view.offer.id}/reservation/${view.id}`
    : `/flight/${view.flight.id}/booking/reservation/${view.id}`;
}

/** The printable ticket (flights) or voucher (offers). */
export function voucherPath(view: AnyReservationView): PagePath {
  return view.kind === "offer"
    ? `/offer/${view.offer.id}/reservation/${view.id}/ticket`
    : `/flight/${view.flight.id}/booking/reservation/${view.id}/ticket`;
}

/** GET flight-backend api/Reservations (every kind) → views, newest first. */
export function mapReservationList(wire: ReservationListItem[], locale: Locale): AnyReservationView[] {
  return wire
    // Hotel, chalet and taxi reservations are listed by the provider already; their views come with their pages (issue 10).
    .flatMap((item): AnyReservationView[] =>
      item.kind === "offer" ? [mapOfferReservation(item, locale)] : item.kind === "flight" ? [mapReservation(item, locale)] : [],
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
