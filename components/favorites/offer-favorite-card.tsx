"use client";

import { ArrowRight, HeartOff } from "lucide-react";
import { useTranslations } from "next-intl";
import type { OfferFavoriteView } from "@/lib/favorites/favorite-view";
import { Link } from "@/lib/i18n/navigation";
import { pagePath } from "@/lib/i18n/typed-routes";
import { Money } from "@/components/currency/money";
import { OptimizedImage } from "@/components/ui/optimized-image";
import { useOfferFormat } from "@/components/offers/offer-format";
import { buttonClasses } from "@/components/ui/button";

/** A saved offer: picture, where, dates, price against the original, and what is left of it today. */
export function OfferFavoriteCard({ favorite, onRemove }: { favorite: OfferFavoriteView; onRemove: () => void }) {
  const t = useTranslations("Favorites");
  const fmt = useOfferFormat();
  const { offer } = favorite;
  const headingId = `fav-offer-${offer.id}`;
  return (
    <article aria-labelledby={headingId} className="flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="relative hidden aspect-square w-24 shrink-0 overflow-hidden rounded-xl bg-brand-100 sm:block">
        {offer.image ? <OptimizedImage src={offer.image} alt="" sizes="96px" className="size-full object-cover" /> : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold text-brand-700">{t("offer.to", { city: offer.destination.city ?? offer.destination.code })}</p>
            <h2 id={headingId} className="mt-0.5 text-base font-semibold leading-snug text-slate-900">
              {offer.title}
            </h2>
            <p className="mt-0.5 text-xs text-slate-600">
              <time dateTime={offer.startDate}>{fmt.day(offer.startDate)}</time> – <time dateTime={offer.endDate}>{fmt.day(offer.endDate)}</time>
            </p>
          </div>
          <button
            type="button"
            onClick={onRemove}
            className="flex size-10 shrink-0 items-center justify-center rounded-full text-rose-600 transition-colors hover:bg-rose-50"
            aria-label={t("offer.remove", { title: offer.title })}
            title={t("offer.remove", { title: offer.title })}
          >
            <HeartOff aria-hidden className="size-5" />
          </button>
        </div>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3">
          <div className="flex flex-col">
            {offer.originalPrice && offer.saving ? (
              <span className="text-xs text-slate-500">
                <span className="sr-only">{t("offer.was")} </span>
                <s>
                  <Money value={offer.originalPrice} />
                </s>
              </span>
            ) : null}
            <span className="text-sm text-slate-600">
              <Money value={offer.price} className="text-lg font-bold text-slate-900" /> <span className="text-xs">{t("offer.perPerson")}</span>
            </span>
            <OfferState offer={offer} />
          </div>
          <Link href={pagePath("/offer/[offerId]", { offerId: offer.id })} className={buttonClasses("outline", "sm")}>
            {t("offer.details")}
            <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
          </Link>
        </div>
      </div>
    </article>
  );
}

function OfferState({ offer }: { offer: OfferFavoriteView["offer"] }) {
  const t = useTranslations("Favorites");
  const fmt = useOfferFormat();
  switch (offer.status) {
    case "expired":
      return <span className="text-sm font-semibold text-red-700">{t("offer.expired")}</span>;
    case "soldOut":
      return <span className="text-sm font-semibold text-red-700">{t("offer.soldOut")}</span>;
    case "upcoming":
      return <span className="text-sm font-semibold text-sky-800">{t("offer.upcoming", { date: fmt.day(offer.startDate) })}</span>;
    default:
      return (
        <span className={`text-sm font-semibold ${offer.availability < 5 ? "text-amber-800" : "text-emerald-800"}`}>
          {t("offer.placesLeft", { count: offer.availability })}
        </span>
      );
  }
}
