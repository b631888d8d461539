import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { OffersView } from "@/components/offers/offers-view";
import { JsonLd } from "@/components/seo/json-ld";
import type { Locale } from "@/lib/i18n/routing";
import { parseOffersSearch } from "@/lib/offers/search-params";
import { getOfferFacets, getOffers } from "@/lib/provider/offers";
import { breadcrumbs } from "@/lib/seo/json-ld";
import { seoMetadata } from "@/lib/seo/metadata";

// /offers/search?…: the list as its filters, sort and page say, per request (it reads them from the address); the
// offers and the facets come from the cache, per filter set. The plain list is /offers, prerendered and served from
// cache; `/offers?type=…` links are sent here (next.config.mjs, lib/routing/cached-pages.mjs).
export const instant = false;

export async function generateMetadata({ params }: PageProps<"/[locale]/offers/search">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const [t, brand] = await Promise.all([getTranslations({ locale, namespace: "Offers" }), getTranslations({ locale, namespace: "Metadata" })]);
  const metadata = seoMetadata({ locale, path: "/offers", title: t("metaTitle"), description: t("metaDescription"), siteName: brand("brand") });
  // Filtered, re-sorted and deeper pages point to the list itself as canonical and stay out of the index.
  return { ...metadata, robots: { index: false, follow: true } };
}

async function OffersBody({ params, searchParams }: PageProps<"/[locale]/offers/search">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const search = parseOffersSearch(await searchParams);
  // A provider failure throws to app/[locale]/error.tsx ("temporarily unavailable"); "pending" is only the build's.
  const [list, facets, t] = await Promise.all([getOffers(search.query, locale), getOfferFacets(locale), getTranslations("Offers")]);
  if (list === "pending" || facets === "pending") throw new Error("offers read during the build");
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

export default function OffersPage(props: PageProps<"/[locale]/offers/search">) {
  return (
    <DynamicPage params={props.params} namespaces={[]}>
      <OffersBody {...props} />
    </DynamicPage>
  );
}
