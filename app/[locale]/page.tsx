import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { JsonLd } from "@/components/seo/json-ld";
import { FLIGHT_SEARCH_FORM_MESSAGES } from "@/components/flights/search/flight-search-messages";
import { SearchLanding } from "@/components/flights/search/search-landing";
import { searchDraft } from "@/lib/flights/search-draft";
import type { Locale } from "@/lib/i18n/routing";
import { getSocialLinks } from "@/lib/provider/content";
import { graph, organization, website } from "@/lib/seo/json-ld";
import { seoMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "Metadata" });
  const metadata = seoMetadata({ locale, path: "/", title: t("title"), description: t("description"), siteName: t("brand") });
  return { ...metadata, title: { absolute: t("title") } };
}

// Home: prerendered per locale and served from cache. Searches go to /flight-search, which renders per request.
export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, social] = await Promise.all([getTranslations("Metadata"), getSocialLinks()]);
  const sameAs = social.links.flatMap((link) => (link.href ? [link.href] : []));
  return (
    <>
      <JsonLd data={graph(organization({ name: t("brand"), locale, sameAs }), website({ name: t("brand"), locale }))} />
      <ClientMessages locale={locale} namespaces={FLIGHT_SEARCH_FORM_MESSAGES}>
        {/* No QueryProvider: the airport suggestions bring React Query when first asked for (airport-suggestions.ts). */}
        <SearchLanding draft={searchDraft({})} locale={locale} />
      </ClientMessages>
    </>
  );
}
