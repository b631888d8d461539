import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { HijriDate } from "@/components/ui/hijri-date";
import { CircleAlert } from "lucide-react";
import { allResultsPath, detailsQuery, searchPath, serializeSearch, type SearchState } from "@/lib/flights/search-params";
import type { FlightCard as FlightCardView, LegResults, SearchOutcome, SearchResults } from "@/lib/provider/flight-search";
import type { Href } from "@/lib/i18n/typed-routes";
import { Link } from "@/lib/i18n/navigation";
import { PriceAlertButton } from "@/components/price-alerts/price-alert-button";
import { NoFlightsMatchFilters, NoFlightsOnDate } from "./empty-state";
import { FiltersPanel, type FilterFacets } from "./filters-panel";
import { getCardText } from "./card-text";
import { cardTitleId, FIRST_SCREEN } from "./card-model";
import { FlightCard, FlightCardList } from "./flight-card";
import { PriceCalendarStrip } from "./price-calendar-strip";
import { SortTabs } from "./sort-tabs";
import { ValidationSummary } from "./validation-summary";

/** Facets of both legs together: the filters apply to the outbound and the return list alike. */
export function mergedFacets(results: SearchResults): FilterFacets {
  const legs = [results.outbound, ...(results.inbound ? [results.inbound] : [])];
  const airlines = new Map<string, FilterFacets["airlines"][number]>();
  for (const leg of legs) {
    for (const a of leg.facets.airlines) {
      const known = airlines.get(a.code);
      airlines.set(a.code, known && known.minPrice <= a.minPrice ? known : a);
    }
  }
  const prices = legs.flatMap((l) => (l.facets.price ? [l.facets.price] : []));
  return {
    airlines: [...airlines.values()].sort((a, b) => a.minPrice - b.minPrice),
    price: prices.length ? { min: Math.min(...prices.map((p) => p.min)), max: Math.max(...prices.map((p) => p.max)) } : null,
    stops: {
      0: legs.reduce((n, l) => n + l.facets.stops[0], 0),
      1: legs.reduce((n, l) => n + l.facets.stops[1], 0),
      2: legs.reduce((n, l) => n + l.facets.stops[2], 0),
    },
  };
}

/** What a price alert watches: the outbound leg's route, day, cabin and party (filters and sort are not kept). */
const watchedSearch = ({ from, to, date, cabin, adults, children, infants }: SearchState) => ({ from, to, date, cabin, adults, children, infants });

/** Where a round trip's card links to (its next step); the link then says "Select" instead of "Details". */
type CardAction = (flight: FlightCardView) => Href;

/** A flight's details page with the search's party and cabin. */
const detailsHref = (flight: FlightCardView, search: SearchState): Href => `/flight/${flight.id}?${new URLSearchParams(detailsQuery(search))}`;

/**
 * A round trip is picked in two steps, each kept in the URL so the page works without JavaScript and can be shared:
 * Select on a departing flight adds `outbound=<id>` to the search; Select on a returning one opens the booking form
 * of both legs (`/flight/<outbound>/booking?return=<id>`). Returning flights that leave before the departing one lands
 * are left out.
 */
function roundTripActions(search: SearchState, chosen: FlightCardView | undefined): { outbound: CardAction; inbound: CardAction } {
  const searchQuery = serializeSearch(search).toString();
  const party = new URLSearchParams(detailsQuery(search)).toString();
  return {
    outbound: (flight) => `/flight-search?${searchQuery}&${new URLSearchParams({ outbound: flight.id })}`,
    inbound: (flight) => `/flight/${chosen?.id ?? flight.id}/booking?${party}&${new URLSearchParams({ return: flight.id })}`,
  };
}

