"use client";

import { useMutation } from "@tanstack/react-query";
import { BellRing, LogIn, X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { BffError } from "@/lib/api/bff-client";
import { savePriceAlert, type PriceAlertInput } from "@/lib/api/price-alerts";
import { Link } from "@/lib/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";
import { HydrationFlag } from "@/components/ui/hydration-flag";

type Outcome = { kind: "saved" } | { kind: "login" } | { kind: "error"; message: string } | null;

/**
 * "Alert me when the price drops" on the results: saves the search shown as a price alert. A visitor who is not signed
 * in is offered the sign-in page, which brings them back to this search (`loginRedirect`, a path of this site).
 */
export function PriceAlertButton({ search, loginRedirect }: { search: PriceAlertInput; loginRedirect: string }) {
  const t = useTranslations("PriceAlerts");
  const locale = useLocale();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = useMutation({
    mutationFn: () => savePriceAlert(search, locale),
    onSuccess: () => setOutcome({ kind: "saved" }),
    onError: (error) => {
      if (error instanceof BffError && error.status === 401) return setOutcome({ kind: "login" });
      if (error instanceof BffError && error.fields?.date === "datePast") return setOutcome({ kind: "error", message: t("datePast") });
      // The provider's message is in the page's language (already saved, 20 alerts, nothing to watch).
      setOutcome({ kind: "error", message: error instanceof BffError && error.status < 500 ? error.message : t("createFailed") });
    },
  });
  return (
    <div className="space-y-2" data-price-alert="">
      <HydrationFlag />
      <button type="button" onClick={() => save.mutate()} disabled={save.isPending || outcome?.kind === "saved"} className={buttonClasses("outline", "md")}>
        <BellRing aria-hidden className="size-4" />
        {save.isPending ? t("creating") : t("create")}
      </button>
      <div role="status" aria-live="polite">
        {outcome?.kind === "saved" ? (
          <p className="text-sm text-slate-700">
            {t("created")}{" "}
            <Link href="/price-alerts" className="font-semibold text-brand-700 underline">
              {t("viewAlerts")}
            </Link>
          </p>
        ) : outcome?.kind === "error" ? (
          <p className="text-sm font-medium text-red-700">{outcome.message}</p>
        ) : null}
      </div>
      {outcome?.kind === "login" ? (
        <div role="dialog" aria-labelledby="price-alert-login-title" className="max-w-sm rounded-xl border border-slate-200 bg-white p-4 shadow-lg">
          <div className="flex items-start justify-between gap-2">
            <p id="price-alert-login-title" className="font-semibold text-slate-900">
              {t("loginTitle")}
            </p>
            <button type="button" onClick={() => setOutcome(null)} aria-label={t("closePrompt")} className="text-muted hover:text-slate-800">
              <X aria-hidden className="size-4" />
            </button>
          </div>
          <p className="mt-1 text-sm text-slate-600">{t("loginBody")}</p>
          <Link href={{ pathname: "/login", query: { redirect: loginRedirect } }} className={buttonClasses("primary", "md", "mt-3 w-full")}>
            <LogIn aria-hidden className="size-4 rtl:rotate-180" />
            {t("loginAction")}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
