"use client";

import { useTranslations } from "next-intl";
import { Checkbox } from "@/components/ui/checkbox";
import { STOP_FILTERS, TIME_BUCKETS, type TimeBucket } from "@/provider/contracts/flights";
import { toggled } from "@/lib/flights/search-params";
import type { FilterFacets, FilterGroupProps } from "./filter-types";

const TIME_NAMES = Object.keys(TIME_BUCKETS) as TimeBucket[];

/** Non-stop, one stop, two or more: each with how many flights it leaves. */
export function StopFilters({ controls, apply, counts }: FilterGroupProps & { counts: FilterFacets["stops"] }) {
  const t = useTranslations("Results");
  const terms = useTranslations("Terms");
  return (
    <fieldset>
      <legend className="ff-legend">{t("stops")}</legend>
      <ul className="ff-list">
        {STOP_FILTERS.map((stop) => (
          <li key={stop}>
            <label className="ff-option">
              <Checkbox
                name="stops"
                value={stop}
                checked={controls.stops?.includes(stop) ?? false}
                onChange={() => apply({ stops: toggled(controls.stops, stop) })}
              />
              <span className="flex-1">{stop === 2 ? terms("stopsOrMore", { count: stop }) : terms("stops", { count: stop })}</span>
              <span aria-hidden className="ff-count">
                {counts[stop]}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Departure time of day, with the hours each bucket covers. */
export function TimeFilters({ controls, apply }: FilterGroupProps) {
  const t = useTranslations("Results");
  return (
    <fieldset>
      <legend className="ff-legend">{t("times")}</legend>
      <ul className="ff-list">
        {TIME_NAMES.map((bucket) => (
          <li key={bucket}>
            <label className="ff-option">
              <Checkbox
                name="times"
                value={bucket}
                checked={controls.times?.includes(bucket) ?? false}
                onChange={() => apply({ times: toggled(controls.times, bucket) })}
              />
              <span className="flex-1">{t(`time.${bucket}`)}</span>
              <bdi dir="ltr" className="ff-count">
                {t(`timeRange.${bucket}`)}
              </bdi>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
