import { useTranslations } from "next-intl";
import type { StayOrTaxiReservationView } from "@/lib/reservations/stay-or-taxi-reservations-map";
import { Money } from "@/components/currency/money";
import { TaxRows } from "@/components/currency/tax-rows";

const row = "flex items-center justify-between gap-3";

/** A stay's nights × price (week and weekend nights apart) or a ride's vehicle price, then fee, the taxes it was charged and total. */
export function StayOrTaxiPriceBreakdown({ reservation: r }: { reservation: StayOrTaxiReservationView }) {
  const t = useTranslations("StayReservations");
  const b = r.breakdown;
  const money = (value: number) =>
    function Price() {
      return <Money value={value} alwaysShowFraction />;
    };
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {r.kind === "taxi" ? (
        <div className={row}>
          <dt className="text-slate-600">{t("transferPrice")}</dt>
          <dd className="tabular-nums text-slate-900">
            <Money value={r.breakdown.base} alwaysShowFraction />
          </dd>
        </div>
      ) : (
        <StayNights breakdown={r.breakdown} money={money} />
      )}
      <div className={row}>
        <dt className="text-slate-600">{t("serviceFee")}</dt>
        <dd className="tabular-nums text-slate-900">
          <Money value={b.serviceFee} alwaysShowFraction />
        </dd>
      </div>
      <TaxRows lines={b.taxes} rowClassName={row} alwaysShowFraction />
      <div className={`${row} mt-1 border-t border-slate-200 pt-3 text-base font-bold text-slate-900 print:border-black`}>
        <dt>{t("total")}</dt>
        <dd className="tabular-nums" data-testid="stay-or-taxi-total">
          <Money value={b.total} alwaysShowFraction />
        </dd>
      </div>
      {r.kind !== "taxi" && r.breakdown.securityDeposit ? (
        <div className="mt-1 grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 rounded-lg bg-amber-50 p-2 text-amber-900 print:bg-white print:p-0 print:text-black">
          <dt>{t("depositLine")}</dt>
          <dd className="tabular-nums" data-testid="deposit-amount">
            <Money value={r.breakdown.securityDeposit} alwaysShowFraction />
          </dd>
          <dd className="col-span-2 text-xs">{t("depositLineNote")}</dd>
        </div>
      ) : null}
    </dl>
  );
}

type StayBreakdown = Extract<StayOrTaxiReservationView, { kind: "hotel" | "chalet" }>["breakdown"];

function StayNights({ breakdown: b, money }: { breakdown: StayBreakdown; money: (value: number) => () => React.ReactNode }) {
  const t = useTranslations("StayReservations");
  const weekNights = b.nights - b.weekendNights;
  // A hotel's priced dates (issue 24) make the nights other than nightly × weekday and weekend × weekend: one line then.
  if (weekNights * b.nightlyPrice + b.weekendNights * b.weekendPrice !== b.base)
    return (
      <div className={row}>
        <dt className="text-slate-600">{t("specialNights", { count: b.nights })}</dt>
        <dd className="tabular-nums text-slate-900">
          <Money value={b.base} alwaysShowFraction />
        </dd>
      </div>
    );
  return (
    <>
      {weekNights > 0 ? (
        <div className={row}>
          <dt className="text-slate-600">{t.rich("weekNights", { count: weekNights, price: money(b.nightlyPrice) })}</dt>
          <dd className="tabular-nums text-slate-900">
            <Money value={weekNights * b.nightlyPrice} alwaysShowFraction />
          </dd>
        </div>
      ) : null}
      {b.weekendNights > 0 ? (
        <div className={row}>
          <dt className="text-slate-600">{t.rich("weekendNights", { count: b.weekendNights, price: money(b.weekendPrice) })}</dt>
          <dd className="tabular-nums text-slate-900">
            <Money value={b.weekendNights * b.weekendPrice} alwaysShowFraction />
          </dd>
        </div>
      ) : null}
    </>
  );
}
