import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button-classes";
import { getPathname, Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { OfferFacets } from "@/lib/provider/offers";
import { OFFER_SEARCH_MAX_LENGTH, OFFER_SORTS } from "@/provider/contracts/offer-rules";
import type { OfferListQuery } from "@/provider/contracts/offers";
import { OfferTagFilters } from "./offer-tag-filters";

/**
 * The filters as a plain GET form: it works before (and without) any script, and the results page is rendered on the
 * server from the address it sends. Counts come from the current offers (facets).
 */
export async function OfferFilters({ query, facets, locale }: { query: OfferListQuery; facets: OfferFacets; locale: Locale }) {
  const t = await getTranslations("Offers");
  const action = getPathname({ href: "/offers/search", locale });
  return (
    <form method="get" action={action} aria-label={t("filters")} className="space-y-4">
      <div className="space-y-2">
        <label htmlFor="offers-q" className="facet-title">
          {t("search")}
        </label>
        <input
          id="offers-q"
          type="search"
          name="q"
          maxLength={OFFER_SEARCH_MAX_LENGTH}
          defaultValue={query.q ?? ""}
          placeholder={t("searchPlaceholder")}
          className="facet-input"
        />
      </div>
      <div className="facet">
        <label htmlFor="offers-sort" className="facet-title">
          {t("sort")}
        </label>
        <select id="offers-sort" name="sort" defaultValue={query.sort} className="facet-input">
          {OFFER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sortOptions.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="facet">
        <legend className="facet-title">{t("type")}</legend>
        {facets.types.map(({ type, count }) => (
          <label key={type} className="facet-option">
            <input type="checkbox" name="type" value={type} defaultChecked={query.type?.includes(type)} />
            <span>{t(`types.${type}`)}</span>
            <span>{count}</span>
          </label>
        ))}
      </fieldset>
      <div className="facet">
        <label htmlFor="offers-destination" className="facet-title">
          {t("destination")}
        </label>
        <select id="offers-destination" name="destination" defaultValue={query.destination?.[0] ?? ""} className="facet-input">
          <option value="">{t("anyDestination")}</option>
          {facets.destinations.map((place) => (
            <option key={place.code} value={place.code}>
              {place.city ?? place.code}
              {place.country ? ` (${place.country})` : ""}
            </option>
          ))}
        </select>
      </div>
      <OfferPriceFilters query={query} facets={facets} />
      <OfferTagFilters query={query} facets={facets} />
      <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
        <button type="submit" className={buttonClasses("primary", "md", "flex-1 rounded-full")}>
          {t("apply")}
        </button>
        <Link href="/offers" className={buttonClasses("ghost", "md", "rounded-full")}>
          {t("clear")}
        </Link>
      </div>
    </form>
  );
}

/** Minimum and maximum price in whole currency units (the query holds cents); the current offers' range is the placeholder. */
async function OfferPriceFilters({ query, facets }: { query: OfferListQuery; facets: OfferFacets }) {
  const t = await getTranslations("Offers");
  return (
    <fieldset className="facet">
      <legend className="facet-title">{t("price")}</legend>
      <div className="grid grid-cols-2 gap-3">
        <label className="facet-bound">
          <span>{t("minPrice")}</span>
          <input
            type="number"
            name="minPrice"
            inputMode="numeric"
            min={0}
            step={1}
            dir="ltr"
            defaultValue={query.minPrice === undefined ? "" : Math.floor(query.minPrice / 100)}
            placeholder={facets.price ? String(Math.floor(facets.price.min / 100)) : undefined}
            className="facet-input"
          />
        </label>
        <label className="facet-bound">
          <span>{t("maxPrice")}</span>
          <input
            type="number"
            name="maxPrice"
            inputMode="numeric"
            min={0}
            step={1}
            dir="ltr"
            defaultValue={query.maxPrice === undefined ? "" : Math.ceil(query.maxPrice / 100)}
            placeholder={facets.price ? String(Math.ceil(facets.price.max / 100)) : undefined}
            className="facet-input"
          />
        </label>
      </div>
    </fieldset>
  );
}
