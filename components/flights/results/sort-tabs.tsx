import { getTranslations } from "next-intl/server";
import { SEARCH_SORTS } from "@/provider/contracts/flights";
import { searchPath, withControls, type SearchState } from "@/lib/flights/search-params";
import { Link } from "@/lib/i18n/navigation";

/** Sort as a tablist of links: it works before hydration and keeps every other search parameter. */
export async function SortTabs({ search }: { search: SearchState }) {
  const t = await getTranslations("Results");
  return (
    <div role="tablist" aria-label={t("sortLabel")} className="grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
      {SEARCH_SORTS.map((sort) => {
        const selected = search.sort === sort;
        return (
          <Link
            key={sort}
            role="tab"
            aria-selected={selected}
            href={searchPath(withControls(search, { sort }))}
            replace
            scroll={false}
            className={`rounded-lg px-3 py-2 text-center text-sm font-semibold transition-colors ${
              selected ? "bg-white text-brand-800 shadow" : "text-slate-600 hover:text-slate-900"
            }`}
          >
            {t(`sort.${sort}`)}
          </Link>
        );
      })}
    </div>
  );
}
