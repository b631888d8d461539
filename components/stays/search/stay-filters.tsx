import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button-classes";
import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { StayFilters as Facets } from "@/lib/provider/stays";
import { searchFields, staySearchUrl, type StaySearch } from "@/lib/stays/search-params";
import { CHALET_SORTS, HOTEL_SORTS } from "@/provider/contracts/stays";
import { FiltersDisclosure } from "@/components/ui/filters-disclosure";

/** The price range (whole riyals); its placeholders are the city's cheapest and dearest, when known. */
async function PriceFilter({ minPrice, maxPrice, range }: { minPrice?: number; maxPrice?: number; range: Facets["price"] }) {
  const t = await getTranslations("StaySearch");
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
            defaultValue={minPrice === undefined ? "" : Math.floor(minPrice / 100)}
            placeholder={range ? String(Math.floor(range.min / 100)) : undefined}
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
            defaultValue={maxPrice === undefined ? "" : Math.ceil(maxPrice / 100)}
            placeholder={range ? String(Math.ceil(range.max / 100)) : undefined}
            className="facet-input"
          />
        </label>
      </div>
    </fieldset>
  );
}

/** Apply the filters, or clear them back to the plain search. */
async function FilterActions({ search, locale }: { search: StaySearch; locale: Locale }) {
  const t = await getTranslations("StaySearch");
  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
      <button type="submit" className={buttonClasses("primary", "md", "flex-1 rounded-full")}>
        {t("apply")}
      </button>
      <a
        href={staySearchUrl(search, locale, {
          minPrice: undefined,
          maxPrice: undefined,
          stars: undefined,
          amenities: undefined,
          freeCancellation: undefined,
          page: undefined,
        })}
        className={buttonClasses("ghost", "md", "rounded-full")}
      >
        {t("clear")}
      </a>
    </div>
  );
}

/**
 * Sort and filters as a plain GET form to the same search (its fields ride along hidden): the results are rendered
 * on the server from the address it sends. Counts come from the city's facets; none when the provider cannot say.
 */
export async function StayFilters({ search, facets, locale }: { search: StaySearch; facets: Facets | null; locale: Locale }) {
  const [t, stays] = await Promise.all([getTranslations("StaySearch"), getTranslations("Stays")]);
  const q = search.query;
  const sorts = search.category === "hotel" ? HOTEL_SORTS : CHALET_SORTS;
  const stars = search.category === "hotel" ? (search.query.stars ?? []) : [];
  const starFacets = search.category === "hotel" ? [5, 4, 3, 2, 1].map((n) => ({ stars: n, count: facets?.stars.find((s) => s.stars === n)?.count })) : [];
  const amenities = (facets?.amenities ?? []).filter(({ key }) => stays.has(`amenities.${key}` as "amenities.wifi"));
  return (
    <FiltersDisclosure summary={t("showFilters")}>
      <form method="get" action={getPathname({ href: "/search", locale })} aria-label={t("filters")} className="space-y-4">
        {Object.entries(searchFields(search)).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="space-y-2">
          <label htmlFor="stay-sort" className="facet-title">
            {t("sort")}
          </label>
          <select id="stay-sort" name="sort" defaultValue={q.sort} className="facet-input">
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sortOptions.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <PriceFilter minPrice={q.minPrice} maxPrice={q.maxPrice} range={facets?.price ?? null} />
        {starFacets.length ? (
          <fieldset className="facet">
            <legend className="facet-title">{t("stars")}</legend>
            {starFacets.map(({ stars: n, count }) => (
              <label key={n} className="facet-option">
                <input type="checkbox" name="stars" value={n} defaultChecked={stars.includes(n)} />
                <span>{t("starsOption", { count: n })}</span>
                {count !== undefined ? <span>{count}</span> : null}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="facet">
          <label className="facet-option font-bold text-slate-800">
            <input type="checkbox" name="freeCancellation" value="true" defaultChecked={q.freeCancellation} />
            <span>{t("freeCancellation")}</span>
          </label>
        </div>
        {amenities.length ? (
          <fieldset className="facet">
            <legend className="facet-title">{t("amenities")}</legend>
            {amenities.map(({ key, count }) => (
              <label key={key} className="facet-option">
                <input type="checkbox" name="amenities" value={key} defaultChecked={q.amenities?.includes(key)} />
                <span>{stays(`amenities.${key}` as "amenities.wifi")}</span>
                <span>{count}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <FilterActions search={search} locale={locale} />
      </form>
    </FiltersDisclosure>
  );
}
