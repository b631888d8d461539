import { CalendarDays, MapPin, Store } from "lucide-react";
import { useTranslations } from "next-intl";
import type { OfferReservationView } from "@/lib/reservations/offer-reservations-map";
import { LeadContact } from "@/components/reservations/lead-contact";
import { OfferRoute } from "./offer-route";
import { OfferTravelerNames, useOfferWhen } from "./offer-trip";

const card = "rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6";

/** What is being paid for: the offer as booked, who is going and the lead contact (the terms are ./offer-terms.tsx). */
export function OfferReservationSummary({ reservation: r }: { reservation: OfferReservationView }) {
  const t = useTranslations("OfferBooking");
  const terms = useTranslations("Terms");
  const when = useOfferWhen(r);
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="summary-offer" className={card}>
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t(`type.${r.offer.type}`)}</p>
        <h2 id="summary-offer" className="mt-1 text-lg font-bold text-slate-900">
          {r.offer.title}
        </h2>
        <dl className="mt-4 grid grid-cols-[repeat(auto-fit,minmax(min(10rem,100%),1fr))] gap-x-4 gap-y-3 text-sm">
          <div className="flex flex-col gap-0.5">
            <dt className="flex items-center gap-1 text-muted">
              <CalendarDays aria-hidden className="size-4" />
              {when.label}
            </dt>
            <dd className="font-medium text-slate-900" data-testid="offer-when">
              {when.value}
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="flex items-center gap-1 text-muted">
              <MapPin aria-hidden className="size-4" />
              {r.offer.origin ? t("route") : t("destination")}
            </dt>
            <dd className="font-medium text-slate-900">
              <OfferRoute {...r.offer} />
            </dd>
          </div>
          <div className="flex flex-col gap-0.5">
            <dt className="flex items-center gap-1 text-muted">
              <Store aria-hidden className="size-4" />
              {t("provider")}
            </dt>
            <dd className="font-medium text-slate-900">
              <bdi>{r.offer.providerName}</bdi>
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="summary-party" className={card}>
        <h2 id="summary-party" className="mb-3 text-base font-semibold text-slate-900">
          {terms("travellers")}
        </h2>
        <p className="text-sm font-medium text-slate-900" data-testid="offer-traveller-count">
          {terms("travellerCount", { count: r.travelerCount })}
        </p>
        <OfferTravelerNames names={r.travelerNames} className="mt-2 text-sm text-slate-900" />
        <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-900">{t("lead")}</h3>
        <LeadContact lead={r.leadTraveler} />
      </section>
    </div>
  );
}
