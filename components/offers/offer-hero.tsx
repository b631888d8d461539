import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import type { OfferDetailsView } from "@/lib/provider/offers";
import { OptimizedImage } from "@/components/ui/optimized-image";

/** The offer's picture with its breadcrumbs, type, heart, title and route over it. */
export async function OfferHero({ offer, favorite }: { offer: OfferDetailsView; favorite: React.ReactNode }) {
  const t = await getTranslations("Offers");
  const destination = offer.destination.city ?? offer.destination.code;
  return (
    <div className="relative isolate overflow-hidden bg-brand-900">
      {offer.image ? (
        <OptimizedImage src={offer.image} alt="" sizes="100vw" priority className="absolute inset-0 -z-10 size-full object-cover opacity-60" />
      ) : null}
      <div aria-hidden className="absolute inset-0 -z-10 bg-gradient-to-t from-brand-950/90 via-brand-900/40 to-transparent" />
      <div className="surface-dark mx-auto w-full max-w-6xl px-4 pb-10 pt-8 text-white sm:px-6 sm:pb-14 sm:pt-10">
        <Breadcrumbs
          label={t("breadcrumb")}
          trail={[
            { label: t("home"), href: "/" },
            { label: t("title"), href: "/offers" },
          ]}
          current={offer.title}
          className="flex items-center gap-1.5 text-sm text-white/85"
        />
        <div className="mt-16 flex items-end justify-between gap-3 sm:mt-24">
          <div className="flex flex-wrap gap-2">
            <span className="rounded-full bg-white/95 px-3 py-1 text-xs font-bold text-brand-800">{t(`types.${offer.type}`)}</span>
            {offer.featured ? <span className="rounded-full bg-sand-200 px-3 py-1 text-xs font-bold text-brand-900">{t("featured")}</span> : null}
          </div>
          <div className="text-slate-900">{favorite}</div>
        </div>
        <h1 className="mt-3 max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">{offer.title}</h1>
        <p className="mt-3 text-lg text-white/90">
          {offer.origin ? `${t("from", { city: offer.origin.city ?? offer.origin.code })} · ` : null}
          {t("to", { city: destination })}
        </p>
      </div>
    </div>
  );
}
