import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { Ban, Plane } from "lucide-react";
import type { FlightView } from "@/lib/flights/booking/types";
import { AirlineLogo } from "./airline-logo";
import { Latin } from "@/components/ui/latin";
import { PlaneModel } from "../plane-model";

/** Route, airline, flight number, date and status at the top of the details page. */
export async function FlightHeader({ flight, actions }: { flight: FlightView; actions?: React.ReactNode }) {
  const t = await getTranslations("Flight");
  const terms = await getTranslations("Terms");
  const format = await getFormatter();
  const locale = await getLocale();
  const date = format.dateTime(new Date(flight.departureAt), { dateStyle: "full", timeZone: flight.from.timezone });
  const cancelled = flight.status === "cancelled";
  return (
    <header className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <AirlineLogo logo={flight.airline.logo} code={flight.airline.code} />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-slate-900">{flight.airline.name}</p>
            <p className="text-sm text-slate-600">
              {t("flightNumber")} <Latin className="font-medium">{flight.flightNumber}</Latin> · <PlaneModel model={flight.planeModel} locale={locale} />
            </p>
          </div>
        </div>
        {actions}
      </div>
      <div>
        <h1 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-2xl font-bold text-slate-900 sm:text-3xl">
          <span>{flight.from.city}</span>
          <Plane aria-hidden className="size-5 text-brand-600 rtl:-scale-x-100" />
          <span>{flight.to.city}</span>
        </h1>
        <p className="mt-1 text-sm text-slate-600">
          <Latin>{`${flight.from.code} – ${flight.to.code}`}</Latin> · {date}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        {cancelled ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-1 text-red-700 ring-1 ring-red-200">
            <Ban aria-hidden className="size-3.5" />
            {t("status.cancelled")}
          </span>
        ) : (
          <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-700 ring-1 ring-emerald-200">{t("status.scheduled")}</span>
        )}
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">{terms("stops", { count: flight.stops.length })}</span>
      </div>
    </header>
  );
}
