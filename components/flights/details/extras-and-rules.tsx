import { getFormatter, getTranslations } from "next-intl/server";
import { fareRuleText } from "@/components/reservations/flight-terms";
import { CalendarX, Utensils } from "lucide-react";
import { CANCELLATION_DEADLINE_HOURS, MEAL_REQUEST_DEADLINE_HOURS } from "@/provider/contracts/flights";
import type { FlightView } from "@/lib/flights/booking/types";
import { clockDateTime } from "@/lib/format/clock";
import { AllowanceItem } from "./allowance-item";
import { card } from "./detail-card";
import { ExtrasPrices } from "./extras-prices";

/** SPEC §9's baggage allowance, the cancellation rule and meal deadlines, then terms and notes. */
export async function FlightRules({ flight }: { flight: FlightView }) {
  const [t, format] = await Promise.all([getTranslations("Flight"), getFormatter()]);
  const deadline = clockDateTime(format, flight.cancellationDeadline, flight.from.timezone);
  return (
    <>
      <section aria-labelledby="baggage-title" className={card}>
        <h2 id="baggage-title" className="text-lg font-bold text-slate-900">
          {t("allowanceTitle")}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          <AllowanceItem kind="hand" />
          <AllowanceItem kind="checked" />
        </ul>
      </section>

      <section aria-labelledby="rules-title" className={card}>
        <h2 id="rules-title" className="text-lg font-bold text-slate-900">
          {t("rulesTitle")}
        </h2>
        <ul className="mt-4 flex flex-col gap-3 text-sm leading-relaxed text-slate-700">
          <li className="flex items-start gap-3">
            <CalendarX aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <FareRules flight={flight} deadline={deadline} />
          </li>
          <li className="flex items-start gap-3">
            <Utensils aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <span>{t("mealRule", { special: MEAL_REQUEST_DEADLINE_HOURS.special, dietary: MEAL_REQUEST_DEADLINE_HOURS.dietary })}</span>
          </li>
        </ul>
      </section>

      {flight.bags.length || flight.meals.length ? <ExtrasPrices flight={flight} /> : null}

      {flight.terms || flight.notes ? (
        <section aria-labelledby="terms-title" className={card}>
          <h2 id="terms-title" className="text-lg font-bold text-slate-900">
            {t("termsTitle")}
          </h2>
          {flight.terms ? <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-slate-700">{flight.terms}</p> : null}
          {flight.notes ? (
            <>
              <h3 className="mt-4 text-sm font-semibold text-slate-800">{t("notesTitle")}</h3>
              <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-slate-700">{flight.notes}</p>
            </>
          ) : null}
        </section>
      ) : null}
    </>
  );
}

/**
 * The cancellation rule of each fare type, fares with the same rule together (the booking form and the ticket say the
 * same sentence for the fare booked), then the last moment to cancel.
 */
async function FareRules({ flight, deadline }: { flight: FlightView; deadline: string }) {
  const [t, ticket, format] = await Promise.all([getTranslations("Flight"), getTranslations("Ticket"), getFormatter()]);
  const byFee = new Map<number, FlightView["fareTypes"]>();
  for (const fare of flight.fareTypes) byFee.set(fare.cancellationFeePercent, [...(byFee.get(fare.cancellationFeePercent) ?? []), fare]);
  return (
    <span className="flex flex-col gap-1">
      {[...byFee].map(([percent, fares]) => (
        <span key={percent} data-testid="flight-fare-rule">
          <span className="font-semibold">{format.list(fares.map((f) => f.name))}:</span>{" "}
          <span data-testid="flight-terms-rule">{fareRuleText(ticket, { hours: CANCELLATION_DEADLINE_HOURS, percent })}</span>
        </span>
      ))}
      <span className="font-semibold">{t("cancellationDeadline", { deadline })}</span>
    </span>
  );
}
