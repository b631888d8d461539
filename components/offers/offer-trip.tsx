import { useTranslations } from "next-intl";
import type { OfferReservationView } from "@/lib/reservations/offer-reservations-map";
import { useOfferFormat } from "./offer-format";

type Booked = Pick<OfferReservationView, "offer" | "trip">;

/**
 * When a booked offer happens, as one label and value: a stay's check-in to check-out and its nights, a flight's or a
 * ride's day; a booking made before offers were dated shows the offer's days, all it knows.
 */
export function useOfferWhen({ offer, trip }: Booked): { label: string; value: string } {
  const t = useTranslations("OfferBooking");
  const f = useOfferFormat();
  if (!trip) return { label: t("period"), value: t("periodValue", { start: f.day(offer.startDate), end: f.day(offer.endDate) }) };
  if (trip.nights === null) return { label: t("travelDate"), value: f.day(trip.travelDate) };
  return {
    label: t("tripDates"),
    value: t("tripStayValue", { checkIn: f.day(trip.travelDate), checkOut: f.day(trip.endDate), nights: t("nightCount", { count: trip.nights }) }),
  };
}

/** Each traveller's passport name, lead first (flights and packages), left to right and marked English. */
export function OfferTravelerNames({ names, className = "" }: { names: string[]; className?: string }) {
  if (!names.length) return null;
  return (
    <ol className={`flex flex-col gap-0.5 ${className}`} data-testid="offer-traveler-names">
      {names.map((name, i) => (
        <li key={`${i}-${name}`}>
          <bdi dir="ltr" lang="en">
            {name}
          </bdi>
        </li>
      ))}
    </ol>
  );
}
