import { Plane, MapPin, Star } from "lucide-react";
import { getLocale, getTranslations } from "next-intl/server";
import { addressInCity } from "@/lib/format/place";
import type { Locale } from "@/lib/i18n/routing";

type Props = {
  kind: "hotel" | "chalet";
  name: string;
  /** "Street, district" for a hotel, the district for a chalet. */
  place: string;
  city: string;
  rating: number;
  stars?: number;
  landmark?: { key: "haram" | "corniche" | "city-centre" | "old-town"; km: number };
  airportKm?: number;
  favorite: React.ReactNode;
};

/** The page's title block: what kind of stay, its name, stars and rating, where it is and how far from what. */
export async function StayHeading({ kind, name, place, city, rating, stars, landmark, airportKm, favorite }: Props) {
  const [t, stays, locale] = await Promise.all([getTranslations("StayDetails"), getTranslations("Stays"), getLocale()]);
  return (
    <header className="flex flex-col gap-2">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-brand-700">
            {kind === "hotel" ? t("hotelLabel") : t("chaletLabel")}
            {stars ? (
              <span role="img" aria-label={t("stars", { count: stars })} className="flex text-amber-500">
                {Array.from({ length: stars }, (_, i) => (
                  <Star key={i} aria-hidden className="size-4 fill-current" />
                ))}
              </span>
            ) : null}
          </p>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{name}</h1>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {/* A hotel the admin just added has no guest reviews yet (score 0): no score rather than a zero. */}
          {rating > 0 ? (
            <span className="rounded-lg bg-brand-700 px-2 py-1 text-sm font-bold text-white" title={t("rating", { rating })}>
              <span aria-hidden>{rating.toFixed(1)}</span>
              <span className="sr-only">{t("rating", { rating: rating.toFixed(1) })}</span>
            </span>
          ) : null}
          {favorite}
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <li className="flex items-center gap-1">
          <MapPin aria-hidden className="size-4 shrink-0 text-brand-700" />
          <bdi>{addressInCity(place, city, locale as Locale)}</bdi>
        </li>
        {landmark ? <li>{stays(`landmarks.${landmark.key}`, { km: landmark.km.toFixed(1) })}</li> : null}
        {airportKm !== undefined ? (
          <li className="flex items-center gap-1">
            <Plane aria-hidden className="size-4 shrink-0 text-brand-700 rtl:-scale-x-100" />
            {t("airport", { km: airportKm.toFixed(1) })}
          </li>
        ) : null}
      </ul>
    </header>
  );
}
