"use client";

import { useTranslations } from "next-intl";
import { Money } from "@/components/currency/money";
import type { FilterGroupProps } from "./filter-types";

const PRICE_STEP = 100;
/** The slider navigates once the hand has stopped this long. */
const SLIDE_DELAY = 450;

/** Lowest and highest price, two sliders in steps of 100 that cannot cross. */
export function PriceFilter({ controls, apply, price }: FilterGroupProps & { price: { min: number; max: number } }) {
  const t = useTranslations("Results");
  const low = Math.max(price.min, controls.minPrice ?? price.min);
  const high = Math.min(price.max, controls.maxPrice ?? price.max);
  const floor = Math.floor(price.min / PRICE_STEP) * PRICE_STEP;
  const ceil = Math.ceil(price.max / PRICE_STEP) * PRICE_STEP;
  return (
    <fieldset>
      <legend className="ff-legend">{t("price")}</legend>
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
            apply({ minPrice: v <= price.min ? undefined : v }, SLIDE_DELAY);
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
            apply({ maxPrice: v >= price.max ? undefined : v }, SLIDE_DELAY);
          }}
          className="mt-1 w-full accent-brand-700"
        />
      </label>
    </fieldset>
  );
}
