import { useTranslations } from "next-intl";
import type { OfferPriceBreakdown as Breakdown } from "@/provider/contracts/offer-reservations";
import { Money } from "@/components/currency/money";

/** Price per traveller × travellers, the saving against the original price, and the total. */
export function OfferPriceBreakdown({ breakdown: b }: { breakdown: Breakdown }) {
  const t = useTranslations("OfferBooking");
  const terms = useTranslations("Terms");
  return (
    <dl className="flex flex-col gap-2 text-sm">
      <div className="flex items-center justify-between gap-3">
        <dt className="text-slate-600">{t("unitPrice")}</dt>
        <dd className="tabular-nums text-slate-900">
          <Money value={b.unitPrice} alwaysShowFraction />
        </dd>
      </div>
      <div className="flex items-center justify-between gap-3">
        <dt className="text-slate-600">{terms("travellers")}</dt>
        <dd className="text-slate-900">{terms("travellerCount", { count: b.travelerCount })}</dd>
      </div>
      {b.saving > 0 ? (
        <div className="flex items-center justify-between gap-3 text-emerald-700">
          <dt>{t("saving")}</dt>
          <dd className="tabular-nums" data-testid="offer-saving">
            <Money value={b.saving} alwaysShowFraction />
          </dd>
        </div>
      ) : null}
      <div className="mt-1 flex items-center justify-between gap-3 border-t border-slate-200 pt-3 text-base font-bold text-slate-900">
        <dt>{t("total")}</dt>
        <dd className="tabular-nums" data-testid="offer-total">
          <Money value={b.total} alwaysShowFraction />
        </dd>
      </div>
    </dl>
  );
}
