import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { Clock } from "lucide-react";
import { dayOffset, durationParts } from "@/lib/flights/booking/time";
import { clockTime } from "@/lib/format/clock";
import type { AirportView, FlightView } from "@/lib/flights/booking/types";
import { Latin } from "@/components/ui/latin";
import { isolate, ltrIsolate } from "@/lib/format/bidi";
import { placeName } from "@/lib/format/place";
import type { Locale } from "@/lib/i18n/routing";

type Point = { kind: "departure" | "arrival"; at: string; airport: AirportView };

/** The timeline: departure, each stop with its layover, arrival — in each airport's local time. */
export async function Itinerary({ flight }: { flight: FlightView }) {
  const t = await getTranslations("Flight");
  const format = await getFormatter();
  const locale = (await getLocale()) as Locale;
  const time = (iso: string, timeZone: string) => clockTime(format, iso, timeZone);
  const day = (iso: string, timeZone: string) => format.dateTime(new Date(iso), { weekday: "short", day: "numeric", month: "short", timeZone });
  const offset = dayOffset(flight.departureAt, flight.from.timezone, flight.arrivalAt, flight.to.timezone);
  const points: Point[] = [
    { kind: "departure", at: flight.departureAt, airport: flight.from },
    { kind: "arrival", at: flight.arrivalAt, airport: flight.to },
  ];

  const place = (p: Point) => {
    const details = [
      p.airport.terminal ? t("terminal", { value: isolate(p.airport.terminal) }) : null,
      p.airport.gate ? t("gate", { value: ltrIsolate(p.airport.gate) }) : null,
    ].filter(Boolean);
    return (
      <li className="relative ps-8">
        <span aria-hidden className="absolute start-0 top-1.5 size-3.5 rounded-full border-2 border-brand-600 bg-white" />
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">{t(p.kind)}</p>
        <p className="mt-0.5 flex flex-wrap items-baseline gap-x-2">
          <span className="text-xl font-bold text-slate-900">
            <bdi>{time(p.at, p.airport.timezone)}</bdi>
          </span>
          {p.kind === "arrival" && offset > 0 ? <span className="text-xs font-semibold text-amber-700">{t("nextDay", { days: offset })}</span> : null}
          <span className="text-sm text-slate-600">{day(p.at, p.airport.timezone)}</span>
        </p>
        <p className="text-sm font-medium text-slate-800">
          {p.airport.name} (<Latin>{p.airport.code}</Latin>)
        </p>
        <p className="text-sm text-slate-600">
          {placeName(p.airport.city, p.airport.country, locale)}
          {details.length ? ` · ${details.join(" · ")}` : ""}
        </p>
      </li>
    );
  };

  return (
    <section aria-labelledby="itinerary-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="itinerary-title" className="text-lg font-bold text-slate-900">
          {t("itinerary")}
        </h2>
        <p className="inline-flex items-center gap-1.5 text-sm text-slate-600">
          <Clock aria-hidden className="size-4" />
          {t("totalDuration", { duration: t("duration", durationParts(flight.durationMinutes)) })}
        </p>
      </div>
      <ol className="relative mt-5 flex flex-col gap-6 before:absolute before:start-[6px] before:top-3 before:bottom-3 before:w-0.5 before:bg-brand-100">
        {place(points[0]!)}
        {flight.stops.map((stop) => (
          <li key={stop.code} className="relative ps-8">
            <span aria-hidden className="absolute start-[2px] top-1.5 size-2.5 rounded-full bg-amber-500" />
            <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
              {t("layover", { city: stop.city, duration: t("duration", durationParts(stop.durationMinutes)) })} (<Latin>{stop.code}</Latin>)
            </p>
          </li>
        ))}
        {place(points[1]!)}
      </ol>
      <p className="mt-5 text-xs text-muted">{t("localTimesNote")}</p>
    </section>
  );
}
