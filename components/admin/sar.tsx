import { getFormatter } from "next-intl/server";

/** An amount in SAR minor units, shown in riyals in the page's language (admin figures are always SAR). */
export async function Sar({ halalas }: { halalas: number }) {
  const format = await getFormatter();
  return <span className="tabular-nums">{format.number(halalas / 100, { style: "currency", currency: "SAR" })}</span>;
}
