"use client";

import { ArrowRight, CreditCard, Ticket } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import type { PagePath } from "@/lib/i18n/typed-routes";
import { flightDateTime } from "@/lib/format/flight-time";
import { effectiveStatus, flightCancellationClosed, holdAlive, ticketAvailable, type ReservationView } from "@/lib/reservations/reservations-map";
import { Money } from "@/components/currency/money";
import { useFlightFormat } from "@/components/ticket/flight-format";
import { buttonClasses } from "@/components/ui/button";
import type { AnyReservationView } from "@/lib/reservations/reservation-kinds";
import { CancelDialog } from "./cancel-dialog";
import { HoldLeft } from "./hold-left";
import { KindReservationCard } from "./kind-reservation-card";
import { OfferReservationCard } from "./offer-reservation-card";
import { AirlineMark } from "./reservation-summary";
import { StatusBadges } from "./status-badges";
import { Latin } from "@/components/ui/latin";

/** One reservation in the list, whatever was booked: the kind's own body (route, dates, statuses, total, actions). */
export function ReservationCard({ reservation, now }: { reservation: AnyReservationView; now: number }) {
  if (reservation.kind === "offer") return <OfferReservationCard reservation={reservation} now={now} />;
  if (reservation.kind === "flight") return <FlightReservationCard reservation={reservation} now={now} />;
  return <KindReservationCard reservation={reservation} now={now} />;
}

/** A flight reservation: route, date, airline, statuses, total and what can be done with it. */
function FlightReservationCard({ reservation: r, now }: { reservation: ReservationView; now: number }) {
  const t = useTranslations("Reservations");
  const tt = useTranslations("Ticket");
  const terms = useTranslations("Terms");
  const f = useFlightFormat();
  const format = useFormatter();
  const status = effectiveStatus(r, now);
  const base: PagePath = `/flight/${r.flight.id}/booking/reservation/${r.id}`;
  const payable = holdAlive(r, now);
  const cancellable = status === "pending" || status === "confirmed";
  // The deadline stored with the booking, not the one new bookings get today.
  const deadlinePassed = flightCancellationClosed(r, now);

  return (
    <article
      aria-labelledby={`res-${r.id}`}
      data-reference={r.reference}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <AirlineMark code={r.flight.airline.code} />
          <div className="flex min-w-0 flex-col">
            <h2 id={`res-${r.id}`} className="flex flex-wrap items-center gap-x-2 text-base font-semibold text-slate-900">
              <span>{r.flight.from.city}</span>
              <ArrowRight aria-hidden className="size-4 text-muted rtl:rotate-180" />
              <span>{r.flight.to.city}</span>
            </h2>
            <p className="text-xs text-slate-600">
              {r.flight.airline.name} · <Latin>{r.flight.flightNumber}</Latin>
            </p>
          </div>
        </div>
        <StatusBadges status={status} paymentStatus={r.paymentStatus} />
      </div>

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

      {/* Columns of at least 7.5rem: as many as fit, so large text reflows instead of overlapping. */}
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(min(7.5rem,100%),1fr))] gap-x-4 gap-y-2 text-sm">
        <div className="flex flex-col">
          <dt className="text-xs text-muted">{tt("date")}</dt>
          <dd className="font-medium text-slate-900">{f.day(r.flight.departureAt, r.flight.from.timezone)}</dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-xs text-muted">{t("reference")}</dt>
          <dd className="font-mono font-bold tracking-widest text-slate-900">
            <Latin>{r.reference}</Latin>
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-xs text-muted">{terms("cabinLabel")}</dt>
          <dd className="text-slate-900">
            {terms(`cabin.${r.fareClass}`)} · {terms("travellerCount", { count: r.travelers.length })}
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-xs text-muted">{t("total")}</dt>
          <dd className="font-bold tabular-nums text-slate-900">
            <Money value={r.breakdown.total} />
          </dd>
        </div>
      </dl>

      {status === "cancelled" && r.refundAmount ? (
        <p className="text-sm text-slate-600">{t.rich("refunded", { amount: () => <Money value={r.refundAmount ?? 0} /> })}</p>
      ) : null}

      <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
        {payable ? (
          <Link href={base} className={buttonClasses("primary", "md")}>
            <CreditCard aria-hidden className="size-4" />
            {t("pay")}
          </Link>
        ) : null}
        {ticketAvailable(r) ? (
          <Link href={`/flight/${r.flight.id}/booking/reservation/${r.id}/ticket`} className={buttonClasses("primary", "md")}>
            <Ticket aria-hidden className="size-4" />
            {t("viewTicket")}
          </Link>
        ) : null}
        {!payable && !ticketAvailable(r) ? (
          <Link href={base} className={buttonClasses("ghost", "md")}>
            {t("details")}
          </Link>
        ) : null}
        {payable ? <HoldLeft expiresAt={r.holdExpiresAt} serverNow={now} /> : null}
        {cancellable ? (
          <span className="ms-auto flex flex-col items-end gap-0.5">
            {deadlinePassed ? (
              <>
                <button type="button" disabled className={buttonClasses("ghost", "md", "text-muted")} aria-describedby={`cancel-reason-${r.id}`}>
                  {t("cancel")}
                </button>
                <span id={`cancel-reason-${r.id}`} className="text-xs text-muted">
                  {t("cancelDisabledDeadline", { deadline: flightDateTime(format, r.cancellationTerms.deadline, r.flight.from.timezone) })}
                </span>
              </>
            ) : (
              <CancelDialog
                reservationId={r.id}
                reference={r.reference}
                paidAmount={r.paymentStatus === "paid" ? (r.payment?.amount ?? r.breakdown.total) : null}
                timeZone={r.flight.from.timezone}
              />
            )}
          </span>
        ) : null}
      </div>
    </article>
  );
}
