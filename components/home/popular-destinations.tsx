import { getTranslations } from "next-intl/server";
import { Money } from "@/components/currency/money";
import { OptimizedImage } from "@/components/ui/optimized-image";
import { destinationSearchPath } from "@/lib/flights/search-url";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { getDestinations } from "@/lib/provider/destinations";

/**
 * Home's popular destinations (seeded, later the admin's): a picture, the city and the lowest adult fare on sale,
 * each opening the flight search prefilled with that fare's origin and day. Nothing at all while the provider has
 * none to show: the home page never waits on or breaks for them.
 */
export async function PopularDestinations({ locale }: { locale: Locale }) {
  const [{ destinations, fromBuild }, t] = await Promise.all([getDestinations(locale), getTranslations("Home")]);
  // The build's stand-in (it never reaches the provider): marked, so the start-up warm-up waits for the real ones.
  if (fromBuild) return <div hidden data-build-placeholder />;
  if (destinations.length === 0) return null;
  return (
    <section aria-labelledby="home-destinations" className="mx-auto w-full max-w-7xl px-4 pt-16 sm:px-6 sm:pt-24">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="home-destinations" className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
            {t("destinationsTitle")}
          </h2>
          <p className="mt-2 max-w-2xl text-muted">{t("destinationsSubtitle")}</p>
        </div>
        <Link href="/offers" className="text-sm font-bold text-brand-700 underline-offset-4 hover:underline">
          {t("allOffers")}
        </Link>
      </div>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {destinations.map((d) => (
          <li key={d.id}>
            <Link
              href={destinationSearchPath(d.code, d.from)}
              aria-label={t("destinationSearch", { city: d.city })}
              className="group relative block aspect-[4/5] overflow-hidden rounded-3xl bg-brand-800 shadow-sm ring-1 ring-slate-200"
            >
              {d.image ? (
                <OptimizedImage
                  src={d.image}
                  alt=""
                  sizes="(min-width: 1024px) 22vw, 46vw"
                  className="absolute inset-0 size-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
              ) : null}
              <span aria-hidden className="absolute inset-0 bg-gradient-to-t from-brand-950/90 via-brand-950/25 to-transparent" />
              <span className="absolute inset-x-0 bottom-0 flex flex-col gap-0.5 p-4 text-white sm:p-5">
                <span className="text-lg font-extrabold sm:text-xl">{d.city}</span>
                <span className="text-xs text-white/80 sm:text-sm">{d.country}</span>
                {d.from ? (
                  <span className="mt-2 text-xs sm:text-sm">
                    {t("destinationFlightsFrom")} <Money value={d.from.price} className="text-base font-bold sm:text-lg" />
                    {d.from.originCity ? <span className="block text-white/80">{t("destinationFromCity", { city: d.from.originCity })}</span> : null}
                  </span>
                ) : (
                  <span className="mt-2 text-xs font-semibold sm:text-sm">{t("destinationNoFares")}</span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
