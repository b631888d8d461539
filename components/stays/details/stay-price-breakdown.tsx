import { getTranslations } from "next-intl/server";
import type { StayPrice } from "@/lib/provider/stays";
import { Money } from "@/components/currency/money";
import { TaxRows } from "@/components/currency/tax-rows";

type Props = {
  price: StayPrice;
  nightlyPrice: number;
  weekendPrice: number;
  /** Chalets: paid at the door, shown apart from the total. */
  deposit?: number | null;
};

const ROW = "flex items-baseline justify-between gap-3";

/**
 * The provider's price lines of the stay: weekday nights × the nightly price, Thursday and Friday nights × the weekend
 * price, the service fee, the named taxes of the stay's country and the total; a chalet's security deposit below, due on arrival and not in the total.
 */
export async function StayPriceBreakdown({ price, nightlyPrice, weekendPrice, deposit }: Props) {
  const t = await getTranslations("StayDetails");
  const weekdays = price.nights - price.weekendNights;
  return (
    <section aria-labelledby="stay-price" className="flex flex-col gap-2 rounded-2xl bg-sand-50 p-4 text-sm">
      <h3 id="stay-price" className="font-semibold text-slate-900">
        {t("priceTitle")}
      </h3>
      <dl className="flex flex-col gap-2" data-testid="stay-breakdown">
        {/* A hotel's priced dates (issue 24) make the nights other than nightly × weekday and weekend × weekend: one line then. */}
        {weekdays * nightlyPrice + price.weekendNights * weekendPrice !== price.base ? (
          <div className={ROW}>
            <dt className="text-slate-600">{t("specialNights", { count: price.nights })}</dt>
            <dd className="tabular-nums text-slate-900">
              <Money value={price.base} />
            </dd>
          </div>
        ) : null}
        {weekdays * nightlyPrice + price.weekendNights * weekendPrice === price.base && weekdays > 0 ? (
          <div className={ROW}>
            <dt className="text-slate-600">{t.rich("weekdayNights", { count: weekdays, price: () => <Money value={nightlyPrice} /> })}</dt>
            <dd className="tabular-nums text-slate-900">
              <Money value={weekdays * nightlyPrice} />
            </dd>
          </div>
        ) : null}
        {weekdays * nightlyPrice + price.weekendNights * weekendPrice === price.base && price.weekendNights > 0 ? (
          <div className={ROW} data-testid="stay-weekend-nights">
            <dt className="text-slate-600">{t.rich("weekendNights", { count: price.weekendNights, price: () => <Money value={weekendPrice} /> })}</dt>
            <dd className="tabular-nums text-slate-900">
              <Money value={price.base - weekdays * nightlyPrice} />
            </dd>
          </div>
        ) : null}
        <div className={ROW}>
          <dt className="text-slate-600">{t("serviceFee")}</dt>
          <dd className="tabular-nums text-slate-900">
            <Money value={price.serviceFee} />
          </dd>
        </div>
        <TaxRows lines={price.taxes} rowClassName={ROW} />
        <div className={`${ROW} border-t border-slate-200 pt-2 text-base font-bold text-slate-900`}>
          <dt data-testid="stay-total-label">{t("totalFor", { count: price.nights })}</dt>
          <dd className="tabular-nums" data-testid="stay-total">
            <Money value={price.total} />
          </dd>
        </div>
      </dl>
      {deposit ? (
        <div className="mt-1 flex flex-col gap-1 border-t border-dashed border-slate-300 pt-2" data-testid="stay-deposit">
          <p className={`${ROW} font-medium text-slate-900`}>
            <span>{t("depositOnArrival")}</span>
            <Money value={deposit} className="tabular-nums" />
          </p>
          <p className="text-xs text-slate-600">{t("depositNotInTotal")}</p>
        </div>
      ) : null}
    </section>
  );
}
