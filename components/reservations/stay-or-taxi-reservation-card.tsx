"use client";

import { CarFront, Home, Hotel } from "lucide-react";
import { useTranslations } from "next-intl";
import type { StayOrTaxiReservationView } from "@/lib/reservations/stay-or-taxi-reservations-map";
import { useStayOrTaxiFormat } from "@/components/reservations/stay-or-taxi-format";
import { StayOrTaxiTermsText } from "@/components/reservations/stay-or-taxi-terms";
import { Latin } from "@/components/ui/latin";
import { KindIcon, KindSubtitle, ReservationCardShell, type CardFact } from "./reservation-card-shell";

const ICONS = { hotel: Hotel, chalet: Home, taxi: CarFront };

/** A hotel, chalet or taxi in All Reservations: the stay or the transfer, its dates or pickup, its guests or passengers. */
export function StayOrTaxiReservationCard({ reservation: r, now }: { reservation: StayOrTaxiReservationView; now: number }) {
  const ts = useTranslations("StayReservations");
  const when = useStayOrTaxiWhen(r);
  const subtitle = r.kind === "taxi" ? r.transfer.airport.name : r.stay.room ? `${r.stay.room.name} · ${r.stay.city}` : r.stay.city;
  return (
    <ReservationCardShell
      reservation={r}
      now={now}
      icon={<KindIcon icon={ICONS[r.kind]} tone="bg-sky-100 text-sky-800" />}
      title={<StayOrTaxiTitle reservation={r} />}
      subtitle={
        <KindSubtitle label={ts(`kind.${r.kind}`)}>
          <bdi>{subtitle}</bdi>
        </KindSubtitle>
      }
      when={when}
      who={
        r.kind === "taxi"
          ? { label: ts("passengersLabel"), value: ts("passengers", { count: r.passengers }) }
          : { label: ts("party"), value: ts("guests", { count: r.stay.guests }) }
      }
      detailsBesideVoucher
      cancellation={{
        closedText: ts(r.kind === "taxi" ? "cancelClosedTaxi" : "cancelClosedStay"),
        terms: <StayOrTaxiTermsText reservation={r} />,
      }}
    />
  );
}

/** A taxi's airport → area, or the stay's name. */
function StayOrTaxiTitle({ reservation: r }: { reservation: StayOrTaxiReservationView }) {
  if (r.kind !== "taxi") return <bdi>{r.stay.name}</bdi>;
  return (
    <>
      <Latin>{r.transfer.airport.code}</Latin>{" "}
      <span aria-hidden className="inline-block rtl:rotate-180">
        →
      </span>{" "}
      <bdi>{r.transfer.area}</bdi>
    </>
  );
}

/** A taxi's pickup, or a stay's check-in and check-out. */
function useStayOrTaxiWhen(r: StayOrTaxiReservationView): CardFact[] {
  const ts = useTranslations("StayReservations");
  const f = useStayOrTaxiFormat();
  if (r.kind === "taxi") return [{ label: ts("pickup"), value: ts("pickupValue", { day: f.day(r.pickupLocal.date), time: r.pickupLocal.time }) }];
  return [
    { label: ts("checkIn"), value: f.day(r.stay.checkIn) },
    { label: ts("checkOut"), value: f.day(r.stay.checkOut) },
  ];
}
