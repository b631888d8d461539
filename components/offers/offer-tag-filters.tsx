import { getTranslations } from "next-intl/server";
import type { OfferFacets } from "@/lib/provider/offers";
import type { OfferListQuery } from "@/provider/contracts/offers";

/** The offers' tags as toggle chips (checkboxes drawn as pills). */
export async function OfferTagFilters({ query, facets }: { query: OfferListQuery; facets: OfferFacets }) {
  const [t, tags] = await Promise.all([getTranslations("Offers"), getTranslations("OfferTags")]);
  return (
    <fieldset className="facet">
      <legend className="facet-title">{t("tags")}</legend>
      <div className="flex flex-wrap gap-2">
        {facets.tags.map(({ tag }) => (
          <label key={tag} className="facet-tag">
            <input type="checkbox" name="tags" value={tag} defaultChecked={query.tags?.includes(tag)} />
            {tags.has(tag as "city") ? tags(tag as "city") : tag}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
