import { FlightSearchForm } from "@/components/flights/search/flight-search-form";
import { Hero } from "@/components/home/hero";
import { HomeHighlights } from "@/components/home/home-highlights";
import { PopularDestinations } from "@/components/home/popular-destinations";
import { Announce } from "@/components/layout/live-announcer";
import type { SearchDraft } from "@/lib/flights/search-draft";
import type { Locale } from "@/lib/i18n/routing";

type Airports = React.ComponentProps<typeof FlightSearchForm>["airports"];

/**
 * The search before there is one: the form in the full hero, the four kinds of booking, popular destinations, then
 * why book here. Home renders it directly, not
 * through FlightSearchView: that view imports the results, whose client components (the filters, with the search
 * schema's zod) would otherwise ship with the home page although it never shows them.
 */
export function SearchLanding({ draft, locale, airports = { from: null, to: null } }: { draft: SearchDraft; locale: Locale; airports?: Airports }) {
  return (
    <main className="flex-1">
      <Hero>
        <FlightSearchForm key={JSON.stringify(draft)} draft={draft} airports={airports} />
      </Hero>
      {/* Empty until a search: the site's live region is on the page before the results are said in it. */}
      <Announce text="" />
      <HomeHighlights destinations={<PopularDestinations locale={locale} />} />
    </main>
  );
}
