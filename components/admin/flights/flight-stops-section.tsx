"use client";

// Where the flight stops on the way and for how long.
import { useFieldArray, useFormContext } from "react-hook-form";
import { useLocale, useTranslations } from "next-intl";
import { FLIGHT_MAX_STOPS, type FlightFormValues } from "@/provider/contracts/admin-flights";
import type { FlightFormOptions } from "@/lib/admin/flights";
import { AddButton, FormSection, ListError, NumberField, RecordSelect, RemoveButton } from "./form-parts";

export function FlightStopsSection({ airports }: { airports: FlightFormOptions["airports"] }) {
  const t = useTranslations("AdminFlights");
  const ar = useLocale() === "ar";
  const { control } = useFormContext<FlightFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "stops" });
  const options = airports.map((a) => ({ id: a.id, label: `${a.code} · ${ar ? a.nameAr : a.nameEn}` }));

  return (
    <FormSection title={t("sections.stops")}>
      <ListError path="stops" />
      {fields.length === 0 ? <p className="text-sm text-slate-600">{t("stops.none")}</p> : null}
      <ul className="flex flex-col gap-3">
        {fields.map((item, index) => (
          <li key={item.id} className="grid items-start gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-[1fr_1fr_auto]">
            <RecordSelect path={`stops.${index}.airportId`} label={t("stops.airport")} choose={t("choose")} options={options} />
            <NumberField path={`stops.${index}.durationMinutes`} label={t("stops.duration")} min={5} max={1440} />
            <div className="sm:pt-7">
              <RemoveButton label={t("stops.remove", { n: index + 1 })} onClick={() => remove(index)} />
            </div>
          </li>
        ))}
      </ul>
      <AddButton
        label={t("stops.add")}
        disabled={fields.length >= FLIGHT_MAX_STOPS}
        onClick={() => append({ airportId: Number.NaN, durationMinutes: 60 }, { shouldFocus: true })}
      />
    </FormSection>
  );
}
