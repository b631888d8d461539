import { getTranslations } from "next-intl/server";
import { Money } from "@/components/currency/money";
import { Link } from "@/lib/i18n/navigation";
import { pagePath } from "@/lib/i18n/typed-routes";
import type { OfferView } from "@/lib/provider/offers";
import { offerDateFormat } from "./offer-dates";
import { OptimizedImage } from "@/components/ui/optimized-image";
import { OfferStatusBadge } from "./offer-status";

/** One offer in the list: picture, what and where, dates, price against the original with the saving, places left. */
export async function OfferCard({ offer, priority }: { offer: OfferView; priority?: boolean }) {
  const [t, date] = await Promise.all([getTranslations("Offers"), offerDateFormat()]);
  const place = offer.destination.city ?? offer.destination.code;
  return (
    <article className="cover-card group relative flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg">
      <div className="relative aspect-[16/10] overflow-hidden bg-brand-100">
        {offer.image ? (
          <OptimizedImage
            src={offer.image}
            alt=""
            sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
            priority={priority}
            className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : null}
        <div className="absolute inset-x-3 top-3 flex flex-wrap items-start gap-2">
          <span className="rounded-full bg-white/95 px-2.5 py-1 text-xs font-bold text-brand-800 shadow-sm">{t(`types.${offer.type}`)}</span>
          {offer.featured ? <span className="rounded-full bg-sand-200 px-2.5 py-1 text-xs font-bold text-brand-900 shadow-sm">{t("featured")}</span> : null}
          {offer.savingPercent ? (
            <span className="ms-auto rounded-full bg-rose-600 px-2.5 py-1 text-xs font-bold text-white shadow-sm">
              {t("save", { percent: offer.savingPercent })}
            </span>
          ) : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <p className="text-sm font-semibold text-brand-700">
            {offer.origin ? `${t("from", { city: offer.origin.city ?? offer.origin.code })} · ` : null}
            {t("to", { city: place })}
          </p>
          <h2 className="mt-1 text-lg font-bold leading-snug text-slate-900">
            <Link href={pagePath("/offer/[offerId]", { offerId: offer.id })} className="cover-link">
              {offer.title}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <time dateTime={offer.startDate}>{date(offer.startDate)}</time> – <time dateTime={offer.endDate}>{date(offer.endDate)}</time>
          </p>
        </div>
        <div className="mt-auto flex items-end justify-between gap-3 border-t border-slate-100 pt-3">
          <div>
            {offer.originalPrice && offer.saving ? (
              <p className="text-sm text-slate-500">
                <span className="sr-only">{t("wasPrice")} </span>
                <s>
                  <Money value={offer.originalPrice} />
                </s>
              </p>
            ) : null}
            <p className="text-xl font-extrabold text-slate-900">
              <Money value={offer.price} /> <span className="text-xs font-medium text-slate-500">{t("perPerson")}</span>
            </p>
          </div>
          <OfferStatusBadge offer={offer} />
        </div>
      </div>
    </article>
  );
}
