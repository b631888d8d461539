import { useTranslations } from "next-intl";
import type { KindReservationView } from "@/lib/reservations/stay-reservations-map";
import { Money } from "@/components/currency/money";
import { useKindFormat } from "./kind-format";

/**
 * The cancellation terms as booked: a free period (or none), then a fixed fee (a stay's first night), a percentage
 * (100 %: nothing back) and no cancellation from check-in or pickup on.
 */
export function KindTermsText({ reservation: r }: { reservation: KindReservationView }) {
  const t = useTranslations("StayReservations");
  const f = useKindFormat();
  const { freeUntil, feeAmount, feePercent, deadline } = r.cancellationTerms;
  const fee = () => <Money value={feeAmount ?? 0} alwaysShowFraction />;
  const free = freeUntil ? f.moment(freeUntil, r) : null;
  let rule: React.ReactNode;
  if (feeAmount !== null) rule = free ? t.rich("termsFreeThenFee", { freeUntil: free, fee }) : t.rich("termsFee", { fee });
  else if (free)
    rule = feePercent >= 100 ? t("termsFreeThenNothing", { freeUntil: free }) : t("termsFreeThenPercent", { freeUntil: free, percent: feePercent });
  else rule = feePercent >= 100 ? t("termsNonRefundable") : t("termsPercent", { percent: feePercent });
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-700 print:text-black" data-testid="kind-terms">
      <p>{rule}</p>
      <p>{t(r.kind === "taxi" ? "termsTaxiDeadline" : "termsStayDeadline", { deadline: f.moment(deadline, r) })}</p>
    </div>
  );
}

/** What a cancellation cost and gave back, once cancelled. */
export function CancelledFacts({ reservation: r }: { reservation: KindReservationView }) {
  const t = useTranslations("StayReservations");
  const f = useKindFormat();
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm" data-testid="cancelled-facts">
      {r.cancelledAt ? (
        <>
          <dt className="text-slate-600">{t("cancelledOn")}</dt>
          <dd className="text-slate-900">{f.dateTime(r.cancelledAt)}</dd>
        </>
      ) : null}
      <dt className="text-slate-600">{t("cancelledFee")}</dt>
      <dd className="tabular-nums text-red-700" data-testid="cancelled-fee">
        <Money value={r.cancellationFee ?? 0} alwaysShowFraction />
      </dd>
      <dt className="font-semibold text-slate-900">{t("cancelledRefund")}</dt>
      <dd className="tabular-nums font-semibold text-emerald-700" data-testid="cancelled-refund">
        <Money value={r.refundAmount ?? 0} alwaysShowFraction />
      </dd>
    </dl>
  );
}
