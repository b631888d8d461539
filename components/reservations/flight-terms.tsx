import { useTranslations } from "next-intl";
import { cancellationHoursBeforeDeparture, type ReservationView } from "@/lib/reservations/reservations-map";

// Keys read indirectly: Ticket.cancellationRule, Ticket.cancellationRuleNonRefundable (fareRuleText, given the translator).
type TicketT = (key: "cancellationRule" | "cancellationRuleNonRefundable", values: { hours: number; percent: number }) => string;

/**
 * A flight fare's cancellation sentence (until N hours before departure, the fee; a fee of 100 % is a non-refundable
 * fare). One text for the details page, the booking form, the payment page, the e-ticket and the mail's terms.
 */
export const fareRuleText = (t: TicketT, rule: { hours: number; percent: number }) =>
  t(rule.percent >= 100 ? "cancellationRuleNonRefundable" : "cancellationRule", rule);

/** The terms stored with a flight booking, in the fare's sentence. */
export const storedFareRule = (reservation: Pick<ReservationView, "cancellationTerms" | "flight">) => ({
  hours: cancellationHoursBeforeDeparture(reservation),
  percent: reservation.cancellationTerms.feePercent,
});

/**
 * The sentences of a booking's stored terms: one for a one-way flight; a round trip's, one per leg, each under its
 * leg's name ("Departing flight: …", "Returning flight: …"), since each leg's fare terms apply to that leg.
 */
export function useStoredFareRules(reservation: Pick<ReservationView, "cancellationTerms" | "flight" | "returnLeg">): string[] {
  const t = useTranslations("Ticket");
  const rule = storedFareRule(reservation);
  const back = reservation.returnLeg;
  if (!back) return [fareRuleText(t, rule)];
  return [
    t("legRule", { leg: t("outboundFlight"), rule: fareRuleText(t, { hours: rule.hours, percent: back.outbound.feePercent }) }),
    t("legRule", { leg: t("returnFlight"), rule: fareRuleText(t, { hours: rule.hours, percent: back.inbound.feePercent }) }),
  ];
}

/** A flight's cancellation terms as stored with its booking: the e-ticket's sentence (a round trip's two). */
export function FlightTermsText({ reservation }: { reservation: Pick<ReservationView, "cancellationTerms" | "flight" | "returnLeg"> }) {
  const rules = useStoredFareRules(reservation);
  return (
    <div className="text-sm text-slate-700 print:text-black" data-testid="flight-terms">
      {rules.map((rule) => (
        <p key={rule}>{rule}</p>
      ))}
    </div>
  );
}
