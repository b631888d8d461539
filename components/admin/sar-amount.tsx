"use client";

import { useFormatter } from "next-intl";

/** Sar (./sar.tsx) for the admin forms' client components: an amount in SAR minor units, in riyals in the page's language. */
export function SarAmount({ halalas }: { halalas: number }) {
  const format = useFormatter();
  return <span className="tabular-nums">{format.number(halalas / 100, { style: "currency", currency: "SAR" })}</span>;
}
