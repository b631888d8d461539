"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCurrency } from "@/components/currency/currency-provider";
import type { PickerFares } from "./use-picker-fares";

/**
 * Under a flight date picker's grid: what its fares are (the lowest per adult, in the visitor's currency), the cheapest
 * days' tint and the no-flight days' dash; while they load or when they could not be, said so (a status, read politely).
 */
export function FaresLegend({ status }: { status: PickerFares["status"] }) {
  const t = useTranslations("Search.fares");
  const locale = useLocale();
  const { currency } = useCurrency();
  const name = new Intl.DisplayNames([locale], { type: "currency" }).of(currency) ?? currency;
  const line = status === "none" ? t("chooseRoute") : status === "loading" ? t("loading") : status === "failed" ? t("failed") : t("legend", { currency: name });
  return (
    <div className="mt-2 flex max-w-[20.3rem] flex-col gap-1 px-1 text-xs text-slate-700">
      <p role="status" data-fares-status={status}>
        {line}
      </p>
      {status === "ready" ? (
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <span className="flex items-center gap-1.5">
            <span aria-hidden className="size-3 rounded border border-emerald-600 bg-emerald-50" />
            {t("cheapest")}
          </span>
          <span className="flex items-center gap-1.5">
            <span aria-hidden className="font-semibold text-slate-500">
              —
            </span>
            {t("noFlights")}
          </span>
        </p>
      ) : null}
    </div>
  );
}
