import { Plane } from "lucide-react";
import { useTranslations } from "next-intl";
import type { AirportView, FlightView } from "@/lib/reservations/reservations-map";
import { useFlightFormat } from "./flight-format";
import { Latin } from "@/components/ui/latin";

/** Departure → arrival in local times, with duration, stops, terminals and gates. Used by the payment page and the ticket. */
export function Itinerary({ flight }: { flight: FlightView }) {
  const t = useTranslations("Ticket");
  const terms = useTranslations("Terms");
  const f = useFlightFormat();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-start gap-3 sm:gap-6">
      <Endpoint label={t("departure")} airport={flight.from} at={flight.departureAt} align="start" />
      <div className="flex w-20 flex-col items-center gap-1 pt-5 sm:w-auto text-center text-xs text-slate-600 sm:min-w-36 print:text-black">
        <span className="font-medium">{f.duration(flight.durationMinutes)}</span>
        <span aria-hidden className="relative flex w-full items-center">
          <span className="h-px flex-1 bg-slate-300 print:bg-black" />
          {flight.stops.map((s) => (
            <span key={s.code} className="mx-1 size-2 rounded-full border-2 border-amber-500 bg-white" />
          ))}
          <Plane className="mx-1 size-4 text-brand-700 rtl:-scale-x-100 print:text-black" />
        </span>
        <span className={flight.stops.length ? "font-medium text-amber-700 print:text-black" : "font-medium text-emerald-700 print:text-black"}>
          {terms("stops", { count: flight.stops.length })}
        </span>
        {flight.stops.map((s) => (
          <span key={s.code} className="text-[0.7rem] leading-tight">
            {t("layover", { duration: f.duration(s.durationMinutes), city: s.city })} (<Latin>{s.code}</Latin>)
          </span>
        ))}
      </div>
      <Endpoint label={t("arrival")} airport={flight.to} at={flight.arrivalAt} align="end" />
    </div>
  );
}

function Endpoint({ label, airport, at, align }: { label: string; airport: AirportView; at: string; align: "start" | "end" }) {
  const t = useTranslations("Ticket");
  const f = useFlightFormat();
  return (
    <div className={`flex min-w-0 flex-col gap-0.5 ${align === "end" ? "items-end text-end" : "items-start text-start"}`}>
      <span className="text-xs font-medium uppercase tracking-wide text-muted print:text-black">{label}</span>
      <span className="text-2xl font-bold tabular-nums text-slate-900 sm:text-3xl print:text-black">{f.time(at, airport.timezone)}</span>
      <span className="text-sm font-semibold text-slate-800 print:text-black">
        <Latin>{airport.code}</Latin> · {airport.city}
      </span>
      <span className="text-xs text-slate-600 print:text-black">{f.day(at, airport.timezone)}</span>
      <span className="line-clamp-2 text-xs text-muted print:text-black">{airport.name}</span>
      <span className="text-xs text-slate-600 print:text-black">
        {t("terminal")} <bdi>{airport.terminal ?? t("tbd")}</bdi> · {t("gate")} {airport.gate ? <Latin>{airport.gate}</Latin> : t("tbd")}
      </span>
    </div>
  );
}
