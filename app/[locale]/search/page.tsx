import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { StaySearchView } from "@/components/stays/search/stay-search-view";
import type { Locale } from "@/lib/i18n/routing";
import { parseStaySearch } from "@/lib/stays/search-params";
import { seoMetadata } from "@/lib/seo/metadata";

// Per request and blocking (it reads the search from the address; rooms left change with every booking): see
// components/layout/dynamic-page.tsx.
export const instant = false;

export async function generateMetadata({ params }: PageProps<"/[locale]/search">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const [t, brand] = await Promise.all([getTranslations({ locale, namespace: "StaySearch" }), getTranslations({ locale, namespace: "Metadata" })]);
  const metadata = seoMetadata({ locale, path: "/search", title: t("metaTitle"), description: t("metaDescription"), siteName: brand("brand") });
  // Results depend on dates and availability: followed, never indexed.
  return { ...metadata, robots: { index: false, follow: true } };
}

async function StaySearchBody({ params, searchParams }: PageProps<"/[locale]/search">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <StaySearchView parsed={parseStaySearch(await searchParams)} locale={locale} />;
}

export default function StaySearchPage(props: PageProps<"/[locale]/search">) {
  return (
    <DynamicPage params={props.params} namespaces={["DatePicker"]}>
      <StaySearchBody {...props} />
    </DynamicPage>
  );
}
