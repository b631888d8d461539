import { useTranslations } from "next-intl";
import { cancellationHoursBeforeDeparture, type ReservationView } from "@/lib/reservations/reservations-map";

/** A flight's cancellation terms as stored with its booking: the e-ticket's sentence (until N hours before departure, the fee). */
export function FlightTermsText({ reservation }: { reservation: Pick<ReservationView, "cancellationTerms" | "flight"> }) {
  const t = useTranslations("Ticket");
  return (
    <p className="text-sm text-slate-700 print:text-black" data-testid="flight-terms">
      {t("cancellationRule", { hours: cancellationHoursBeforeDeparture(reservation), percent: reservation.cancellationTerms.feePercent })}
    </p>
  );
}
