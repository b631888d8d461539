import { CreditCard } from "lucide-react";
import { useTranslations } from "next-intl";
import type { PaymentStatus, ReservationStatus } from "@/provider/contracts/booking-core";
import { ChargedMoney } from "@/components/currency/charged-money";
import { StatusBadges } from "@/components/reservations/status-badges";
import { Latin, Ltr } from "@/components/ui/latin";
import { useFlightFormat } from "./flight-format";
import { TicketQr } from "./ticket-qr";

/** A section of a voucher below its header: a dashed tear line on screen, a rule in print. */
export const voucherSection = "border-t border-dashed border-slate-300 px-4 py-5 sm:px-8 print:border-black print:px-0 print:py-3";
export const voucherLabel = "text-xs font-medium uppercase tracking-wide text-muted print:text-black";

type FrameProps = {
  brand: string;
  /** "Electronic ticket", "Offer voucher"… */
  title: string;
  issuedAt: string;
  reference: string;
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
  children: React.ReactNode;
};

/**
 * The printable document every kind issues once paid (a flight's e-ticket, an offer's voucher): brand, title, issue
 * time, booking reference and its QR code on top; the kind's own sections below. One card on screen, black on white
 * within an A4 page in print.
 */
export function VoucherFrame({ brand, title, issuedAt, reference, status, paymentStatus, children }: FrameProps) {
  const t = useTranslations("Ticket");
  const f = useFlightFormat();
  return (
    <article
      aria-labelledby="ticket-title"
      className="overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-lg shadow-brand-900/5 print:rounded-none print:border-0 print:shadow-none"
    >
      <div className="flex flex-wrap items-start justify-between gap-4 bg-brand-900 px-4 py-5 text-white sm:px-8 print:bg-white print:px-0 print:text-black">
        <div className="flex flex-col gap-1">
          <span className="text-sm font-semibold tracking-wide text-brand-100 print:text-black">{brand}</span>
          <h1 id="ticket-title" className="text-xl font-bold sm:text-2xl">
            {title}
          </h1>
          <span className="text-xs text-brand-100 print:text-black">
            {t("issued")}: {f.dateTime(issuedAt)}
          </span>
        </div>
        <div className="flex flex-wrap items-start gap-4">
          <div className="flex flex-col items-end gap-2 text-end">
            <span className="text-xs text-brand-100 print:text-black">{t("reference")}</span>
            <Latin data-testid="ticket-reference" className="font-mono text-3xl font-bold tracking-[0.25em] sm:text-4xl">
              {reference}
            </Latin>
            <StatusBadges status={status} paymentStatus={paymentStatus} />
          </div>
          <TicketQr reference={reference} />
        </div>
      </div>
      {children}
    </article>
  );
}

type Payment = { amount: number; last4: string | null; paidAt: string } | null;

/** What was paid, with which card and when: the same box on every kind's voucher. */
export function PaymentFacts({ payment, total }: { payment: Payment; total: number }) {
  const t = useTranslations("Ticket");
  const f = useFlightFormat();
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-sand-50 p-4 print:bg-white print:p-0">
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <CreditCard aria-hidden className="size-4 print:hidden" />
        {t("payment")}
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-600 print:text-black">{t("amountPaid")}</dt>
        <dd className="text-lg font-bold text-slate-900">
          <ChargedMoney value={payment?.amount ?? total} about={t("paidIndication", { amount: "{amount}" })} />
        </dd>
        {payment?.last4 ? (
          <>
            <dt className="sr-only">{t("payment")}</dt>
            <dd className="col-span-2 text-slate-700 print:text-black">{t.rich("card", { last4: payment.last4, bdi: (chunks) => <Ltr>{chunks}</Ltr> })}</dd>
          </>
        ) : null}
        {payment?.paidAt ? (
          <>
            <dt className="text-slate-600 print:text-black">{t("paidOn")}</dt>
            <dd className="text-slate-900">{f.dateTime(payment.paidAt)}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
