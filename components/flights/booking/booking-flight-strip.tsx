import { getFormatter, getTranslations } from "next-intl/server";
import { Plane } from "lucide-react";
import { durationParts } from "@/lib/flights/booking/time";
import { clockTime } from "@/lib/format/clock";
import type { FlightView } from "@/lib/flights/booking/types";
import { AirlineLogo } from "@/components/flights/details/airline-logo";
import { Latin } from "@/components/ui/latin";

/** The flight being booked, in one line: airline, route, local times, duration. */
export async function BookingFlightStrip({ flight }: { flight: FlightView }) {
  const t = await getTranslations("Flight");
  const terms = await getTranslations("Terms");
  const format = await getFormatter();
  const time = (iso: string, timeZone: string) => clockTime(format, iso, timeZone);
  const date = format.dateTime(new Date(flight.departureAt), { dateStyle: "medium", timeZone: flight.from.timezone });
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center gap-3">
        <AirlineLogo logo={flight.airline.logo} code={flight.airline.code} size="sm" />
        <div className="text-sm">
          <p className="font-semibold text-slate-900">{flight.airline.name}</p>
          <p className="text-slate-600">
            <Latin>{flight.flightNumber}</Latin> · {date}
          </p>
        </div>
      </div>
      <div className="flex flex-1 items-center gap-3 text-sm">
        <div>
          <p className="font-bold text-slate-900">
            <bdi>{time(flight.departureAt, flight.from.timezone)}</bdi>
          </p>
          <p className="text-slate-600">
            <Latin>{flight.from.code}</Latin> · {flight.from.city}
          </p>
        </div>
        <div className="flex min-w-16 flex-1 flex-col items-center text-xs text-muted">
          <span>{t("duration", durationParts(flight.durationMinutes))}</span>
          <span className="flex w-full items-center gap-1">
            <span className="h-px flex-1 bg-slate-300" />
            <Plane aria-hidden className="size-3.5 text-brand-600 rtl:-scale-x-100" />
          </span>
          <span>{terms("stops", { count: flight.stops.length })}</span>
        </div>
        <div className="text-end">
          <p className="font-bold text-slate-900">
            <bdi>{time(flight.arrivalAt, flight.to.timezone)}</bdi>
          </p>
          <p className="text-slate-600">
            <Latin>{flight.to.code}</Latin> · {flight.to.city}
          </p>
        </div>
      </div>
    </div>
  );
}
