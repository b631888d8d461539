"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { SlidersHorizontal, X } from "lucide-react";
import { Money } from "@/components/currency/money";
import { Checkbox } from "@/components/ui/checkbox";
import { STOP_FILTERS, TIME_BUCKETS, type TimeBucket } from "@/provider/contracts/flights";
import { searchPath, toggled, withControls, type ResultControls, type SearchState } from "@/lib/flights/search-params";
import { useRouter } from "@/lib/i18n/navigation";
import { AirlineLogo } from "./airline-logo";

export type FilterFacets = {
  airlines: { code: string; name: string; logo: string | null; minPrice: number }[];
  price: { min: number; max: number } | null;
  stops: { 0: number; 1: number; 2: number };
};

const TIME_NAMES = Object.keys(TIME_BUCKETS) as TimeBucket[];
const PRICE_STEP = 100;

/**
 * Filters in the URL: a side panel on wide screens, a bottom sheet on phones — which opens with the focus on its close
 * button, closes on Escape (the focus back on the Filters button) and ends with "Show N flights", N as filtered.
 */
export function FiltersPanel({ search, facets, shown }: { search: SearchState; facets: FilterFacets; shown: number }) {
  const t = useTranslations("Results");
  const terms = useTranslations("Terms");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [open, setOpen] = useState(false);
  const [controls, setControls] = useState<ResultControls>(search);
  const priceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const opener = useRef<HTMLButtonElement>(null);
  const closer = useRef<HTMLButtonElement>(null);

  function close() {
    setOpen(false);
    opener.current?.focus();
  }

  useEffect(() => {
    if (!open) return;
    closer.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      opener.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  // The URL is the truth: follow it after each navigation (back/forward included), adjusting during render.
  const [seenSearch, setSeenSearch] = useState(search);
  if (search !== seenSearch) {
    setSeenSearch(search);
    setControls(search);
  }

  function apply(patch: Partial<ResultControls>, delay = 0) {
    const next = withControls({ ...search, ...controls }, patch);
    setControls(next);
    clearTimeout(priceTimer.current);
    const go = () => startTransition(() => router.replace(searchPath(next), { scroll: false }));
    if (delay) priceTimer.current = setTimeout(go, delay);
    else go();
  }

  const active = (controls.stops?.length ?? 0) + (controls.times?.length ?? 0) + (controls.airlines?.length ?? 0) +
    (controls.minPrice !== undefined || controls.maxPrice !== undefined ? 1 : 0);
  const price = facets.price;
  const low = Math.max(price?.min ?? 0, controls.minPrice ?? price?.min ?? 0);
  const high = Math.min(price?.max ?? 0, controls.maxPrice ?? price?.max ?? 0);
  const floor = price ? Math.floor(price.min / PRICE_STEP) * PRICE_STEP : 0;
  const ceil = price ? Math.ceil(price.max / PRICE_STEP) * PRICE_STEP : 0;

  const panel = (
    <div aria-busy={pending} className="space-y-6 transition-opacity aria-busy:opacity-60">
      <fieldset>
        <legend className="mb-2 text-sm font-bold text-slate-900">{t("stops")}</legend>
        <ul className="space-y-2">
          {STOP_FILTERS.map((stop) => (
            <li key={stop}>
              <label className="flex cursor-pointer items-center gap-2.5 text-sm text-slate-700">
                <Checkbox
                  name="stops"
                  value={stop}
                  checked={controls.stops?.includes(stop) ?? false}
                  onChange={() => apply({ stops: toggled(controls.stops, stop) })}
                />
                <span className="flex-1">{stop === 2 ? terms("stopsOrMore", { count: stop }) : terms("stops", { count: stop })}</span>
                <span aria-hidden className="text-xs tabular-nums text-muted">{facets.stops[stop]}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-sm font-bold text-slate-900">{t("times")}</legend>
        <ul className="space-y-2">
          {TIME_NAMES.map((bucket) => (
            <li key={bucket}>
              <label className="flex cursor-pointer items-center gap-2.5 text-sm text-slate-700">
                <Checkbox
                  name="times"
                  value={bucket}
                  checked={controls.times?.includes(bucket) ?? false}
                  onChange={() => apply({ times: toggled(controls.times, bucket) })}
                />
                <span className="flex-1">{t(`time.${bucket}`)}</span>
                <bdi dir="ltr" className="text-xs tabular-nums text-muted">
                  {t(`timeRange.${bucket}`)}
                </bdi>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      {facets.airlines.length ? (
        <fieldset>
          <legend className="mb-2 text-sm font-bold text-slate-900">{t("airlines")}</legend>
          <ul className="space-y-2">
            {facets.airlines.map((airline) => (
              <li key={airline.code}>
                <label className="flex cursor-pointer items-center gap-2.5 text-sm text-slate-700">
                  <Checkbox
                    name="airlines"
                    value={airline.code}
                    checked={controls.airlines?.includes(airline.code) ?? false}
                    onChange={() => apply({ airlines: toggled(controls.airlines, airline.code) })}
                  />
                  <AirlineLogo code={airline.code} logo={airline.logo} size="sm" />
                  <span className="min-w-0 flex-1 truncate">{airline.name}</span>
                  <span className="text-xs text-muted">
                    {t.rich("fromPrice", { price: () => <Money value={airline.minPrice} /> })}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : null}

      {price && price.max > price.min ? (
        <fieldset>
          <legend className="mb-2 text-sm font-bold text-slate-900">{t("price")}</legend>
          <label className="block text-xs text-slate-600">
            <span className="flex justify-between">
              {t("minPrice")} <Money value={low} className="font-semibold text-slate-800" />
            </span>
            <input
              type="range"
              min={floor}
              max={ceil}
              step={PRICE_STEP}
              value={low}
              onChange={(e) => {
                const v = Math.min(Number(e.target.value), high);
                apply({ minPrice: v <= price.min ? undefined : v }, 450);
              }}
              className="mt-1 w-full accent-brand-700"
            />
          </label>
          <label className="mt-3 block text-xs text-slate-600">
            <span className="flex justify-between">
              {t("maxPrice")} <Money value={high} className="font-semibold text-slate-800" />
            </span>
            <input
              type="range"
              min={floor}
              max={ceil}
              step={PRICE_STEP}
              value={high}
              onChange={(e) => {
                const v = Math.max(Number(e.target.value), low);
                apply({ maxPrice: v >= price.max ? undefined : v }, 450);
              }}
              className="mt-1 w-full accent-brand-700"
            />
          </label>
        </fieldset>
      ) : null}

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
  );

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
        <SlidersHorizontal aria-hidden className="size-4" />
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
          <button ref={closer} type="button" onClick={close} aria-label={t("closeFilters")} className="grid size-9 place-items-center rounded-full hover:bg-slate-100 lg:hidden">
            <X aria-hidden className="size-5" />
          </button>
        </div>
        {panel}
        <div className="sticky bottom-0 -mx-5 -mb-5 mt-6 border-t border-slate-200 bg-white p-4 lg:hidden">
          <button type="button" onClick={close} aria-busy={pending} className="h-11 w-full rounded-xl bg-brand-700 text-sm font-bold text-white hover:bg-brand-800">
            {t("showResults", { count: shown })}
          </button>
        </div>
      </aside>
    </>
  );
}
