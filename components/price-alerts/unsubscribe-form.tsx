"use client";

import { useMutation } from "@tanstack/react-query";
import { BellOff } from "lucide-react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { BffError } from "@/lib/api/bff-client";
import { unsubscribePriceAlert } from "@/lib/api/price-alerts";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
import { HydrationFlag } from "@/components/ui/hydration-flag";

/** The mail link's page: the alert stops only when the button is pressed (a POST), never by opening the link. */
export function UnsubscribeForm({ token }: { token: string }) {
  const t = useTranslations("PriceAlerts");
  const locale = useLocale();
  const format = useFormatter();
  const stop = useMutation({ mutationFn: () => unsubscribePriceAlert(token, locale) });

  if (stop.isSuccess) {
    const { from, to, date } = stop.data;
    const day = format.dateTime(new Date(`${date}T12:00:00Z`), { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    return <Alert variant="success">{t("unsubscribed", { from, to, date: day })}</Alert>;
  }
  const invalid = stop.error instanceof BffError && stop.error.status === 404;
  if (invalid) return <Alert variant="error">{t("unsubscribeInvalid")}</Alert>;
  return (
    <div className="space-y-4">
      <HydrationFlag />
      <p className="text-sm leading-relaxed text-slate-700">{t("unsubscribeBody")}</p>
      {stop.isError ? <Alert variant="error">{t("unsubscribeFailed")}</Alert> : null}
      <button type="button" onClick={() => stop.mutate()} disabled={stop.isPending} className={buttonClasses("primary", "lg", "w-full")}>
        <BellOff aria-hidden className="size-4" />
        {stop.isPending ? t("unsubscribing") : t("unsubscribeAction")}
      </button>
    </div>
  );
}
