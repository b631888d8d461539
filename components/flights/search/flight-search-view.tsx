import { getTranslations } from "next-intl/server";
import { CollapsibleSearch } from "@/components/flights/search/collapsible-search";
import { FlightSearchForm } from "@/components/flights/search/flight-search-form";
import { SearchLanding } from "@/components/flights/search/search-landing";
import { SearchSummary } from "@/components/flights/search/search-summary";
import { FlightResults } from "@/components/flights/results/flight-results";
import { ValidationSummary } from "@/components/flights/results/validation-summary";
import { Hero } from "@/components/home/hero";
import { Announce } from "@/components/layout/live-announcer";
import { parseSearchParams } from "@/lib/flights/search-params";
import type { Locale } from "@/lib/i18n/routing";
import { lookupAirport, searchFlights } from "@/lib/provider/flight-search";

type Query = Record<string, string | string[] | undefined>;

/**
 * The flight search landing: the form in the hero, then results for a search in the URL, or the highlights when there
 * is none (SearchLanding, which home renders itself: prerendered, served from cache). A URL with a query is
 * rewritten by the proxy to the flight-search route, which renders it per request.
 */
export async function FlightSearchView({ locale, query }: { locale: Locale; query: Query }) {
  const parsed = parseSearchParams(query);
  if (parsed.kind === "none") {
    // A destination card's link names where to go: the form shows that airport by name.
    const to = parsed.draft.to ? await lookupAirport(parsed.draft.to, locale) : null;
    return <SearchLanding draft={parsed.draft} locale={locale} airports={{ from: null, to }} />;
  }
  // The search and the form's airport labels are fetched together: one provider search per render. The price
  // calendar above the results is the browser's to ask for (price-calendar-days.tsx).
  const [outcome, from, to, t] = await Promise.all([
    parsed.kind === "ok" ? searchFlights(parsed.search, locale) : null,
    parsed.draft.from ? lookupAirport(parsed.draft.from, locale) : null,
    parsed.draft.to ? lookupAirport(parsed.draft.to, locale) : null,
    getTranslations("Results"),
  ]);

  const form = (
    <FlightSearchForm
      key={JSON.stringify(parsed.draft)}
      draft={parsed.draft}
      airports={{ from, to }}
      errors={parsed.kind === "invalid" ? parsed.errors : outcome?.kind === "invalid" ? outcome.fields : undefined}
      sort={parsed.kind === "ok" ? parsed.search.sort : undefined}
    />
  );
  return (
    <main className="flex-1">
      <Hero compact>
        {parsed.kind === "ok" ? <CollapsibleSearch summary={<SearchSummary draft={parsed.draft} airports={{ from, to }} />}>{form}</CollapsibleSearch> : form}
      </Hero>
      {/* The count is said by the site's live region, which was on the page before the search. */}
      <Announce text={outcome?.kind === "ok" ? t("heading", { count: outcome.results.outbound.flights.length }) : ""} />
      {parsed.kind === "ok" && outcome ? (
        <div className="bg-slate-50">
          <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
            <FlightResults
              outcome={outcome}
              search={parsed.search}
              outboundId={typeof query.outbound === "string" ? query.outbound : undefined}
              showAll={query.show === "all"}
            />
          </div>
        </div>
      ) : parsed.kind === "invalid" ? (
        <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
          <ValidationSummary title={t("invalidTitle")} fields={parsed.errors} />
        </div>
      ) : null}
    </main>
  );
}
