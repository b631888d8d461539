import { getTranslations } from "next-intl/server";
import { Money } from "@/components/currency/money";
import { Alert } from "@/components/ui/alert";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import type { OfferDetailsView } from "@/lib/provider/offers";
import { offerDateFormat } from "./offer-dates";
import { OfferExternalLink } from "./offer-external-link";
import { OfferImage } from "./offer-image";
import { OfferStatusBadge } from "./offer-status";

/** /offer/{id}: the whole offer — picture, route, dates, places, provider, description, terms — its heart and price box. */
export async function OfferDetails({ offer, booking, favorite }: { offer: OfferDetailsView; booking: React.ReactNode; favorite: React.ReactNode }) {
  const [t, tags, date] = await Promise.all([getTranslations("Offers"), getTranslations("OfferTags"), offerDateFormat()]);
  const destination = offer.destination.city ?? offer.destination.code;
  const notice =
    offer.status === "expired" ? t("expiredNotice") : offer.status === "soldOut" ? t("soldOutNotice") : offer.status === "upcoming" ? t("upcomingNotice", { date: date(offer.startDate, "long") }) : null;
  return (
    <main className="flex-1">
      <div className="relative isolate overflow-hidden bg-brand-900">
        {offer.image ? <OfferImage src={offer.image} alt="" sizes="100vw" priority className="absolute inset-0 -z-10 size-full object-cover opacity-60" /> : null}
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
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          {notice ? <Alert variant={offer.status === "expired" ? "error" : "info"}>{notice}</Alert> : null}
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
          <section aria-labelledby="offer-about" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 id="offer-about" className="text-xl font-bold text-slate-900">
              {t("about")}
            </h2>
            <p className="mt-3 leading-8 text-slate-700">{offer.description}</p>
            {offer.tags.length ? (
              <ul aria-label={t("tagsLabel")} className="mt-4 flex flex-wrap gap-2">
                {offer.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
                    {tags.has(tag as "city") ? tags(tag as "city") : tag}
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          <section aria-labelledby="offer-terms" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 id="offer-terms" className="text-xl font-bold text-slate-900">
              {t("terms")}
            </h2>
            {offer.terms.length ? (
              <ul className="mt-3 list-disc space-y-2 ps-5 leading-7 text-slate-700">
                {offer.terms.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-slate-700">{t("noTerms")}</p>
            )}
          </section>
        </div>
        <aside aria-labelledby="offer-price" className="lg:sticky lg:top-24 lg:self-start">
          <div className="space-y-4 rounded-3xl bg-white p-6 shadow-lg ring-1 ring-slate-200">
            <h2 id="offer-price" className="sr-only">
              {t("priceBox")}
            </h2>
            <div>
              {offer.originalPrice && offer.saving ? (
                <p className="flex items-center gap-2 text-sm text-slate-500">
                  <span className="sr-only">{t("wasPrice")} </span>
                  <s>
                    <Money value={offer.originalPrice} />
                  </s>
                  {offer.savingPercent ? <span className="rounded-full bg-rose-600 px-2 py-0.5 text-xs font-bold text-white">{t("save", { percent: offer.savingPercent })}</span> : null}
                </p>
              ) : null}
              <p className="text-3xl font-extrabold text-slate-900">
                <Money value={offer.price} /> <span className="text-sm font-medium text-slate-500">{t("perPerson")}</span>
              </p>
            </div>
            {booking}
            {offer.bookingLink ? <OfferExternalLink href={offer.bookingLink} provider={offer.providerName} /> : null}
          </div>
        </aside>
      </div>
    </main>
  );
}
