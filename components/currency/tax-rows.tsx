import { useTranslations } from "next-intl";
import type { TaxLine } from "@/provider/contracts/taxes";
import { Money } from "./money";

type Props = {
  lines: readonly TaxLine[];
  /** The breakdown's row layout, so the lines sit like its other rows. */
  rowClassName: string;
  alwaysShowFraction?: boolean;
};

/**
 * The named lines of tax of a stay or a ride, as the country of the service charges them ("VAT 14%", "Hotel service
 * charge 12%", "Tourism fee"), one row of a breakdown's <dl> each.
 */
export function TaxRows({ lines, rowClassName, alwaysShowFraction }: Props) {
  const t = useTranslations("Taxes");
  return lines.map((line) => (
    <div key={line.code} className={rowClassName} data-testid="tax-line">
      <dt className="text-slate-600">{line.code === "tourismFee" ? t("tourismFee") : t(line.code, { percent: line.percent ?? 0 })}</dt>
      <dd className="tabular-nums text-slate-900">
        <Money value={line.amount} alwaysShowFraction={alwaysShowFraction} />
      </dd>
    </div>
  ));
}
