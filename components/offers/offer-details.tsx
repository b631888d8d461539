import { getTranslations } from "next-intl/server";
import { Money } from "@/components/currency/money";
import { Alert } from "@/components/ui/alert";
import type { OfferTerms } from "@/lib/offers/offer-terms";
import type { OfferDetailsView } from "@/lib/provider/offers";
import { offerDateFormat } from "./offer-dates";
import { OfferExternalLink } from "./offer-external-link";
import { OfferFacts } from "./offer-facts";
import { OfferHero } from "./offer-hero";
import { OfferTermsText } from "./offer-terms";

/** The cancellation terms a booking made now would store, under their own title (the conditions never state them). */
async function OfferCancellationSection({ terms }: { terms: OfferTerms }) {
  const t = await getTranslations("OfferBooking");
  return (
    <section aria-labelledby="offer-cancellation" className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="offer-cancellation" className="mb-3 text-xl font-bold text-slate-900">
        {t("termsTitle")}
      </h2>
      <OfferTermsText terms={terms} />
    </section>
  );
}

/**
 * /offer/{id}: the whole offer — picture, route, dates, places, provider, description, conditions, cancellation terms —
 * its heart and price box.
 */
export async function OfferDetails({ offer, booking, favorite }: { offer: OfferDetailsView; booking: React.ReactNode; favorite: React.ReactNode }) {
  const [t, tags, date] = await Promise.all([getTranslations("Offers"), getTranslations("OfferTags"), offerDateFormat()]);
  const notice =
    offer.status === "expired"
      ? t("expiredNotice")
      : offer.status === "soldOut"
        ? t("soldOutNotice")
        : offer.status === "upcoming"
          ? t("upcomingNotice", { date: date(offer.startDate, "long") })
          : null;
  return (
    <main className="flex-1">
      <OfferHero offer={offer} favorite={favorite} />
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          {notice ? <Alert variant={offer.status === "expired" ? "error" : "info"}>{notice}</Alert> : null}
          <OfferFacts offer={offer} />
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
          <OfferCancellationSection terms={offer.cancellation} />
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
                  {offer.savingPercent ? (
                    <span className="rounded-full bg-rose-600 px-2 py-0.5 text-xs font-bold text-white">{t("save", { percent: offer.savingPercent })}</span>
                  ) : null}
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
