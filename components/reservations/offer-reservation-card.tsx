"use client";

import { CreditCard, Tag, Ticket } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { offerCancellationClosed, type OfferReservationView } from "@/lib/reservations/offer-reservations-map";
import { reservationPath, voucherPath } from "@/lib/reservations/reservation-kinds";
import { effectiveStatus, holdAlive, ticketAvailable } from "@/lib/reservations/reservations-map";
import { Money } from "@/components/currency/money";
import { useOfferFormat } from "@/components/offers/offer-format";
import { OfferRoute } from "@/components/offers/offer-route";
import { buttonClasses } from "@/components/ui/button";
import { Latin } from "@/components/ui/latin";
import { CancelDialog } from "./cancel-dialog";
import { HoldLeft } from "./hold-left";
import { StatusBadges } from "./status-badges";

/** An offer reservation in All Reservations: title, dates, travellers, total, statuses; pay, voucher, cancel. */
export function OfferReservationCard({ reservation: r, now }: { reservation: OfferReservationView; now: number }) {
  const t = useTranslations("Reservations");
  const to = useTranslations("OfferBooking");
  const terms = useTranslations("Terms");
  const f = useOfferFormat();
  const status = effectiveStatus(r, now);
  const payable = holdAlive(r, now);
  const cancellable = status === "pending" || status === "confirmed";
  const closed = offerCancellationClosed(r, now);

  return (
    <article
      aria-labelledby={`res-${r.id}`}
      data-reference={r.reference}
      data-kind="offer"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span aria-hidden className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-amber-100 text-amber-800">
            <Tag className="size-4" />
          </span>
          <div className="flex min-w-0 flex-col">
            <h2 id={`res-${r.id}`} className="text-base font-semibold text-slate-900">
              {r.offer.title}
            </h2>
            <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-slate-600">
              <span>{to(`type.${r.offer.type}`)}</span>
              <span aria-hidden>·</span>
              <OfferRoute origin={r.offer.origin} destination={r.offer.destination} />
            </p>
          </div>
        </div>
        <StatusBadges status={status} paymentStatus={r.paymentStatus} />
      </div>

      <dl className="grid grid-cols-[repeat(auto-fit,minmax(min(7.5rem,100%),1fr))] gap-x-4 gap-y-2 text-sm">
        <div className="flex flex-col">
          <dt className="text-xs text-muted">{to("period")}</dt>
          <dd className="font-medium text-slate-900">{to("periodValue", { start: f.day(r.offer.startDate), end: f.day(r.offer.endDate) })}</dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-xs text-muted">{t("reference")}</dt>
          <dd className="font-mono font-bold tracking-widest text-slate-900">
            <Latin>{r.reference}</Latin>
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-xs text-muted">{terms("travellers")}</dt>
          <dd className="text-slate-900">{terms("travellerCount", { count: r.travelerCount })}</dd>
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
          <Link href={reservationPath(r)} className={buttonClasses("primary", "md")}>
            <CreditCard aria-hidden className="size-4" />
            {t("pay")}
          </Link>
        ) : null}
        {ticketAvailable(r) ? (
          <Link href={voucherPath(r)} className={buttonClasses("primary", "md")}>
            <Ticket aria-hidden className="size-4" />
            {t("viewVoucher")}
          </Link>
        ) : null}
        {!payable && !ticketAvailable(r) ? (
          <Link href={reservationPath(r)} className={buttonClasses("ghost", "md")}>
            {t("details")}
          </Link>
        ) : null}
        {payable ? <HoldLeft expiresAt={r.holdExpiresAt} serverNow={now} kind="offer" /> : null}
        {cancellable ? (
          <span className="ms-auto flex flex-col items-end gap-0.5">
            {closed ? (
              <>
                <button type="button" disabled className={buttonClasses("ghost", "md", "text-muted")} aria-describedby={`cancel-reason-${r.id}`}>
                  {t("cancel")}
                </button>
                <span id={`cancel-reason-${r.id}`} className="text-xs text-muted">
                  {t("offerCancelClosed")}
                </span>
              </>
            ) : (
              <CancelDialog
                kind="offer"
                reservationId={r.id}
                reference={r.reference}
                paidAmount={r.paymentStatus === "paid" ? (r.payment?.amount ?? r.breakdown.total) : null}
              />
            )}
          </span>
        ) : null}
      </div>
    </article>
  );
}
