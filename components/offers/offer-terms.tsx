import { useTranslations } from "next-intl";
import { offerTermsOfReservation, offerTermsRule, type OfferTerms } from "@/lib/offers/offer-terms";
import type { OfferReservationView } from "@/lib/reservations/offer-reservations-map";
import { useOfferFormat } from "./offer-format";

/**
 * An offer's cancellation terms: free for so many hours after booking (or not), then a percentage (0 %: free, 100 %:
 * nothing back), never after the offer's last day. One text for the offer's page, the booking form, above Pay and the
 * ticket: before booking it reads the terms a booking would store, after it the stored ones.
 */
export function OfferTermsText({ terms }: { terms: OfferTerms }) {
  const t = useTranslations("OfferTerms");
  const f = useOfferFormat();
  const rule = offerTermsRule(terms);
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-700 print:text-black" data-testid="offer-terms">
      <p>{"values" in rule ? t(rule.key, rule.values) : t(rule.key)}</p>
      <p>
        {terms.closes.by === "offerEnd"
          ? t("deadline", { deadline: f.day(terms.closes.day, true) })
          : terms.closes.day
            ? t("tripDeadline", { day: f.day(terms.closes.day, true) })
            : t("tripDeadlineUnset")}
      </p>
    </div>
  );
}

/** The terms stored with a booking, then the moment its free period ends (a booking knows it; its offer's page does not). */
export function OfferBookedTerms({ reservation: r }: { reservation: Pick<OfferReservationView, "createdAt" | "cancellationTerms" | "trip"> }) {
  const t = useTranslations("OfferTerms");
  const f = useOfferFormat();
  const terms = offerTermsOfReservation(r);
  const { freeUntil } = r.cancellationTerms;
  return (
    <div className="flex flex-col gap-1">
      <OfferTermsText terms={terms} />
      {freeUntil && terms.feePercent > 0 ? (
        <p className="text-sm text-slate-700 print:text-black">{t("freeUntil", { freeUntil: f.moment(freeUntil) })}</p>
      ) : null}
    </div>
  );
}
