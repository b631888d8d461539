import { setRequestLocale } from "next-intl/server";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { FLIGHT_RESULTS_MESSAGES } from "@/components/flights/results/flight-results-messages";
import { FlightSearchView } from "@/components/flights/search/flight-search-view";
import type { Locale } from "@/lib/i18n/routing";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

// The results of a flight search: the same view as home with the search's query, rendered per request. Home stays a
// cached page; proxy.ts redirects an old `/?from=…` link here.
async function FlightSearchBody({ params, searchParams }: PageProps<"/[locale]/flight-search">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <FlightSearchView locale={locale} query={await searchParams} />;
}

export default function FlightSearchPage(props: PageProps<"/[locale]/flight-search">) {
  return (
    <DynamicPage params={props.params} namespaces={FLIGHT_RESULTS_MESSAGES}>
      <FlightSearchBody {...props} />
    </DynamicPage>
  );
}
