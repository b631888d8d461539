import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { OffersView } from "@/components/offers/offers-view";
import { JsonLd } from "@/components/seo/json-ld";
import type { Locale } from "@/lib/i18n/routing";
import { isFiltered, parseOffersSearch } from "@/lib/offers/search-params";
import { getOfferFacets, getOffers } from "@/lib/provider/offers";
import { breadcrumbs } from "@/lib/seo/json-ld";
import { seoMetadata } from "@/lib/seo/metadata";

// Per request (it reads its filters from the address); the offers and the facets come from the cache, per filter set.
export const instant = false;

export async function generateMetadata({ params, searchParams }: PageProps<"/[locale]/offers">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const [t, brand, search] = await Promise.all([
    getTranslations({ locale, namespace: "Offers" }),
    getTranslations({ locale, namespace: "Metadata" }),
    searchParams.then(parseOffersSearch),
  ]);
  const metadata = seoMetadata({ locale, path: "/offers", title: t("metaTitle"), description: t("metaDescription"), siteName: brand("brand") });
  // Filtered and deeper pages point to the list itself as canonical and stay out of the index.
  const narrowed = isFiltered(search.query) || search.query.page > 1 || search.query.sort !== "featured";
  return narrowed ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

async function OffersBody({ params, searchParams }: PageProps<"/[locale]/offers">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const search = parseOffersSearch(await searchParams);
  // A provider failure throws to app/[locale]/error.tsx ("temporarily unavailable"); "pending" is only the build's.
  const [list, facets, t] = await Promise.all([getOffers(search.query, locale), getOfferFacets(locale), getTranslations("Offers")]);
  if (list === "pending" || facets === "pending") throw new Error("offers read during the build");
  return (
    <>
      <JsonLd data={{ "@context": "https://schema.org", ...breadcrumbs([[t("home"), "/"], [t("title"), "/offers"]], locale) }} />
      <OffersView search={search} list={list} facets={facets} locale={locale} />
    </>
  );
}

export default function OffersPage(props: PageProps<"/[locale]/offers">) {
  return (
    <DynamicPage params={props.params}>
      <OffersBody {...props} />
    </DynamicPage>
  );
}
