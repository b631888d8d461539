import { getTranslations } from "next-intl/server";
import type { OfferDetailsView } from "@/lib/provider/offers";
import { offerDateFormat } from "./offer-dates";
import { OfferStatusBadge } from "./offer-status";

/** Validity, availability, route and provider, as a definition list. */
export async function OfferFacts({ offer }: { offer: OfferDetailsView }) {
  const [t, date] = await Promise.all([getTranslations("Offers"), offerDateFormat()]);
  const destination = offer.destination.city ?? offer.destination.code;
  return (
    <dl className="grid gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2">
      <div>
        <dt className="text-sm text-slate-500">{t("validity")}</dt>
        <dd className="mt-1 font-semibold text-slate-900">
          <time dateTime={offer.startDate}>{date(offer.startDate, "long")}</time> – <time dateTime={offer.endDate}>{date(offer.endDate, "long")}</time>
        </dd>
      </div>
      <div>
        <dt className="text-sm text-slate-500">{t("availability")}</dt>
        <dd className="mt-1">
          <OfferStatusBadge offer={offer} />
        </dd>
      </div>
      <div>
        <dt className="text-sm text-slate-500">{t("route")}</dt>
        <dd className="mt-1 font-semibold text-slate-900">
          {offer.origin ? (
            <>
              {offer.origin.city ?? offer.origin.code} <bdi dir="ltr">({offer.origin.code})</bdi>{" "}
              <span aria-hidden className="inline-block rtl:rotate-180">
                →
              </span>{" "}
            </>
          ) : null}
          {destination} <bdi dir="ltr">({offer.destination.code})</bdi>
          {offer.destination.country ? ` · ${offer.destination.country}` : null}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-slate-500">{t("provider")}</dt>
        <dd className="mt-1 font-semibold text-slate-900">{offer.providerName}</dd>
      </div>
    </dl>
  );
}
