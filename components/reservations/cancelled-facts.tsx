import { useFormatter, useTranslations } from "next-intl";
import { clockDateTime } from "@/lib/format/clock";
import { Money } from "@/components/currency/money";

type Props = { cancelledAt: string | null; cancellationFee: number | null; refundAmount: number | null };

/** What a cancellation cost and gave back, once cancelled: the same for every kind. */
export function CancelledFacts({ cancelledAt, cancellationFee, refundAmount }: Props) {
  const t = useTranslations("StayReservations");
  const format = useFormatter();
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 text-sm" data-testid="cancelled-facts">
      {cancelledAt ? (
        <>
          <dt className="text-slate-600">{t("cancelledOn")}</dt>
          <dd className="text-slate-900">{clockDateTime(format, cancelledAt)}</dd>
        </>
      ) : null}
      <dt className="text-slate-600">{t("cancelledFee")}</dt>
      <dd className="tabular-nums text-red-700" data-testid="cancelled-fee">
        <Money value={cancellationFee ?? 0} alwaysShowFraction />
      </dd>
      <dt className="font-semibold text-slate-900">{t("cancelledRefund")}</dt>
      <dd className="tabular-nums font-semibold text-emerald-700" data-testid="cancelled-refund">
        <Money value={refundAmount ?? 0} alwaysShowFraction />
      </dd>
    </dl>
  );
}
