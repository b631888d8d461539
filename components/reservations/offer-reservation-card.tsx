"use client";

import { Tag } from "lucide-react";
import { useTranslations } from "next-intl";
import type { OfferReservationView } from "@/lib/reservations/offer-reservations-map";
import { useOfferWhen } from "@/components/offers/offer-trip";
import { OfferRoute } from "@/components/offers/offer-route";
import { KindIcon, KindSubtitle, ReservationCardShell } from "./reservation-card-shell";

/** An offer in All Reservations: its title, type and route, its period and travellers. */
export function OfferReservationCard({ reservation: r, now }: { reservation: OfferReservationView; now: number }) {
  const t = useTranslations("Reservations");
  const to = useTranslations("OfferBooking");
  const terms = useTranslations("Terms");
  const when = useOfferWhen(r);
  return (
    <ReservationCardShell
      reservation={r}
      now={now}
      icon={<KindIcon icon={Tag} tone="bg-amber-100 text-amber-800" />}
      title={r.offer.title}
      subtitle={
        <KindSubtitle label={to(`type.${r.offer.type}`)}>
          <OfferRoute {...r.offer} />
        </KindSubtitle>
      }
      when={[when]}
      who={{ label: terms("travellers"), value: terms("travellerCount", { count: r.travelerCount }) }}
      cancellation={{ closedText: t("offerCancelClosed") }}
    />
  );
}
