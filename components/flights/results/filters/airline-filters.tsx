"use client";

import { useTranslations } from "next-intl";
import { Money } from "@/components/currency/money";
import { Checkbox } from "@/components/ui/checkbox";
import { toggled } from "@/lib/flights/search-params";
import { AirlineLogo } from "../airline-logo";
import type { FilterFacets, FilterGroupProps } from "./filter-types";

/** The airlines in the results, each with its lowest price. */
export function AirlineFilters({ controls, apply, airlines }: FilterGroupProps & { airlines: FilterFacets["airlines"] }) {
  const t = useTranslations("Results");
  return (
    <fieldset>
      <legend className="ff-legend">{t("airlines")}</legend>
      <ul className="ff-list">
        {airlines.map((airline) => (
          <li key={airline.code}>
            <label className="ff-option">
              <Checkbox
                name="airlines"
                value={airline.code}
                checked={controls.airlines?.includes(airline.code) ?? false}
                onChange={() => apply({ airlines: toggled(controls.airlines, airline.code) })}
              />
              <AirlineLogo code={airline.code} logo={airline.logo} size="sm" />
              <span className="min-w-0 flex-1 truncate">{airline.name}</span>
              <span className="text-xs text-muted">{t.rich("fromPrice", { price: () => <Money value={airline.minPrice} /> })}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
