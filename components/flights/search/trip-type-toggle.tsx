"use client";

import { useTranslations } from "next-intl";

/** One way or round trip, as two radios drawn as a segmented switch. */
export function TripTypeToggle({ roundTrip, onChange }: { roundTrip: boolean; onChange: (roundTrip: boolean) => void }) {
  const t = useTranslations("Search");
  return (
    <fieldset className="flex rounded-full bg-slate-100 p-1">
      <legend className="sr-only">{t("tripType")}</legend>
      {(["oneway", "round"] as const).map((trip) => (
        <label key={trip} className="sf-trip">
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
