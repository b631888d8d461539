"use client";

import { useFormatter, useTranslations } from "next-intl";
import type { FlightCancellation } from "@/provider/contracts/admin-flights";

/** What cancelling would affect, as the provider counted it when the dialog opened (nothing shown if that failed). */
export function CancellationImpact({ impact, failed }: { impact: FlightCancellation | null; failed: boolean }) {
  const t = useTranslations("AdminFlights");
  const terms = useTranslations("Terms");
  const format = useFormatter();
  return (
    <div className="mt-4 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200" aria-live="polite" data-testid="cancel-impact">
      {impact ? (
        <>
          <p className="font-semibold">
            {t("cancel.affects", { reservations: impact.reservations })}
            {impact.reservations > 0 ? ` · ${terms("travellerCount", { count: impact.travelers })}` : null}
          </p>
          {impact.refundTotal > 0 ? (
            <p className="mt-1">{t("cancel.refund", { amount: format.number(impact.refundTotal / 100, { style: "currency", currency: "SAR" }) })}</p>
          ) : null}
        </>
      ) : failed ? null : (
        <p>{t("cancel.loading")}</p>
      )}
    </div>
  );
}