async function LegSection({
  leg,
  search,
  direction,
  action,
  step,
  showAll,
  chosenId,
}: {
  leg: LegResults;
  search: SearchState;
  direction: "outbound" | "inbound";
  action?: CardAction;
  /** A round trip's step heading above the leg's own. */
  step?: string;
  /** Every card rendered (`show=all` in the URL), not only the first screen's. */
  showAll?: boolean;
  /** A round trip's chosen departing flight, kept by the "Show all" link of the returning list. */
  chosenId?: string;
}) {
  const [t, format, locale, text] = await Promise.all([getTranslations("Results"), getFormatter(), getLocale(), getCardText()]);
  const headingId = `leg-${direction}`;
  const travelers = search.adults + search.children + search.infants;
  const filtered = leg.flights.length < leg.total;
  // The first screen only, unless asked for every card (issue 27): "Show all" asks the server for the rest.
  const cut = !showAll && leg.flights.length > FIRST_SCREEN;
  const cards = (cut ? leg.flights.slice(0, FIRST_SCREEN) : leg.flights).map((flight) =>
    text.model(flight, travelers, action?.(flight) ?? detailsHref(flight, search)),
  );
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        {step ? <p className="mb-1 text-sm font-bold text-slate-900">{step}</p> : null}
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          {t(direction)} · {t("route", { from: leg.from.city, to: leg.to.city })} ·{" "}
          {format.dateTime(new Date(`${leg.date}T12:00:00Z`), { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" })}
          {/* The Hijri date in Arabic; in English it is the calendar's, on request (docs/product.md). */}
          {locale === "ar" ? <HijriDate day={leg.date} className="normal-case" /> : null}
        </p>
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {filtered ? t("headingFiltered", { shown: leg.flights.length, total: leg.total }) : t("heading", { count: leg.flights.length })}
        </h2>
      </div>
      {leg.total === 0 ? (
        <NoFlightsOnDate leg={leg} search={search} direction={direction} />
      ) : leg.flights.length === 0 ? (
        <NoFlightsMatchFilters search={search} />
      ) : (
        <FlightCardList
          cards={cards}
          labels={{ ...text.labels(action && t("select")), ...(cut && { showAll: t("showAll", { count: leg.flights.length }) }) }}
          more={cut ? `${allResultsPath(search, chosenId)}#${cardTitleId(leg.flights[FIRST_SCREEN]!.id)}` : undefined}
        />
      )}
    </section>
  );
}

/** The results under the search form: provider errors, or the price calendar, sort, filters and one list per leg. */
/** The departing flight a round trip has picked, above the returning list, with the way back to step 1. */
async function ChosenOutbound({ flight, search }: { flight: FlightCardView; search: SearchState }) {
  const [t, text] = await Promise.all([getTranslations("Results"), getCardText()]);
  return (
    <section aria-labelledby="chosen-outbound" className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="chosen-outbound" className="text-base font-bold text-slate-900">
          {t("chosenOutbound")}
        </h2>
        <Link href={searchPath(search)} className="text-sm font-semibold text-brand-700 underline hover:text-brand-800">
          {t("changeOutbound")}
        </Link>
      </div>
      <FlightCard card={text.model(flight, search.adults + search.children + search.infants, detailsHref(flight, search))} labels={text.labels()} />
    </section>
  );
}

export async function FlightResults({
  outcome,
  search,
  outboundId,
  showAll,
}: {
  outcome: SearchOutcome;
  search: SearchState;
  /** A round trip's departing flight, once picked (`outbound` in the URL). */
  outboundId?: string;
  /** Every card of the list rendered (`show=all` in the URL), not only the first screen's. */
  showAll?: boolean;
}) {
  const t = await getTranslations("Results");
  if (outcome.kind === "invalid") return <ValidationSummary title={t("invalidTitle")} fields={outcome.fields} />;
  if (outcome.kind === "error") {
    return (
      <div role="alert" className="flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800">
        <CircleAlert aria-hidden className="size-5 shrink-0" />
        <div>
          <p className="font-bold">{t("errorTitle")}</p>
          <p className="text-sm">{outcome.message || t("errorText")}</p>
        </div>
      </div>
    );
  }
  const { results } = outcome;
  const anyFlights = results.outbound.total > 0 || (results.inbound?.total ?? 0) > 0;
  return (
    <>
      <PriceCalendarStrip search={search} />
      <div id="results" aria-label={t("resultsLabel")} role="region" className="grid gap-6 lg:grid-cols-[17rem_1fr] lg:items-start">
        {anyFlights ? (
          <div className="lg:sticky lg:top-4">
            <FiltersPanel search={search} facets={mergedFacets(results)} shown={results.outbound.flights.length + (results.inbound?.flights.length ?? 0)} />
          </div>
        ) : null}
        <div className={`space-y-8 ${anyFlights ? "" : "lg:col-span-2"}`}>
          {anyFlights ? <SortTabs search={search} /> : null}
          {results.outbound.total > 0 ? <PriceAlertButton search={watchedSearch(search)} loginRedirect={searchPath(search)} /> : null}
          {results.inbound ? (
            <RoundTripSteps results={results} inbound={results.inbound} search={search} outboundId={outboundId} showAll={showAll} />
          ) : (
            <LegSection leg={results.outbound} search={search} direction="outbound" showAll={showAll} />
          )}
        </div>
      </div>
    </>
  );
}

/** Step 1: the departing flights; step 2 (a departing flight in the URL): that flight, then the returning ones after it. */
async function RoundTripSteps({
  results,
  inbound,
  search,
  outboundId,
  showAll,
}: {
  results: SearchResults;
  inbound: LegResults;
  search: SearchState;
  outboundId?: string;
  showAll?: boolean;
}) {
  const t = await getTranslations("Results");
  const chosen = outboundId ? results.outbound.flights.find((f) => f.id === outboundId) : undefined;
  const actions = roundTripActions(search, chosen);
  if (!chosen) {
    return <LegSection leg={results.outbound} search={search} direction="outbound" action={actions.outbound} step={t("stepOutbound")} showAll={showAll} />;
  }
  const after = inbound.flights.filter((f) => Date.parse(f.departureAt) > Date.parse(chosen.arrivalAt));
  return (
    <>
      <ChosenOutbound flight={chosen} search={search} />
      {inbound.total > 0 && inbound.flights.length > 0 && after.length === 0 ? (
        <div className="space-y-2">
          <p className="text-sm font-bold text-slate-900">{t("stepInbound")}</p>
          <p role="status" className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
            {t("noReturnAfter")}
          </p>
        </div>
      ) : (
        <LegSection
          leg={{ ...inbound, flights: after }}
          search={search}
          direction="inbound"
          action={actions.inbound}
          step={t("stepInbound")}
          showAll={showAll}
          chosenId={chosen.id}
        />
      )}
    </>
  );
}
