import { getLocale, getTranslations } from "next-intl/server";
import { clockDateTime } from "@/lib/format/clock";
import { keptFormatter } from "@/lib/format/kept-formatter";
import { Money } from "@/components/currency/money";
import { OptimizedImage } from "@/components/ui/optimized-image";
import { safeImage } from "@/lib/http/safe-url";
import type { StayPrice } from "@/lib/provider/stays";
import { STAY_TIMEZONE } from "@/provider/contracts/stay-rules";

// The card's parts are lean markup: their looks are component classes (app/styles/stay-results.css) and their icons CSS
// masks (app/styles/icons.css), so each card's HTML and its copy in the React payload carry words, not class strings.

/** The card's picture (the optimizer's WebP at the width the layout needs), or the brand tint without one. */
export function StayPhoto({ photo, priority }: { photo: string | null; priority?: boolean }) {
  const src = safeImage(photo);
  return (
    <div className="stay-photo">
      {src ? <OptimizedImage src={src} alt="" sizes="(min-width: 1024px) 18rem, (min-width: 640px) 40vw, 100vw" priority={priority} /> : null}
    </div>
  );
}

export async function Rating({ rating }: { rating: number }) {
  const t = await getTranslations("StaySearch");
  // A hotel the admin just added has no guest reviews yet (score 0): no score rather than a zero.
  if (rating <= 0) return null;
  const label = t("rating", { rating });
  return (
    <span className="stay-score" title={label}>
      <span aria-hidden>{rating.toFixed(1)}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** The stars as one picture named by their count (the star repeated by the mask, as many as `--stars`). */
export async function StarRow({ stars }: { stars: number }) {
  const t = await getTranslations("StaySearch");
  return <span className="stay-stars i-star" role="img" aria-label={t("starsLabel", { count: stars })} style={{ "--stars": stars } as React.CSSProperties} />;
}

/** Up to four amenities by name; the rest are counted. */
export async function AmenityList({ amenities }: { amenities: string[] }) {
  const t = await getTranslations("Stays");
  const named = amenities.filter((key) => t.has(`amenities.${key}` as "amenities.wifi"));
  const shown = named.slice(0, 4);
  return shown.length ? (
    <ul className="stay-amenities">
      {shown.map((key) => (
        <li key={key}>{t(`amenities.${key}` as "amenities.wifi")}</li>
      ))}
      {named.length > shown.length ? <li className="more">+{named.length - shown.length}</li> : null}
    </ul>
  ) : null;
}

/** Free cancellation until an instant (in Saudi time, as the stays are sold), or non-refundable. */
export async function CancellationLine({ until }: { until: string | null }) {
  const [t, locale] = await Promise.all([getTranslations("StaySearch"), getLocale()]);
  if (!until) return <p className="stay-nonref">{t("nonRefundable")}</p>;
  const date = clockDateTime(keptFormatter(locale), until, STAY_TIMEZONE, { day: "numeric", month: "short" });
  return <p className="stay-cancel ico-before i-circle-check">{t("freeCancellationUntil", { date })}</p>;
}

/** The price of a night and of the whole stay (nights, fee and taxes), as the booking would charge it. */
export async function StayPriceBlock({ price }: { price: StayPrice }) {
  const t = await getTranslations("StaySearch");
  return (
    <div className="stay-price" data-testid="stay-price">
      <p>
        <Money value={price.perNight} /> <span>{t("perNight")}</span>
      </p>
      <p className="stay-total" data-testid="stay-total">
        {t.rich("forStay", { count: price.nights, total: () => <Money value={price.total} /> })}
      </p>
      <p>{t("taxesIncluded")}</p>
    </div>
  );
}
