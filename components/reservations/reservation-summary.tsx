import { Armchair, Luggage, UserRound, UtensilsCrossed } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import type { ReservationView } from "@/lib/reservations/reservations-map";
import { Money } from "@/components/currency/money";
import { Itinerary } from "@/components/ticket/itinerary";
import { useFlightFormat } from "@/components/ticket/flight-format";
import { Latin } from "@/components/ui/latin";

const card = "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";

/** The trip being paid for: flight, travellers with their seats, fare type and extras. */
export function ReservationSummary({ reservation }: { reservation: ReservationView }) {
  const terms = useTranslations("Terms");
  const f = useFlightFormat();
  const tt = useTranslations("Ticket");
  const back = reservation.returnLeg;
  // A round trip: both legs, each under its name and with its fare type.
  const legs = [
    { id: "summary-flight", flight: reservation.flight, name: back ? tt("outboundFlight") : null, fare: back ? reservation.fareType.name : null },
    ...(back ? [{ id: "summary-return-flight", flight: back.flight, name: tt("returnFlight"), fare: back.fareType.name }] : []),
  ];
  return (
    <div className="flex flex-col gap-4">
      {legs.map(({ id, flight, name, fare }) => (
        <section key={id} aria-labelledby={id} className={card}>
          <div className="mb-5 flex flex-wrap items-center justify-between gap-2">
            <h2 id={id} className="flex items-center gap-2 text-base font-semibold text-slate-900">
              <AirlineMark code={flight.airline.code} />
              <span>
                {name ? `${name}: ` : null}
                {flight.airline.name} · <Latin>{flight.flightNumber}</Latin>
              </span>
            </h2>
            <span className="text-sm text-slate-600">
              {f.longDay(flight.departureAt, flight.from.timezone)} · {terms(`cabin.${reservation.fareClass}`)}
              {fare ? ` · ${fare}` : null}
            </span>
          </div>
          <Itinerary flight={flight} />
        </section>
      ))}

      <SummaryTravelers reservation={reservation} />
      <SummaryExtras reservation={reservation} />
    </div>
  );
}

/** Each traveller with their title, type, seat and price. */
function SummaryTravelers({ reservation }: { reservation: ReservationView }) {
  const t = useTranslations("Ticket");
  const terms = useTranslations("Terms");
  return (
    <section aria-labelledby="summary-travelers" className={card}>
      <h2 id="summary-travelers" className="mb-3 text-base font-semibold text-slate-900">
        {terms("travellers")}
      </h2>
      <ul className="divide-y divide-slate-100">
        {reservation.travelers.map((traveler) => (
          <li key={traveler.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
            <span className="flex min-w-0 items-center gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <UserRound aria-hidden className="size-4" />
              </span>
              <span className="flex min-w-0 flex-col">
                {/* The title in the page's language, then the passport name in Latin letters. */}
                <span className="truncate font-medium text-slate-900">
                  {t(`gender.${traveler.gender}`)} <Latin>{traveler.fullName}</Latin>
                </span>
                <span className="text-xs text-muted">{terms(`passengerType.${traveler.type}`)}</span>
              </span>
            </span>
            <span className="flex items-center gap-3 text-sm text-slate-700">
              <span className="flex items-center gap-1">
                <Armchair aria-hidden className="size-4 text-muted" />
                <span className="sr-only">{t("seat")}</span>
                {traveler.seatNumber ? <Latin className="font-semibold">{traveler.seatNumber}</Latin> : t("onLap")}
                {reservation.returnLeg && traveler.returnSeatNumber ? (
                  <>
                    {" · "}
                    {t("returnSeat")} <Latin className="font-semibold">{traveler.returnSeatNumber}</Latin>
                  </>
                ) : null}
              </span>
              <span className="tabular-nums">
                <Money value={traveler.price} />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The fare type, bags and meals booked. */
function SummaryExtras({ reservation }: { reservation: ReservationView }) {
  const t = useTranslations("Ticket");
  const tp = useTranslations("Payment");
  const format = useFormatter();
  const list = (items: string[]) => format.list(items, { type: "unit" });
  return (
    <section aria-labelledby="summary-extras" className={card}>
      <h2 id="summary-extras" className="mb-3 text-base font-semibold text-slate-900">
        {tp("extrasTitle")}
      </h2>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted">{t("fareType")}</dt>
          <dd className="font-medium text-slate-900">
            {reservation.fareType.name} · {reservation.fareType.refundable ? t("refundable") : t("nonRefundable")}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="flex items-center gap-1 text-muted">
            <Luggage aria-hidden className="size-4" /> {t("bags")}
          </dt>
          <dd className="font-medium text-slate-900">
            {reservation.bags.length ? list(reservation.bags.map((b) => t("bagItem", { quantity: b.quantity, weight: b.weightKg }))) : t("none")}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="flex items-center gap-1 text-muted">
            <UtensilsCrossed aria-hidden className="size-4" /> {t("meals")}
          </dt>
          <dd className="font-medium text-slate-900">
            {reservation.meals.length ? list(reservation.meals.map((m) => t("mealItem", { quantity: m.quantity, name: m.name }))) : t("none")}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** A small square with the airline's code, standing in for a logo (logos are optional in the data). */
export function AirlineMark({ code }: { code: string }) {
  return (
    <span
      aria-hidden
      className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-900 text-[0.7rem] font-bold tracking-wide text-white print:border print:border-black print:bg-white print:text-black"
      dir="ltr"
    >
      {code}
    </span>
  );
}

/** Fare, taxes, fees, discount, extras and the total. */
export function PriceBreakdown({ breakdown }: { breakdown: ReservationView["breakdown"] }) {
  const t = useTranslations("Payment");
  const rows: { key: "fare" | "tax" | "serviceFees" | "seatSelection" | "bags" | "meals"; value: number }[] = [
    { key: "fare", value: breakdown.fare },
    { key: "tax", value: breakdown.tax },
    { key: "serviceFees", value: breakdown.serviceFees },
    { key: "seatSelection", value: breakdown.seatSelection },
    { key: "bags", value: breakdown.bags },
    { key: "meals", value: breakdown.meals },
  ];
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {rows
        .filter((row) => row.key === "fare" || row.value !== 0)
        .map((row) => (
          <div key={row.key} className="flex items-center justify-between gap-3">
            <dt className="text-slate-600">{t(row.key)}</dt>
            <dd className="tabular-nums text-slate-900">
              <Money value={row.value} alwaysShowFraction />
            </dd>
          </div>
        ))}
      {breakdown.discount ? (
        <div className="flex items-center justify-between gap-3 text-emerald-700">
          <dt>{t("discount")}</dt>
          <dd className="tabular-nums">
            −<Money value={breakdown.discount} alwaysShowFraction />
          </dd>
        </div>
      ) : null}
      <div className="mt-1 flex items-center justify-between gap-3 border-t border-slate-200 pt-3 text-base font-bold text-slate-900">
        <dt>{t("total")}</dt>
        <dd className="tabular-nums">
          <Money value={breakdown.total} alwaysShowFraction />
        </dd>
      </div>
    </dl>
  );
}
