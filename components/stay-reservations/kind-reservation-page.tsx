import { ChevronLeft } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { Href } from "@/lib/i18n/typed-routes";
import { kindCancellationClosed, type KindReservationView } from "@/lib/reservations/stay-reservations-map";
import { effectiveStatus, type ReservationStatus } from "@/lib/reservations/reservations-map";
import { PaymentPanel } from "@/components/payment/payment-panel";
import { CancelDialog } from "@/components/reservations/cancel-dialog";
import { StatusBadges } from "@/components/reservations/status-badges";
import { Latin } from "@/components/ui/latin";
import { KindPriceBreakdown } from "./kind-price-breakdown";
import type { KindReservationPath } from "./kind-routes";
import { CancelledFacts, KindTermsText } from "./kind-terms";
import { StayReservationSummary } from "./stay-summary";
import { TaxiReservationSummary } from "./taxi-summary";

type Props = {
  reservation: KindReservationView;
  /** The reservation page's own path; the voucher is beside it. */
  path: KindReservationPath;
  /** Where a lapsed hold books again: the hotel's or chalet's page, the taxi search. */
  bookAgainHref: Href;
  /** The server's clock for this render (ms): the hold, the badges and whether cancelling is still open. */
  now: number;
};

const box = "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";

/** The way back to all reservations, the kind's title, the reference and the statuses. */
async function KindReservationHeader({ reservation: r, status }: { reservation: KindReservationView; status: ReservationStatus }) {
  const [t, tr] = await Promise.all([getTranslations("StayReservations"), getTranslations("Reservations")]);
  return (
    <div className="flex flex-col gap-3">
      <Link href="/all-reservations" className="flex w-fit items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t("back")}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t(`title.${r.kind}`)}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            {tr("reference")}
            <Latin
              data-testid="reservation-reference"
              className="rounded-md bg-slate-900 px-2 py-0.5 font-mono text-base font-bold tracking-[0.2em] text-white"
            >
              {r.reference}
            </Latin>
          </p>
        </div>
        <StatusBadges status={status} paymentStatus={r.paymentStatus} />
      </div>
    </div>
  );
}

/**
 * The page of a hotel, chalet or taxi reservation: reference and statuses, the kind's summary, the price, the
 * shared payment step and the cancel section (the fee and refund quoted first; once cancelled, what it cost).
 */
export async function KindReservationPage({ reservation: r, path, bookAgainHref, now }: Props) {
  const [t, tr] = await Promise.all([getTranslations("StayReservations"), getTranslations("Reservations")]);
  const status = effectiveStatus(r, now);
  const open = status === "pending" || status === "confirmed";
  const closed = kindCancellationClosed(r, now);

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 sm:py-10">
      <KindReservationHeader reservation={r} status={status} />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <aside className="flex flex-col gap-4 lg:sticky lg:top-20 lg:order-2">
          <section aria-labelledby="price-details" className={box}>
            <h2 id="price-details" className="mb-3 text-base font-semibold text-slate-900">
              {t("priceDetails")}
            </h2>
            <KindPriceBreakdown reservation={r} />
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
              ticketHref={`${path}/voucher`}
              bookAgainHref={bookAgainHref}
              stripeKey={process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY || null}
            />
          </section>
          {r.status === "cancelled" ? (
            <section aria-labelledby="cancelled-title" className={box}>
              <h2 id="cancelled-title" className="mb-3 text-base font-semibold text-slate-900">
                {t("cancelledTitle")}
              </h2>
              <CancelledFacts reservation={r} />
            </section>
          ) : open ? (
            <div className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600">
              {closed ? (
                <span>{t(r.kind === "taxi" ? "cancelClosedTaxi" : "cancelClosedStay")}</span>
              ) : (
                <>
                  {t("cancelNote")}
                  <CancelDialog
                    kind={r.kind}
                    reservationId={r.id}
                    reference={r.reference}
                    paidAmount={r.paymentStatus === "paid" ? (r.payment?.amount ?? r.breakdown.total) : null}
                    terms={<KindTermsText reservation={r} />}
                  />
                </>
              )}
            </div>
          ) : null}
        </aside>
        <div className="lg:order-1">{r.kind === "taxi" ? <TaxiReservationSummary reservation={r} /> : <StayReservationSummary reservation={r} />}</div>
      </div>
    </main>
  );
}
