import { setRequestLocale } from "next-intl/server";
import { ClientMessages } from "@/components/i18n/client-messages";
import { SearchLanding } from "@/components/flights/search/search-landing";
import { searchDraft } from "@/lib/flights/search-draft";
import type { Locale } from "@/lib/i18n/routing";

// Home: prerendered per locale and served from cache. Searches go to /flight-search, which renders per request.
export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return (
    <ClientMessages locale={locale} namespaces={["Search", "Terms", "Validation"]}>
      {/* No QueryProvider: the airport suggestions bring React Query when first asked for (airport-suggestions.ts). */}
      <SearchLanding draft={searchDraft({})} />
    </ClientMessages>
  );
}
