import { useFormatter, useTranslations } from "next-intl";
import { clockDateTime } from "@/lib/format/clock";
import type { StayOrTaxiTermsView } from "@/lib/reservations/booking-terms";
import { propertyWallClock, type StayOrTaxiReservationView } from "@/lib/reservations/stay-or-taxi-reservations-map";
import { Money } from "@/components/currency/money";

/**
 * The cancellation terms of a hotel, chalet or taxi booking: a free period (or none), then a fixed fee (a stay's first
 * night), a percentage (100 %: nothing back) and no cancellation from check-in or pickup on. One text for the details
 * page, the booking form, the payment page and the voucher: before booking it reads the terms the provider will store.
 */
export function TermsText({ view }: { view: StayOrTaxiTermsView }) {
  const t = useTranslations("StayReservations");
  const format = useFormatter();
  const { kind, terms, clock } = view;
  const at = (iso: string) =>
    "timeZone" in clock ? clockDateTime(format, iso, clock.timeZone) : clockDateTime(format, propertyWallClock(iso, clock.utcOffsetMinutes), "UTC");
  const { freeUntil, feeAmount, feePercent, deadline } = terms;
  const fee = () => <Money value={feeAmount ?? 0} alwaysShowFraction />;
  const free = freeUntil ? at(freeUntil) : null;
  let rule: React.ReactNode;
  if (feeAmount !== null) rule = free ? t.rich("termsFreeThenFee", { freeUntil: free, fee }) : t.rich("termsFee", { fee });
  else if (free)
    rule = feePercent >= 100 ? t("termsFreeThenNothing", { freeUntil: free }) : t("termsFreeThenPercent", { freeUntil: free, percent: feePercent });
  else rule = feePercent >= 100 ? t("termsNonRefundable") : t("termsPercent", { percent: feePercent });
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-700 print:text-black" data-testid="stay-or-taxi-terms">
      <p>{rule}</p>
      <p>{t(kind === "taxi" ? "termsTaxiDeadline" : "termsStayDeadline", { deadline: at(deadline) })}</p>
    </div>
  );
}

/** The terms under their title, where they stand on their own: the booking box before the form. */
export function TermsSection({ view, id }: { view: StayOrTaxiTermsView; id: string }) {
  const t = useTranslations("StayReservations");
  return (
    <section aria-labelledby={id} className="flex flex-col gap-1.5 rounded-xl bg-sand-50 p-3" data-testid="booking-terms">
      <h3 id={id} className="text-sm font-semibold text-slate-900">
        {t("termsTitle")}
      </h3>
      <TermsText view={view} />
    </section>
  );
}

/** The terms as booked, on the property's or the airport's clock. */
export function StayOrTaxiTermsText({ reservation: r }: { reservation: StayOrTaxiReservationView }) {
  const clock = r.kind === "taxi" ? { timeZone: r.transfer.airport.timezone } : { utcOffsetMinutes: r.stay.utcOffsetMinutes };
  return <TermsText view={{ kind: r.kind, terms: r.cancellationTerms, clock }} />;
}
