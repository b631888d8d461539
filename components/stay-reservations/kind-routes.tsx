// The bodies of the hotel, chalet and taxi reservation routes (app/[locale]/{hotel,chalet}/[id]/reservation/… and
// app/[locale]/airport-taxi/reservation/…): guard, read, redirect a wrong property id, render the shared page.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireUser } from "@/lib/auth/guard";
import { redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { checkedPath } from "@/lib/i18n/typed-routes";
import {
  getStayReservation,
  getTaxiReservation,
  type KindBookingKind,
  type KindReservationView,
  type StayBookingKind,
  type TaxiReservationView,
} from "@/lib/provider/stay-reservations";
import { KindReservationPage } from "./kind-reservation-page";

export type StayRouteParams = { params: Promise<{ locale: string; id: string; reservationId: string }> };
export type TaxiRouteParams = { params: Promise<{ locale: string; reservationId: string }> };

/** The reservation pages of the three kinds; each voucher is `${path}/voucher`. */
export type KindReservationPath = `/hotel/${string}/reservation/${string}` | `/chalet/${string}/reservation/${string}` | `/airport-taxi/reservation/${string}`;

export const stayReservationPath = (kind: StayBookingKind, propertyId: number | string, id: string): KindReservationPath =>
  kind === "hotel" ? `/hotel/${propertyId}/reservation/${id}` : `/chalet/${propertyId}/reservation/${id}`;
export const taxiReservationPath = (id: string): KindReservationPath => `/airport-taxi/reservation/${id}`;

/** Title "Reservation RH7K2P", or "Reservation not found"; never indexed. */
export async function kindReservationMetadata(locale: Locale, read: () => Promise<KindReservationView | null>): Promise<Metadata> {
  const reservation = await read().catch(() => null);
  const t = await getTranslations({ locale, namespace: "StayReservations" });
  const tr = await getTranslations({ locale, namespace: "Reservations" });
  return { title: reservation ? t("metaTitle", { reference: reservation.reference }) : tr("notFoundTitle"), robots: { index: false } };
}

/** Where a lapsed hold books again: the property's page with the same dates and party. */
const stayBookAgain = (r: Extract<KindReservationView, { kind: StayBookingKind }>) =>
  checkedPath(`/${r.kind}/${r.stay.propertyId}?checkIn=${r.stay.checkIn}&checkOut=${r.stay.checkOut}&guests=${r.stay.guests}`);

/** The taxi search with the same airport, pickup and party. */
const taxiBookAgain = (r: TaxiReservationView) =>
  checkedPath(
    `/search/airport-taxi?airport=${r.transfer.airport.code}&date=${r.pickupLocal.date}&time=${encodeURIComponent(r.pickupLocal.time)}&passengers=${r.passengers}&bags=${r.bags}`,
  );

/** The clock of this request's render (a per-request page: nothing is cached across requests). */
const renderedAt = () => Date.now();

export async function StayReservationRoute({ kind, params }: StayRouteParams & { kind: StayBookingKind }) {
  const { locale: raw, id: propertyId, reservationId } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  await requireUser(locale, stayReservationPath(kind, propertyId, reservationId));
  const reservation = await getStayReservation(kind, reservationId, locale);
  if (!reservation) notFound();
  const path = stayReservationPath(kind, reservation.stay.propertyId, reservation.id);
  // A link with the wrong hotel or chalet id still finds the reservation: send it to its own address.
  if (String(reservation.stay.propertyId) !== propertyId) redirect({ href: path, locale });
  return <KindReservationPage reservation={reservation} path={path} bookAgainHref={stayBookAgain(reservation)} now={renderedAt()} />;
}

export async function TaxiReservationRoute({ params }: TaxiRouteParams) {
  const { locale: raw, reservationId } = await params;
  const locale = raw as Locale;
  setRequestLocale(locale);
  const path = taxiReservationPath(reservationId);
  await requireUser(locale, path);
  const reservation = await getTaxiReservation(reservationId, locale);
  if (!reservation) notFound();
  return <KindReservationPage reservation={reservation} path={path} bookAgainHref={taxiBookAgain(reservation)} now={renderedAt()} />;
}

export type { KindBookingKind };
