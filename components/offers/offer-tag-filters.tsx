import { getTranslations } from "next-intl/server";
import type { OfferFacets } from "@/lib/provider/offers";
import type { OfferListQuery } from "@/provider/contracts/offers";
import { fieldset, legend } from "./offer-filter-styles";

/** The offers' tags as toggle chips (checkboxes drawn as pills). */
export async function OfferTagFilters({ query, facets }: { query: OfferListQuery; facets: OfferFacets }) {
  const [t, tags] = await Promise.all([getTranslations("Offers"), getTranslations("OfferTags")]);
  return (
    <fieldset className={fieldset}>
      <legend className={legend}>{t("tags")}</legend>
      <div className="flex flex-wrap gap-2">
        {facets.tags.map(({ tag }) => (
          <label key={tag} className="cursor-pointer">
            <input type="checkbox" name="tags" value={tag} defaultChecked={query.tags?.includes(tag)} className="peer sr-only" />
            <span className="inline-flex min-h-9 items-center rounded-full border border-slate-300 px-3 text-sm text-slate-700 peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-300">
              {tags.has(tag as "city") ? tags(tag as "city") : tag}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
