import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { OffersView } from "@/components/offers/offers-view";
import { JsonLd } from "@/components/seo/json-ld";
import type { Locale } from "@/lib/i18n/routing";
import { parseOffersSearch } from "@/lib/offers/search-params";
import { getOfferFacets, getOffers } from "@/lib/provider/offers";
import { breadcrumbs } from "@/lib/seo/json-ld";
import { seoMetadata } from "@/lib/seo/metadata";

// /offers: the list as it opens (featured first, first page), prerendered per locale and served from cache; a booking,
// a cancellation or an admin's edit revalidates it (tag content:offers). Filters, sort and pages are /offers/search.
export async function generateMetadata({ params }: PageProps<"/[locale]/offers">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const [t, brand] = await Promise.all([getTranslations({ locale, namespace: "Offers" }), getTranslations({ locale, namespace: "Metadata" })]);
  return seoMetadata({ locale, path: "/offers", title: t("metaTitle"), description: t("metaDescription"), siteName: brand("brand") });
}

export default async function OffersPage({ params }: PageProps<"/[locale]/offers">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const search = parseOffersSearch({});
  const [list, facets, t] = await Promise.all([getOffers(search.query, locale), getOfferFacets(locale), getTranslations("Offers")]);
  // Only `next build` sees "pending" (it never reaches the provider): the first request after a start replaces it.
  if (list === "pending" || facets === "pending") return <main data-build-placeholder className="flex-1" />;
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          ...breadcrumbs(
            [
              [t("home"), "/"],
              [t("title"), "/offers"],
            ],
            locale,
          ),
        }}
      />
      <OffersView search={search} list={list} facets={facets} locale={locale} />
    </>
  );
}
