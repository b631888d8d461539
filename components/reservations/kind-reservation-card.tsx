"use client";

import { CarFront, CreditCard, Home, Hotel, Ticket } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { reservationPath, voucherPath } from "@/lib/reservations/reservation-kinds";
import { effectiveStatus, holdAlive, ticketAvailable } from "@/lib/reservations/reservations-map";
import { kindCancellationClosed, type KindReservationView } from "@/lib/reservations/stay-reservations-map";
import { Money } from "@/components/currency/money";
import { useKindFormat } from "@/components/stay-reservations/kind-format";
import { KindTermsText } from "@/components/stay-reservations/kind-terms";
import { buttonClasses } from "@/components/ui/button";
import { Latin } from "@/components/ui/latin";
import { CancelDialog } from "./cancel-dialog";
import { HoldLeft } from "./hold-left";
import { StatusBadges } from "./status-badges";

const ICONS = { hotel: Hotel, chalet: Home, taxi: CarFront };

/** A hotel, chalet or taxi reservation in All Reservations: what, when, who, total, statuses; pay, voucher, cancel. */
export function KindReservationCard({ reservation: r, now }: { reservation: KindReservationView; now: number }) {
  const t = useTranslations("Reservations");
  const ts = useTranslations("StayReservations");
  const f = useKindFormat();
  const status = effectiveStatus(r, now);
  const payable = holdAlive(r, now);
  const cancellable = status === "pending" || status === "confirmed";
  const closed = kindCancellationClosed(r, now);
  const Icon = ICONS[r.kind];
  const title =
    r.kind === "taxi" ? (
      <>
        <Latin>{r.transfer.airport.code}</Latin>{" "}
        <span aria-hidden className="inline-block rtl:rotate-180">
          →
        </span>{" "}
        <bdi>{r.transfer.area}</bdi>
      </>
    ) : (
      <bdi>{r.stay.name}</bdi>
    );
  const subtitle = r.kind === "taxi" ? r.transfer.airport.name : r.stay.room ? `${r.stay.room.name} · ${r.stay.city}` : r.stay.city;

  return (
    <article
      aria-labelledby={`res-${r.id}`}
      data-reference={r.reference}
      data-kind={r.kind}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span aria-hidden className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-sky-100 text-sky-800">
            <Icon className="size-4" />
          </span>
          <div className="flex min-w-0 flex-col">
            <h2 id={`res-${r.id}`} className="text-base font-semibold text-slate-900">
              {title}
            </h2>
            <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-slate-600">
              <span>{ts(`kind.${r.kind}`)}</span>
              <span aria-hidden>·</span>
              <bdi>{subtitle}</bdi>
            </p>
          </div>
        </div>
        <StatusBadges status={status} paymentStatus={r.paymentStatus} />
      </div>

      <dl className="grid grid-cols-[repeat(auto-fit,minmax(min(7.5rem,100%),1fr))] gap-x-4 gap-y-2 text-sm">
        {r.kind === "taxi" ? (
          <div className="flex flex-col">
            <dt className="text-xs text-muted">{ts("pickup")}</dt>
            <dd className="font-medium text-slate-900">{ts("pickupValue", { day: f.day(r.pickupLocal.date), time: r.pickupLocal.time })}</dd>
          </div>
        ) : (
          <>
            <div className="flex flex-col">
              <dt className="text-xs text-muted">{ts("checkIn")}</dt>
              <dd className="font-medium text-slate-900">{f.day(r.stay.checkIn)}</dd>
            </div>
            <div className="flex flex-col">
              <dt className="text-xs text-muted">{ts("checkOut")}</dt>
              <dd className="font-medium text-slate-900">{f.day(r.stay.checkOut)}</dd>
            </div>
          </>
        )}
        <div className="flex flex-col">
          <dt className="text-xs text-muted">{t("reference")}</dt>
          <dd className="font-mono font-bold tracking-widest text-slate-900">
            <Latin>{r.reference}</Latin>
          </dd>
        </div>
        <div className="flex flex-col">
          <dt className="text-xs text-muted">{r.kind === "taxi" ? ts("passengersLabel") : ts("party")}</dt>
          <dd className="text-slate-900">{r.kind === "taxi" ? ts("passengers", { count: r.passengers }) : ts("guests", { count: r.stay.guests })}</dd>
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
        {!payable ? (
          <Link href={reservationPath(r)} className={buttonClasses("ghost", "md")}>
            {t("details")}
          </Link>
        ) : null}
        {payable ? <HoldLeft expiresAt={r.holdExpiresAt} serverNow={now} kind={r.kind} /> : null}
        {cancellable ? (
          <span className="ms-auto flex flex-col items-end gap-0.5">
            {closed ? (
              <>
                <button type="button" disabled className={buttonClasses("ghost", "md", "text-muted")} aria-describedby={`cancel-reason-${r.id}`}>
                  {t("cancel")}
                </button>
                <span id={`cancel-reason-${r.id}`} className="text-xs text-muted">
                  {ts(r.kind === "taxi" ? "cancelClosedTaxi" : "cancelClosedStay")}
                </span>
              </>
            ) : (
              <CancelDialog
                kind={r.kind}
                reservationId={r.id}
                reference={r.reference}
                paidAmount={r.paymentStatus === "paid" ? (r.payment?.amount ?? r.breakdown.total) : null}
                terms={<KindTermsText reservation={r} />}
              />
            )}
          </span>
        ) : null}
      </div>
    </article>
  );
}
