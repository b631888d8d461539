import { getTranslations } from "next-intl/server";
import { ArrowLeft, Hotel } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { SoonLink } from "@/components/ui/soon-link";
import { HeroGround, HeroSky } from "./hero-art";

/**
 * The home landing banner. `children` is where the flight search form goes; without it the two calls to
 * action carry the hero. `compact` (results under it) keeps only the title and the form, so the results
 * start within the first screen.
 */
export async function Hero({ children, compact = false }: { children?: React.ReactNode; compact?: boolean }) {
  const t = await getTranslations("Home");
  return (
    // The art is clipped sideways only, so the airport suggestions can hang below the hero; while they are open the
    // hero stacks above what follows (the home tiles overlap its bottom), or they were drawn under the tiles.
    <section className="surface-dark relative isolate overflow-x-clip bg-gradient-to-br from-brand-900 via-brand-800 to-brand-600 text-white has-[[role=listbox]:not([hidden])]:z-20">
      {/* The band's heights are the bottom padding's, so the dunes stay below the last line of content. */}
      <HeroGround band={compact ? "h-8 sm:h-10" : "h-24 sm:h-32 lg:h-40"} />
      <div className={`mx-auto w-full max-w-7xl px-4 sm:px-6 ${compact ? "pb-8 pt-4 sm:pb-10 sm:pt-8" : "pb-24 pt-14 sm:pb-32 sm:pt-20 lg:pb-40 lg:pt-24"}`}>
        <div className="relative">
          {/* Beside the heading (42rem wide at most) and a 2rem gap; phones and tablets have no room for it. */}
          {compact ? null : <HeroSky className="absolute inset-y-0 end-0 -z-10 hidden h-full w-[calc(100%-44rem)] lg:block" />}
          {compact ? null : (
            <p className="inline-flex items-center rounded-full bg-white/10 px-4 py-1.5 text-xs font-semibold text-sand-100 ring-1 ring-white/20 backdrop-blur sm:text-sm">
              {t("heroEyebrow")}
            </p>
          )}
          <h1
            className={
              compact
                ? "max-w-2xl text-2xl font-extrabold tracking-tight max-md:sr-only sm:text-3xl"
                : "mt-5 max-w-2xl text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl lg:text-6xl"
            }
          >
            {t("heroTitle")}
          </h1>
          {compact ? null : <p className="mt-5 max-w-xl text-base leading-8 text-brand-50/90 sm:text-lg">{t("heroSubtitle")}</p>}
        </div>
        {children ? (
          <div className={compact ? "md:mt-5" : "mt-10"}>{children}</div>
        ) : (
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            {/* The stay search comes with a later issue: "Soon" until then, never a 404. */}
            <SoonLink
              href="/offers"
              className={buttonClasses("primary", "lg", "rounded-full bg-sand-400 text-brand-900 shadow-lg shadow-black/20 hover:bg-sand-200")}
            >
              {t("ctaDeals")}
              <ArrowLeft aria-hidden className="size-5 ltr:rotate-180" />
            </SoonLink>
            <SoonLink href={null} className={buttonClasses("ghost", "lg", "rounded-full text-white ring-1 ring-white/40 hover:bg-white/10")}>
              <Hotel aria-hidden className="size-5" />
              {t("ctaStays")}
            </SoonLink>
          </div>
        )}
      </div>
    </section>
  );
}
