import { getFormatter, getTranslations } from "next-intl/server";
import { clockDateTime } from "@/lib/format/clock";
import { CircleCheck, Star } from "lucide-react";
import { Money } from "@/components/currency/money";
import { OptimizedImage } from "@/components/ui/optimized-image";
import { safeImage } from "@/lib/http/safe-url";
import type { StayPrice } from "@/lib/provider/stays";
import { STAY_TIMEZONE } from "@/provider/contracts/stay-rules";

/** The card's picture (the optimizer's WebP at the width the layout needs), or the brand tint without one. */
export function StayPhoto({ photo, priority }: { photo: string | null; priority?: boolean }) {
  const src = safeImage(photo);
  return (
    <div className="relative aspect-[16/10] overflow-hidden bg-brand-100 sm:aspect-auto sm:h-full sm:min-h-52">
      {src ? (
        <OptimizedImage
          src={src}
          alt=""
          sizes="(min-width: 1024px) 18rem, (min-width: 640px) 40vw, 100vw"
          priority={priority}
          className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105"
        />
      ) : null}
    </div>
  );
}

export async function Rating({ rating }: { rating: number }) {
  const t = await getTranslations("StaySearch");
  // A hotel the admin just added has no guest reviews yet (score 0): no score rather than a zero.
  if (rating <= 0) return null;
  return (
    <span className="inline-flex items-center rounded-lg bg-brand-700 px-2 py-0.5 text-sm font-bold text-white" title={t("rating", { rating })}>
      <span aria-hidden>{rating.toFixed(1)}</span>
      <span className="sr-only">{t("rating", { rating })}</span>
    </span>
  );
}

export async function StarRow({ stars }: { stars: number }) {
  const t = await getTranslations("StaySearch");
  return (
    <span className="inline-flex items-center gap-0.5 text-sand-500" role="img" aria-label={t("starsLabel", { count: stars })}>
      {Array.from({ length: stars }, (_, i) => (
        <Star key={i} aria-hidden className="size-3.5 fill-current" />
      ))}
    </span>
  );
}

/** Up to four amenities by name; the rest are counted. */
export async function AmenityList({ amenities }: { amenities: string[] }) {
  const t = await getTranslations("Stays");
  const named = amenities.filter((key) => t.has(`amenities.${key}` as "amenities.wifi"));
  const shown = named.slice(0, 4);
  return shown.length ? (
    <ul className="flex flex-wrap gap-1.5">
      {shown.map((key) => (
        <li key={key} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
          {t(`amenities.${key}` as "amenities.wifi")}
        </li>
      ))}
      {named.length > shown.length ? <li className="px-1 py-0.5 text-xs font-medium text-slate-500">+{named.length - shown.length}</li> : null}
    </ul>
  ) : null;
}

/** Free cancellation until an instant (in Saudi time, as the stays are sold), or non-refundable. */
export async function CancellationLine({ until }: { until: string | null }) {
  const [t, format] = await Promise.all([getTranslations("StaySearch"), getFormatter()]);
  if (!until) return <p className="text-sm text-slate-500">{t("nonRefundable")}</p>;
  const date = clockDateTime(format, until, STAY_TIMEZONE, { day: "numeric", month: "short" });
  return (
    <p className="flex items-center gap-1.5 text-sm font-semibold text-emerald-700">
      <CircleCheck aria-hidden className="size-4 shrink-0" />
      {t("freeCancellationUntil", { date })}
    </p>
  );
}

/** The price of a night and of the whole stay (nights, fee and taxes), as the booking would charge it. */
export async function StayPriceBlock({ price }: { price: StayPrice }) {
  const t = await getTranslations("StaySearch");
  return (
    <div className="text-end" data-testid="stay-price">
      <p className="text-xl font-extrabold text-slate-900">
        <Money value={price.perNight} /> <span className="text-xs font-medium text-slate-500">{t("perNight")}</span>
      </p>
      <p className="text-sm font-semibold text-slate-700" data-testid="stay-total">
        {t.rich("forStay", { count: price.nights, total: () => <Money value={price.total} /> })}
      </p>
      <p className="text-xs text-slate-500">{t("taxesIncluded")}</p>
    </div>
  );
}
