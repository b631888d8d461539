"use client";

import { useTranslations } from "next-intl";
import type { SearchState } from "@/lib/flights/search-params";
import { AirlineFilters } from "./filters/airline-filters";
import type { FilterFacets } from "./filters/filter-types";
import { PriceFilter } from "./filters/price-filter";
import { StopFilters, TimeFilters } from "./filters/stop-and-time-filters";
import { useBottomSheet } from "./filters/use-bottom-sheet";
import { useFilterControls } from "./filters/use-filter-controls";

export type { FilterFacets } from "./filters/filter-types";

/**
 * Filters in the URL: a side panel on wide screens, a bottom sheet on phones — which opens with the focus on its close
 * button, closes on Escape (the focus back on the Filters button) and ends with "Show N flights", N as filtered.
 */
export function FiltersPanel({ search, facets, shown }: { search: SearchState; facets: FilterFacets; shown: number }) {
  const t = useTranslations("Results");
  const { open, setOpen, close, opener, closer } = useBottomSheet();
  const { controls, apply, pending, active } = useFilterControls(search);
  const price = facets.price;

  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => setOpen(true)}
        aria-expanded={open}
        aria-controls="flight-filters"
        className="inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 lg:hidden"
      >
        <span aria-hidden className="ico i-sliders" />
        {t("showFilters")}
        {active ? <span className="rounded-full bg-brand-700 px-2 text-xs text-white">{active}</span> : null}
      </button>
      {open ? <div aria-hidden onClick={close} className="fixed inset-0 z-40 bg-black/40 lg:hidden" /> : null}
      <aside
        id="flight-filters"
        aria-label={t("filters")}
        className={`${open ? "fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto rounded-t-2xl p-5 shadow-2xl" : "hidden"} bg-white lg:static lg:z-auto lg:block lg:max-h-none lg:rounded-2xl lg:border lg:border-slate-200 lg:p-5 lg:shadow-sm`}
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 className="text-base font-bold text-slate-900">{t("filters")}</h2>
          <button
            ref={closer}
            type="button"
            onClick={close}
            aria-label={t("closeFilters")}
            className="grid size-9 place-items-center rounded-full hover:bg-slate-100 lg:hidden"
          >
            <span aria-hidden className="ico i-close size-5" />
          </button>
        </div>
        <div aria-busy={pending} className="space-y-6 transition-opacity aria-busy:opacity-60">
          <StopFilters controls={controls} apply={apply} counts={facets.stops} />
          <TimeFilters controls={controls} apply={apply} />
          {facets.airlines.length ? <AirlineFilters controls={controls} apply={apply} airlines={facets.airlines} /> : null}
          {price && price.max > price.min ? <PriceFilter controls={controls} apply={apply} price={price} /> : null}
          {active ? (
            <button
              type="button"
              onClick={() => apply({ stops: undefined, times: undefined, airlines: undefined, minPrice: undefined, maxPrice: undefined })}
              className="text-sm font-semibold text-brand-700 underline"
            >
              {t("clearFilters")}
            </button>
          ) : null}
        </div>
        <div className="sticky bottom-0 -mx-5 -mb-5 mt-6 border-t border-slate-200 bg-white p-4 lg:hidden">
          <button
            type="button"
            onClick={close}
            aria-busy={pending}
            className="h-11 w-full rounded-xl bg-brand-700 text-sm font-bold text-white hover:bg-brand-800"
          >
            {t("showResults", { count: shown })}
          </button>
        </div>
      </aside>
    </>
  );
}
