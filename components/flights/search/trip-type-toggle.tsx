"use client";

import { useTranslations } from "next-intl";

/** One way or round trip, as two radios drawn as a segmented switch. */
export function TripTypeToggle({ roundTrip, onChange }: { roundTrip: boolean; onChange: (roundTrip: boolean) => void }) {
  const t = useTranslations("Search");
  return (
    <fieldset className="flex rounded-full bg-slate-100 p-1">
      <legend className="sr-only">{t("tripType")}</legend>
      {(["oneway", "round"] as const).map((trip) => (
        <label
          key={trip}
          className="cursor-pointer rounded-full px-4 py-1.5 text-sm font-semibold text-slate-600 has-[:checked]:bg-white has-[:checked]:text-brand-800 has-[:checked]:shadow has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus"
        >
          <input
            type="radio"
            name="trip"
            value={trip}
            checked={roundTrip === (trip === "round")}
            onChange={() => onChange(trip === "round")}
            className="sr-only"
          />
          {trip === "round" ? t("roundTrip") : t("oneWay")}
        </label>
      ))}
    </fieldset>
  );
}
