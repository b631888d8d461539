import { useTranslations } from "next-intl";
import { cancellationHoursBeforeDeparture, type ReservationView } from "@/lib/reservations/reservations-map";

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

/** A flight's cancellation terms as stored with its booking: the e-ticket's sentence. */
export function FlightTermsText({ reservation }: { reservation: Pick<ReservationView, "cancellationTerms" | "flight"> }) {
  const t = useTranslations("Ticket");
  return (
    <p className="text-sm text-slate-700 print:text-black" data-testid="flight-terms">
      {fareRuleText(t, storedFareRule(reservation))}
    </p>
  );
}
