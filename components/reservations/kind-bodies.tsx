// What each kind puts into the one reservation page (./reservation-page.tsx): its title, summary, price breakdown,
// terms text, the note once cancelling has closed, and where a lapsed hold books again. A sixth kind adds one entry.
import type { ReactNode } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { clockDateTime } from "@/lib/format/clock";
import { checkedPath, type Href } from "@/lib/i18n/typed-routes";
import type { BookingKind } from "@/lib/reservations/kinds";
import type { ReservationViews } from "@/lib/provider/bookings";
import type { ReservationView } from "@/lib/reservations/reservations-map";
import type { StayReservationView, TaxiReservationView } from "@/lib/reservations/stay-or-taxi-reservations-map";
import { OfferPriceBreakdown } from "@/components/offers/offer-price-breakdown";
import { useOfferFormat } from "@/components/offers/offer-format";
import { OfferReservationSummary } from "@/components/offers/offer-reservation-summary";
import { OfferBookedTerms } from "@/components/offers/offer-terms";
import { StayOrTaxiPriceBreakdown } from "@/components/reservations/stay-or-taxi-price-breakdown";
import { StayOrTaxiTermsText } from "@/components/reservations/stay-or-taxi-terms";
import { StayReservationSummary } from "@/components/reservations/stay-summary";
import { TaxiReservationSummary } from "@/components/reservations/taxi-summary";
import { FlightTermsText } from "./flight-terms";
import { PriceBreakdown, ReservationSummary } from "./reservation-summary";

export type KindBody = {
  /** The page's h1. */
  title: ReactNode;
  summary: ReactNode;
  price: ReactNode;
  terms: ReactNode;
  closedNote: ReactNode;
  bookAgainHref: Href;
  timeZone?: string;
};

/** "Review and pay" for a flight or an offer, "Your hotel stay", "Your airport transfer"… */
function KindTitle({ kind }: { kind: BookingKind }) {
  const payment = useTranslations("Payment");
  const offer = useTranslations("OfferBooking");
  const stay = useTranslations("StayReservations");
  if (kind === "flight") return payment("title");
  return kind === "offer" ? offer("title") : stay(`title.${kind}`);
}

function ClosedOn({ deadline, timeZone }: { deadline: string; timeZone?: string }) {
  const t = useTranslations("Reservations");
  const format = useFormatter();
  return t("cancelDisabledDeadline", { deadline: clockDateTime(format, deadline, timeZone) });
}

function OfferClosedOn({ deadline }: { deadline: string }) {
  const t = useTranslations("Reservations");
  const f = useOfferFormat();
  return t("cancelDisabledDeadline", { deadline: f.lastDay(deadline) });
}

function StayClosed({ kind }: { kind: "stay" | "taxi" }) {
  const t = useTranslations("StayReservations");
  return t(kind === "taxi" ? "cancelClosedTaxi" : "cancelClosedStay");
}

function FlightSummary({ reservation }: { reservation: ReservationView }) {
  const t = useTranslations("Payment");
  return (
    <>
      <h2 className="sr-only">{t("summary")}</h2>
      <ReservationSummary reservation={reservation} />
    </>
  );
}

/** The party and cabin of a flight reservation, so "book again" lands on the same search. */
function flightBookAgain(r: ReservationView): Href {
  const count = (type: string) => r.travelers.filter((t) => t.type === type).length;
  const query = new URLSearchParams({
    adults: String(Math.max(1, count("adult"))),
    children: String(count("child")),
    infants: String(count("infant")),
    cabin: r.fareClass,
  });
  return `/flight/${r.flight.id}?${query}`;
}

/** The property's page with the same dates and party. */
const stayBookAgain = (r: StayReservationView) =>
  checkedPath(`/${r.kind}/${r.stay.propertyId}?checkIn=${r.stay.checkIn}&checkOut=${r.stay.checkOut}&guests=${r.stay.guests}`);

/** The taxi search with the same airport, pickup and party. */
const taxiBookAgain = (r: TaxiReservationView) =>
  checkedPath(
    `/search/airport-taxi?airport=${r.transfer.airport.code}&date=${r.pickupLocal.date}&time=${encodeURIComponent(r.pickupLocal.time)}&passengers=${r.passengers}&bags=${r.bags}`,
  );

const stayBody = (r: StayReservationView): KindBody => ({
  title: <KindTitle kind={r.kind} />,
  summary: <StayReservationSummary reservation={r} />,
  price: <StayOrTaxiPriceBreakdown reservation={r} />,
  terms: <StayOrTaxiTermsText reservation={r} />,
  closedNote: <StayClosed kind="stay" />,
  bookAgainHref: stayBookAgain(r),
});

export const KIND_BODIES: { [K in BookingKind]: (r: ReservationViews[K]) => KindBody } = {
  flight: (r) => ({
    title: <KindTitle kind="flight" />,
    summary: <FlightSummary reservation={r} />,
    price: <PriceBreakdown breakdown={r.breakdown} />,
    terms: <FlightTermsText reservation={r} />,
    closedNote: <ClosedOn deadline={r.cancellationTerms.deadline} timeZone={r.flight.from.timezone} />,
    bookAgainHref: flightBookAgain(r),
    timeZone: r.flight.from.timezone,
  }),
  offer: (r) => ({
    title: <KindTitle kind="offer" />,
    summary: <OfferReservationSummary reservation={r} />,
    price: <OfferPriceBreakdown breakdown={r.breakdown} />,
    terms: <OfferBookedTerms reservation={r} />,
    closedNote: <OfferClosedOn deadline={r.cancellationTerms.deadline} />,
    // The offer's own page comes with the catalogue: not a typed route yet.
    bookAgainHref: checkedPath(`/offer/${r.offer.id}`),
  }),
  hotel: stayBody,
  chalet: stayBody,
  taxi: (r) => ({
    title: <KindTitle kind="taxi" />,
    summary: <TaxiReservationSummary reservation={r} />,
    price: <StayOrTaxiPriceBreakdown reservation={r} />,
    terms: <StayOrTaxiTermsText reservation={r} />,
    closedNote: <StayClosed kind="taxi" />,
    bookAgainHref: taxiBookAgain(r),
  }),
};
