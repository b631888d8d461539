"use client";

import { useTranslations } from "next-intl";
import { Loader2 } from "lucide-react";

/** What the open list says besides its options: the count for screen readers, "none found" or the error, the spinner. */
export function AirportListStatus({ status, count }: { status: "idle" | "loading" | "error"; count: number }) {
  const t = useTranslations("Search");
  return (
    <>
      <p role="status" className="sr-only">
        {status === "loading" ? t("airportsLoading") : status === "error" ? t("airportsError") : t("airportsCount", { count })}
      </p>
      {status !== "loading" && count === 0 ? (
        <div className="absolute inset-x-0 top-full z-30 mt-1 rounded-xl border border-slate-200 bg-white px-3 py-3 text-sm text-slate-600 shadow-xl">
          {status === "error" ? t("airportsError") : t("airportsEmpty")}
        </div>
      ) : null}
      {status === "loading" && count === 0 ? <Loader2 aria-hidden className="absolute end-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-muted" /> : null}
    </>
  );
}
