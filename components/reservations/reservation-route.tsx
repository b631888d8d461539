// The body of every kind's reservation route (app/[locale]/flight/[id]/booking/reservation/…, offer/…/reservation/…,
// hotel/…, chalet/…, airport-taxi/…): guard, read on the kind's service, send a link with a wrong flight, offer or
// property id to the reservation's own address, render the one reservation page with the kind's body.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireUser } from "@/lib/auth/guard";
import { redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { PagePath } from "@/lib/i18n/typed-routes";
import { readReservation, type ReservationViews } from "@/lib/provider/bookings";
import type { BookingKind } from "@/lib/reservations/kinds";
import { reservationPath, voucherPath } from "@/lib/reservations/reservation-kinds";
import { KIND_BODIES, type KindBody } from "./kind-bodies";
import { ReservationPage } from "./reservation-page";

type RouteProps<K extends BookingKind> = {
  kind: K;
  locale: Locale;
  reservationId: string;
  /** The page as addressed (its flight, offer or property id may be wrong: then it redirects). */
  requestedPath: PagePath;
};

/** Title "Reservation RH7K2P", or "Reservation not found"; never indexed. */
export async function reservationMetadata(kind: BookingKind, locale: Locale, reservationId: string): Promise<Metadata> {
  const reservation = await readReservation(kind, reservationId, locale).catch(() => null);
  const t = await getTranslations({ locale, namespace: reservation ? "StayReservations" : "Reservations" });
  return { title: reservation ? t("metaTitle", { reference: reservation.reference }) : t("notFoundTitle"), robots: { index: false } };
}

/** The clock of this request's render (a per-request page: nothing is cached across requests). */
const renderedAt = () => Date.now();

export async function ReservationRoute<K extends BookingKind>({ kind, locale, reservationId, requestedPath }: RouteProps<K>) {
  setRequestLocale(locale);
  await requireUser(locale, requestedPath);
  const reservation = await readReservation(kind, reservationId, locale);
  if (!reservation) notFound();
  const own = reservationPath(reservation);
  if (own !== requestedPath) redirect({ href: own, locale });
  const body = (KIND_BODIES[kind] as (r: ReservationViews[K]) => KindBody)(reservation);
  return (
    <ReservationPage
      reservation={reservation}
      now={renderedAt()}
      title={body.title}
      documentHref={voucherPath(reservation)}
      bookAgainHref={body.bookAgainHref}
      price={body.price}
      terms={body.terms}
      closedNote={body.closedNote}
      timeZone={body.timeZone}
    >
      {body.summary}
    </ReservationPage>
  );
}
