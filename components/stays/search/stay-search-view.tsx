import { getTranslations } from "next-intl/server";
import { ValidationSummary } from "@/components/flights/results/validation-summary";
import { Announce } from "@/components/layout/live-announcer";
import { Alert } from "@/components/ui/alert";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import type { Locale } from "@/lib/i18n/routing";
import { getStayCities, getStayFilters, searchChalets, searchHotels, type ChaletCard, type HotelCard, type StaySearchOutcome } from "@/lib/provider/stays";
import type { ParsedStaySearch } from "@/lib/stays/search-params";
import { stayDateBounds } from "@/provider/contracts/stay-rules";
import { StayResults } from "./stay-results";
import { StaySearchForm } from "./stay-search-form";

/**
 * /search?category=hotel|chalet: the form in the header, then results for a search in the address, its field errors
 * beside the fields (and no results), or just the form on a first visit.
 */
export async function StaySearchView({ parsed, locale }: { parsed: ParsedStaySearch; locale: Locale }) {
  const search = parsed.kind === "ok" ? parsed.search : null;
  // The search, the city's facets and the cities of the form are read together: one provider round per render.
  const [t, cities, outcome, facets] = await Promise.all([
    getTranslations("StaySearch"),
    getStayCities(locale),
    !search ? null : search.category === "hotel" ? searchHotels(search.query, locale) : searchChalets(search.query, locale),
    search ? getStayFilters(search.category, search.query.city, locale) : null,
  ]);
  const result = outcome as StaySearchOutcome<HotelCard | ChaletCard> | null;
  const errors = parsed.kind === "invalid" ? parsed.errors : result?.kind === "invalid" ? result.fields : undefined;
  const category = parsed.draft.category;
  const cityName = cities.find((city) => city.slug === search?.query.city)?.name ?? search?.query.city ?? "";
  return (
    <main className="flex-1">
      <header className="surface-dark bg-gradient-to-b from-brand-800 to-brand-700 text-white">
        <div className="mx-auto w-full max-w-7xl px-4 pb-8 pt-6 sm:px-6 sm:pb-10">
          <Breadcrumbs label={t("breadcrumb")} trail={[{ label: t("home"), href: "/" }]} current={t(`title.${category}`)} />
          <h1 className="mt-3 text-2xl font-extrabold tracking-tight sm:text-3xl">{t(`title.${category}`)}</h1>
          <p className="mt-1 max-w-2xl text-sm text-brand-50/90 sm:text-base">{t(`subtitle.${category}`)}</p>
          <div className="mt-5">
            <StaySearchForm key={JSON.stringify(parsed.draft)} draft={parsed.draft} cities={cities} errors={errors} dates={stayDateBounds()} locale={locale} />
          </div>
        </div>
      </header>
      {/* The count is said by the site's live region, which was on the page before the search. */}
      <Announce text={result?.kind === "ok" ? t("resultsFor", { count: result.page.total, city: cityName }) : ""} />
      <div className="bg-slate-50">
        {search && result?.kind === "ok" && result.page.longerStays ? (
          <div className="mx-auto w-full max-w-7xl px-4 pt-6 sm:px-6">
            <Alert variant="info">{t("longerStays", { count: result.page.longerStays.count, min: result.page.longerStays.minNights })}</Alert>
          </div>
        ) : null}
        {search && result?.kind === "ok" ? (
          <StayResults
            search={search}
            page={result.page}
            facets={facets}
            cityName={cityName}
            ignored={parsed.kind === "ok" ? parsed.ignored : {}}
            locale={locale}
          />
        ) : errors ? (
          <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
            <ValidationSummary title={t("invalidTitle")} fields={errors} />
          </div>
        ) : result?.kind === "error" ? (
          <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
            <Alert variant="error">{t("unavailable")}</Alert>
          </div>
        ) : (
          <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
            <p className="text-slate-600">{t("startHint")}</p>
          </div>
        )}
      </div>
    </main>
  );
}
