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
