"use client";

// What every All Reservations card shares, whatever was booked: the heading with its statuses, the reference and
// total among the kind's facts, the refund, and the actions (pay while the hold lasts, the ticket or voucher that
// kinds.ts names, details, cancel until the deadline stored with the booking). A kind brings only its body: icon,
// title, subtitle, its when and who facts, and its cancellation words.
import type { ComponentType, ReactNode } from "react";
import { CreditCard, Ticket } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { reservationPath, voucherPath, type AnyReservationView } from "@/lib/reservations/reservation-kinds";
import { KIND_REGISTRY } from "@/lib/reservations/kinds";
import { cancellationClosed, effectiveStatus, holdAlive, ticketAvailable } from "@/lib/reservations/reservations-map";
import { Money } from "@/components/currency/money";
import { buttonClasses } from "@/components/ui/button";
import { Latin } from "@/components/ui/latin";
import { CancelDialog } from "./cancel-dialog";
import { HoldLeft } from "./hold-left";
import { StatusBadges } from "./status-badges";

/** One fact of the card's list: a label over its value. */
export type CardFact = { label: string; value: ReactNode };

/** How the card's cancel action reads for this kind. */
export type CardCancellation = {
  /** Why the cancel button is disabled once the deadline stored with the booking has passed. */
  closedText: string;
  /** The kind's own words inside the cancel dialog: its terms as booked (stays, taxis), or a flight's clock. */
  terms?: ReactNode;
  timeZone?: string;
};

export type ReservationCardShellProps = {
  reservation: AnyReservationView;
  now: number;
  icon: ReactNode;
  title: ReactNode;
  /** Laid out in a row when the title is made of parts (a flight's route). */
  titleClassName?: string;
  /** The line under the title (a full `<p>`, see KindSubtitle). */
  subtitle: ReactNode;
  /** Between the heading and the facts (a flight's times). */
  children?: ReactNode;
  /** Before the reference: when it happens. */
  when: CardFact[];
  /** After the reference: who travels or stays. */
  who: CardFact;
  /** Hotels, chalets and taxis keep their details link beside the voucher; flights and offers show one or the other. */
  detailsBesideVoucher?: boolean;
  cancellation: CardCancellation;
};

const FACTS = "grid grid-cols-[repeat(auto-fit,minmax(min(7.5rem,100%),1fr))] gap-x-4 gap-y-2 text-sm";

/** A reservation in All Reservations, around the kind's body. */
export function ReservationCardShell({ reservation: r, now, children, ...body }: ReservationCardShellProps) {
  const t = useTranslations("Reservations");
  const status = effectiveStatus(r, now);
  return (
    <article
      aria-labelledby={`res-${r.id}`}
      data-reference={r.reference}
      data-kind={r.kind}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          {body.icon}
          <div className="flex min-w-0 flex-col">
            <h2 id={`res-${r.id}`} className={[body.titleClassName, "text-base font-semibold text-slate-900"].filter(Boolean).join(" ")}>
              {body.title}
            </h2>
            {body.subtitle}
          </div>
        </div>
        <StatusBadges status={status} paymentStatus={r.paymentStatus} />
      </div>

      {children}

      {/* Columns of at least 7.5rem: as many as fit, so large text reflows instead of overlapping. */}
      <dl className={FACTS}>
        {body.when.map((fact) => (
          <Fact key={fact.label} label={fact.label} className="font-medium text-slate-900">
            {fact.value}
          </Fact>
        ))}
        <Fact label={t("reference")} className="font-mono font-bold tracking-widest text-slate-900">
          <Latin>{r.reference}</Latin>
        </Fact>
        <Fact label={body.who.label} className="text-slate-900">
          {body.who.value}
        </Fact>
        <Fact label={t("total")} className="font-bold tabular-nums text-slate-900">
          <Money value={r.breakdown.total} />
        </Fact>
      </dl>

      {status === "cancelled" && r.refundAmount ? (
        <p className="text-sm text-slate-600">{t.rich("refunded", { amount: () => <Money value={r.refundAmount ?? 0} /> })}</p>
      ) : null}

      <CardActions reservation={r} now={now} detailsBesideVoucher={body.detailsBesideVoucher} cancellation={body.cancellation} />
    </article>
  );
}

function Fact({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

type ActionsProps = Pick<ReservationCardShellProps, "reservation" | "now" | "detailsBesideVoucher" | "cancellation">;

/** Pay while the hold lasts, the ticket or voucher once issued, the details otherwise, and cancel. */
function CardActions({ reservation: r, now, detailsBesideVoucher, cancellation }: ActionsProps) {
  const t = useTranslations("Reservations");
  const status = effectiveStatus(r, now);
  const payable = holdAlive(r, now);
  const issued = ticketAvailable(r);
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-3">
      {payable ? (
        <Link href={reservationPath(r)} className={buttonClasses("primary", "md")}>
          <CreditCard aria-hidden className="size-4" />
          {t("pay")}
        </Link>
      ) : null}
      {issued ? (
        <Link href={voucherPath(r)} className={buttonClasses("primary", "md")}>
          <Ticket aria-hidden className="size-4" />
          {t(KIND_REGISTRY[r.kind].document === "ticket" ? "viewTicket" : "viewVoucher")}
        </Link>
      ) : null}
      {!payable && (detailsBesideVoucher || !issued) ? (
        <Link href={reservationPath(r)} className={buttonClasses("ghost", "md")}>
          {t("details")}
        </Link>
      ) : null}
      {payable ? <HoldLeft expiresAt={r.holdExpiresAt} serverNow={now} kind={r.kind} /> : null}
      {status === "pending" || status === "confirmed" ? <CancelAction reservation={r} now={now} cancellation={cancellation} /> : null}
    </div>
  );
}

/** The cancel dialog, or a disabled button with the reason once the deadline stored with the booking has passed. */
function CancelAction({ reservation: r, now, cancellation }: { reservation: AnyReservationView; now: number; cancellation: CardCancellation }) {
  const t = useTranslations("Reservations");
  return (
    <span className="ms-auto flex flex-col items-end gap-0.5">
      {cancellationClosed(r, now) ? (
        <>
          <button type="button" disabled className={buttonClasses("ghost", "md", "text-muted")} aria-describedby={`cancel-reason-${r.id}`}>
            {t("cancel")}
          </button>
          <span id={`cancel-reason-${r.id}`} className="text-xs text-muted">
            {cancellation.closedText}
          </span>
        </>
      ) : (
        <CancelDialog
          kind={r.kind}
          reservationId={r.id}
          reference={r.reference}
          paidAmount={r.paymentStatus === "paid" ? (r.payment?.amount ?? r.breakdown.total) : null}
          terms={cancellation.terms}
          timeZone={cancellation.timeZone}
        />
      )}
    </span>
  );
}

/** The kind's square icon beside the title. */
export function KindIcon({ icon: Icon, tone }: { icon: ComponentType<{ className?: string }>; tone: string }) {
  return (
    <span aria-hidden className={`flex size-8 shrink-0 items-center justify-center rounded-lg ${tone}`}>
      <Icon className="size-4" />
    </span>
  );
}

/** "Kind · detail" under the title (offers, stays, taxis). */
export function KindSubtitle({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-slate-600">
      <span>{label}</span>
      <span aria-hidden>·</span>
      {children}
    </p>
  );
}
