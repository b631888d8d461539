"use client";

import { ArrowLeftRight, ArrowRight } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { clockDateTime } from "@/lib/format/clock";
import type { ReservationView } from "@/lib/reservations/reservations-map";
import { useFlightFormat } from "@/components/ticket/flight-format";
import { Latin } from "@/components/ui/latin";
import { AirlineMark } from "./reservation-summary";
import { ReservationCardShell } from "./reservation-card-shell";

/** A flight in All Reservations: route, airline, times, date, cabin and travellers, cancelled on its stored terms. */
export function FlightReservationCard({ reservation: r, now }: { reservation: ReservationView; now: number }) {
  const t = useTranslations("Reservations");
  const tt = useTranslations("Ticket");
  const terms = useTranslations("Terms");
  const f = useFlightFormat();
  const format = useFormatter();
  return (
    <ReservationCardShell
      reservation={r}
      now={now}
      icon={<AirlineMark code={r.flight.airline.code} />}
      titleClassName="flex flex-wrap items-center gap-x-2"
      title={
        <>
          <span>{r.flight.from.city}</span>
          {r.returnLeg ? <ArrowLeftRight aria-hidden className="size-4 text-muted" /> : <ArrowRight aria-hidden className="size-4 text-muted rtl:rotate-180" />}
          <span>{r.flight.to.city}</span>
          {r.returnLeg ? <span className="text-xs font-semibold text-brand-700">{tt("roundTrip")}</span> : null}
        </>
      }
      subtitle={
        <p className="text-xs text-slate-600">
          {r.flight.airline.name} · <Latin>{r.flight.flightNumber}</Latin>
          {r.returnLeg ? (
            <>
              {" · "}
              {r.returnLeg.flight.airline.name} · <Latin>{r.returnLeg.flight.flightNumber}</Latin>
            </>
          ) : null}
        </p>
      }
      when={[
        { label: r.returnLeg ? tt("outboundFlight") : tt("date"), value: f.day(r.flight.departureAt, r.flight.from.timezone) },
        ...(r.returnLeg ? [{ label: tt("returnFlight"), value: f.day(r.returnLeg.flight.departureAt, r.returnLeg.flight.from.timezone) }] : []),
      ]}
      who={{
        label: terms("cabinLabel"),
        value: (
          <>
            {terms(`cabin.${r.fareClass}`)} · {terms("travellerCount", { count: r.travelers.length })}
          </>
        ),
      }}
      // The deadline stored with the booking, not the one new bookings get today, read on the departure airport's clock.
      cancellation={{
        closedText: t("cancelDisabledDeadline", { deadline: clockDateTime(format, r.cancellationTerms.deadline, r.flight.from.timezone) }),
        timeZone: r.flight.from.timezone,
      }}
    >
      <FlightTimes reservation={r} />
    </ReservationCardShell>
  );
}

/** Departure and arrival times with their airports, the duration and the stops between them. */
function FlightTimes({ reservation: r }: { reservation: ReservationView }) {
  const terms = useTranslations("Terms");
  const f = useFlightFormat();
  return (
    <div className="grid grid-cols-[auto_1fr_auto] items-center gap-3 rounded-xl bg-sand-50 px-3 py-2.5">
      <div className="flex flex-col">
        <span className="text-lg font-bold tabular-nums text-slate-900">{f.time(r.flight.departureAt, r.flight.from.timezone)}</span>
        <Latin className="text-xs font-semibold text-slate-600">{r.flight.from.code}</Latin>
      </div>
      <div className="flex flex-col items-center text-xs text-muted">
        <span>{f.duration(r.flight.durationMinutes)}</span>
        <span aria-hidden className="my-0.5 h-px w-full bg-slate-300" />
        <span>{terms("stops", { count: r.flight.stops.length })}</span>
      </div>
      <div className="flex flex-col items-end">
        <span className="text-lg font-bold tabular-nums text-slate-900">{f.time(r.flight.arrivalAt, r.flight.to.timezone)}</span>
        <Latin className="text-xs font-semibold text-slate-600">{r.flight.to.code}</Latin>
      </div>
    </div>
  );
}
