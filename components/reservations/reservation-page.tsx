// The one reservation page of every kind (flight, offer, hotel, chalet, taxi): the way back, the title, the reference
// and the statuses; beside the kind's own summary, the price, the cancellation terms stored with the booking (above
// Pay, also on a phone), the shared payment step and the cancel section. Each kind's route gives its summary, price
// breakdown, terms text and what "closed" means for it (components/reservations/kind-pages.tsx).
import type { ReactNode } from "react";
import { ChevronLeft } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { Href, PagePath } from "@/lib/i18n/typed-routes";
import type { BookingKind } from "@/lib/reservations/kinds";
import { cancellationClosed, effectiveStatus, type ReservationCoreView, type ReservationStatus } from "@/lib/reservations/reservations-map";
import { PaymentPanel } from "@/components/payment/payment-panel";
import { Latin } from "@/components/ui/latin";
import { CancelDialog } from "./cancel-dialog";
import { CancelledFacts } from "./cancelled-facts";
import { StatusBadges } from "./status-badges";

/** What the page needs of every kind's view: its core (lib/reservations/reservations-map.ts), kind and total. */
export type ReservationCore = ReservationCoreView & { kind: BookingKind; breakdown: { total: number } };

export type ReservationPageProps = {
  reservation: ReservationCore;
  /** The server's clock for this render (ms): the hold, the badges and whether cancelling is still open. */
  now: number;
  /** "Review and pay", "Your hotel stay"… */
  title: ReactNode;
  /** The e-ticket or voucher beside the page. */
  documentHref: Href;
  /** Where a lapsed hold books again. */
  bookAgainHref: Href;
  /** The kind's price breakdown. */
  price: ReactNode;
  /** The cancellation terms stored with the booking, as the kind words them (the same text as its details page and voucher). */
  terms: ReactNode;
  /** What the page says once the deadline has passed ("Cancellation closed at check-in."). */
  closedNote: ReactNode;
  /** The clock the cancel dialog shows the deadline on (a flight's departure airport); the visitor's when absent. */
  timeZone?: string;
  /** The kind's summary: what was booked, when, who. */
  children: ReactNode;
};

const box = "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";
const h2 = "mb-3 text-base font-semibold text-slate-900";

async function ReservationHeader({
  title,
  reference,
  status,
  paymentStatus,
}: {
  title: ReactNode;
  reference: string;
  status: ReservationStatus;
  paymentStatus: ReservationCore["paymentStatus"];
}) {
  const tr = await getTranslations("Reservations");
  return (
    <div className="flex flex-col gap-3">
      <Link href="/all-reservations" className="flex w-fit items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
        {tr("title")}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            {tr("reference")}
            <Latin
              data-testid="reservation-reference"
              className="rounded-md bg-slate-900 px-2 py-0.5 font-mono text-base font-bold tracking-[0.2em] text-white"
            >
              {reference}
            </Latin>
          </p>
        </div>
        <StatusBadges status={status} paymentStatus={paymentStatus} />
      </div>
    </div>
  );
}

/** Once cancelled, what it cost; while open, the cancel dialog (its quote first) or, past the deadline, the kind's note. */
async function CancelSection({
  reservation: r,
  now,
  terms,
  closedNote,
  timeZone,
  documentHref,
}: Pick<ReservationPageProps, "reservation" | "now" | "terms" | "closedNote" | "timeZone" | "documentHref">) {
  const t = await getTranslations("StayReservations");
  const ti = await getTranslations("Invoice");
  // A refund of a paid booking is credited against its tax invoice: the credit note sits beside the ticket's address.
  const creditNoteHref =
    typeof documentHref === "string" && r.paidAt && (r.refundAmount ?? 0) > 0
      ? (documentHref.replace(/\/(ticket|voucher)$/, "/credit-note") as PagePath)
      : null;
  const status = effectiveStatus(r, now);
  if (r.status === "cancelled")
    return (
      <section aria-labelledby="cancelled-title" className={box}>
        <h2 id="cancelled-title" className={h2}>
          {t("cancelledTitle")}
        </h2>
        <CancelledFacts cancelledAt={r.cancelledAt} cancellationFee={r.cancellationFee} refundAmount={r.refundAmount} />
        {creditNoteHref ? (
          <Link href={creditNoteHref} className="mt-3 inline-block text-sm font-medium text-brand-700 underline">
            {ti("creditLink")}
          </Link>
        ) : null}
      </section>
    );
  if (status !== "pending" && status !== "confirmed") return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600">
      {cancellationClosed(r, now) ? (
        <span>{closedNote}</span>
      ) : (
        <>
          {t("cancelNote")}
          <CancelDialog
            kind={r.kind}
            reservationId={r.id}
            reference={r.reference}
            paidAmount={r.paymentStatus === "paid" ? (r.payment?.amount ?? r.breakdown.total) : null}
            terms={terms}
            timeZone={timeZone}
          />
        </>
      )}
    </div>
  );
}

export async function ReservationPage(props: ReservationPageProps) {
  const { reservation: r, now, title, documentHref, bookAgainHref, price, terms, children } = props;
  const [t, tr] = await Promise.all([getTranslations("StayReservations"), getTranslations("Reservations")]);
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 sm:py-10" data-kind={r.kind}>
      <ReservationHeader title={title} reference={r.reference} status={effectiveStatus(r, now)} paymentStatus={r.paymentStatus} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <aside className="flex flex-col gap-4 lg:sticky lg:top-20 lg:order-2">
          <section aria-labelledby="price-details" className={box}>
            <h2 id="price-details" className={h2}>
              {t("priceDetails")}
            </h2>
            {price}
          </section>
          <section aria-labelledby="reservation-terms-title" className={box} data-testid="reservation-terms">
            <h2 id="reservation-terms-title" className={h2}>
              {t("termsTitle")}
            </h2>
            {terms}
          </section>
          <section aria-label={tr("pay")} className={box}>
            <PaymentPanel
              kind={r.kind}
              reservationId={r.id}
              status={r.status}
              paymentStatus={r.paymentStatus}
              holdExpiresAt={r.holdExpiresAt}
              serverNow={now}
              total={r.breakdown.total}
              ticketHref={documentHref}
              bookAgainHref={bookAgainHref}
              stripeKey={process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY || null}
            />
          </section>
          <CancelSection {...props} />
        </aside>
        <div className="lg:order-1">{children}</div>
      </div>
    </main>
  );
}
