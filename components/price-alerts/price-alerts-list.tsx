import { BellRing } from "lucide-react";
import { getFormatter, getTranslations } from "next-intl/server";
import type { PriceAlert } from "@/lib/provider/price-alerts";
import { EmptyState } from "@/components/account/account-page-shell";
import { Money } from "@/components/currency/money";
import { DeletePriceAlertButton } from "./delete-price-alert-button";

/** The account's price alerts: route, day, cabin and party, the fare watched, and a delete button each. */
export async function PriceAlertsList({ alerts }: { alerts: PriceAlert[] }) {
  const [t, terms, format] = await Promise.all([getTranslations("PriceAlerts"), getTranslations("Terms"), getFormatter()]);
  if (alerts.length === 0) {
    return <EmptyState icon={<BellRing aria-hidden className="size-8" />} title={t("emptyTitle")} body={t("emptyBody")} actionLabel={t("searchFlights")} />;
  }
  return (
    <ul aria-label={t("listLabel")} className="space-y-3">
      {alerts.map((alert) => {
        const date = format.dateTime(new Date(`${alert.date}T12:00:00Z`), { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
        const route = t("route", { from: alert.from, to: alert.to });
        return (
          <li key={alert.id} className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="space-y-1">
              <h2 className="text-lg font-semibold text-slate-900">{route}</h2>
              <p className="text-sm text-slate-700">{date}</p>
              <p className="text-sm text-slate-600">
                {terms(`cabin.${alert.cabin}`)} · {terms("travellerCount", { count: alert.adults + alert.children + alert.infants })}
              </p>
            </div>
            <dl className="text-sm">
              <dt className="text-slate-600">{alert.notifiedFare === null ? t("savedFare") : t("lastFare")}</dt>
              <dd className="font-semibold text-slate-900">
                <Money value={alert.notifiedFare ?? alert.savedFare} /> <span className="font-normal text-slate-600">{t("perAdult")}</span>
              </dd>
            </dl>
            <DeletePriceAlertButton id={alert.id} label={t("delete", { from: alert.from, to: alert.to, date })} />
          </li>
        );
      })}
    </ul>
  );
}
