import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { TaxiSearchView } from "@/components/taxis/taxi-search-view";
import type { Locale } from "@/lib/i18n/routing";
import { seoMetadata } from "@/lib/seo/metadata";

// /search/airport-taxi?airport&area&date&time&passengers&bags: the taxi search and its vehicles, per request (it reads
// the address, and vehicles left change with every booking).
export const instant = false;

export async function generateMetadata({ params }: PageProps<"/[locale]/search/airport-taxi">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const [t, brand] = await Promise.all([getTranslations({ locale, namespace: "Taxis" }), getTranslations({ locale, namespace: "Metadata" })]);
  return seoMetadata({ locale, path: "/search/airport-taxi", title: t("metaTitle"), description: t("metaDescription"), siteName: brand("brand") });
}

async function TaxiSearchBody({ params, searchParams }: PageProps<"/[locale]/search/airport-taxi">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <TaxiSearchView locale={locale} params={await searchParams} />;
}

export default function TaxiSearchPage(props: PageProps<"/[locale]/search/airport-taxi">) {
  return (
    <DynamicPage params={props.params} namespaces={["DatePicker"]}>
      <TaxiSearchBody {...props} />
    </DynamicPage>
  );
}
