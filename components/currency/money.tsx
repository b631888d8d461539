"use client";

import { useMoney } from "./currency-provider";

/** A price given in SAR minor units, shown in the visitor's currency. Works in server and client trees. */
export function Money({ value, alwaysShowFraction, className }: { value: number; alwaysShowFraction?: boolean; className?: string }) {
  const money = useMoney();
  return (
    <bdi className={className} dir="ltr">
      {money(value, { alwaysShowFraction })}
    </bdi>
  );
}
