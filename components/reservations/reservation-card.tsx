"use client";

import type { AnyReservationView } from "@/lib/reservations/reservation-kinds";
import { FlightReservationCard } from "./flight-reservation-card";
import { StayOrTaxiReservationCard } from "./stay-or-taxi-reservation-card";
import { OfferReservationCard } from "./offer-reservation-card";

/** One reservation in All Reservations, whatever was booked: the shared card (reservation-card-shell) around its kind's body. */
export function ReservationCard({ reservation, now }: { reservation: AnyReservationView; now: number }) {
  if (reservation.kind === "offer") return <OfferReservationCard reservation={reservation} now={now} />;
  if (reservation.kind === "flight") return <FlightReservationCard reservation={reservation} now={now} />;
  return <StayOrTaxiReservationCard reservation={reservation} now={now} />;
}
