import { FlightSearchForm } from "@/components/flights/search/flight-search-form";
import { Hero } from "@/components/home/hero";
import { HomeHighlights } from "@/components/home/home-highlights";
import { Announce } from "@/components/layout/live-announcer";
import type { SearchDraft } from "@/lib/flights/search-draft";

/**
 * The search before there is one: the form in the full hero, then the highlights. Home renders it directly, not
 * through FlightSearchView: that view imports the results, whose client components (the filters, with the search
 * schema's zod) would otherwise ship with the home page although it never shows them.
 */
export function SearchLanding({ draft }: { draft: SearchDraft }) {
  return (
    <main className="flex-1">
      <Hero>
        <FlightSearchForm key={JSON.stringify(draft)} draft={draft} airports={{ from: null, to: null }} />
      </Hero>
      {/* Empty until a search: the site's live region is on the page before the results are said in it. */}
      <Announce text="" />
      <HomeHighlights />
    </main>
  );
}
