"use client";

import { ArrowRight, HeartOff, Star } from "lucide-react";
import { useTranslations } from "next-intl";
import type { StayFavoriteView } from "@/lib/favorites/favorite-view";
import { Link } from "@/lib/i18n/navigation";
import { safeImage } from "@/lib/http/safe-url";
import { checkedPath } from "@/lib/i18n/typed-routes";
import { Money } from "@/components/currency/money";
import { OptimizedImage } from "@/components/ui/optimized-image";
import { buttonClasses } from "@/components/ui/button";

/** A saved hotel or chalet: picture, kind and city, stars and rating, the lowest nightly price, and its page. */
export function StayFavoriteCard({ favorite, onRemove }: { favorite: StayFavoriteView; onRemove: () => void }) {
  const t = useTranslations("Favorites");
  const details = useTranslations("StayDetails");
  const headingId = `fav-${favorite.kind}-${favorite.id}`;
  const photo = safeImage(favorite.photo);
  return (
    <article aria-labelledby={headingId} className="flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="relative hidden aspect-square w-24 shrink-0 overflow-hidden rounded-xl bg-brand-100 sm:block">
        {photo ? <OptimizedImage src={photo} alt="" sizes="96px" className="size-full object-cover" /> : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold text-brand-700">
              {t(`stay.${favorite.kind}`)} · {favorite.city}
            </p>
            <h2 id={headingId} className="mt-0.5 text-base font-semibold leading-snug text-slate-900">
              {favorite.name}
            </h2>
            <p className="mt-1 flex items-center gap-2 text-xs text-slate-600">
              {favorite.stars ? (
                <span role="img" aria-label={details("stars", { count: favorite.stars })} className="flex text-amber-500">
                  {Array.from({ length: favorite.stars }, (_, i) => (
                    <Star key={i} aria-hidden className="size-3.5 fill-current" />
                  ))}
                </span>
              ) : null}
              <span>{details("rating", { rating: favorite.rating.toFixed(1) })}</span>
            </p>
          </div>
          <button
            type="button"
            onClick={onRemove}
            className="flex size-10 shrink-0 items-center justify-center rounded-full text-rose-600 transition-colors hover:bg-rose-50"
            aria-label={t("stay.remove", { name: favorite.name })}
            title={t("stay.remove", { name: favorite.name })}
          >
            <HeartOff aria-hidden className="size-5" />
          </button>
        </div>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-3">
          <p className="text-sm text-slate-600">
            {t.rich("stay.from", { price: () => <Money value={favorite.fromPrice} className="text-lg font-bold text-slate-900" /> })}
          </p>
          <Link href={checkedPath(`/${favorite.kind}/${favorite.id}`)} className={buttonClasses("outline", "sm")} aria-describedby={headingId}>
            {t("stay.details")}
            <ArrowRight aria-hidden className="size-4 rtl:rotate-180" />
          </Link>
        </div>
      </div>
    </article>
  );
}
