"use client";

// What travellers can add to the flight: extra bags (weight, price) and meals from the catalogue.
import { Controller, useFieldArray, useFormContext } from "react-hook-form";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { FLIGHT_MAX_BAGS, type FlightFormValues } from "@/provider/contracts/admin-flights";
import type { FlightFormOptions } from "@/lib/admin/flights";
import { Checkbox } from "@/components/ui/checkbox";
import { AddButton, FormSection, ListError, MoneyField, NumberField, RemoveButton } from "./form-parts";

export function FlightBagsSection({ inUse }: { inUse: readonly number[] }) {
  const t = useTranslations("AdminFlights");
  const { control, getValues } = useFormContext<FlightFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "bags", keyName: "key" });
  return (
    <FormSection title={t("sections.bags")}>
      <ListError path="bags" />
      {fields.length === 0 ? <p className="text-sm text-slate-600">{t("bags.none")}</p> : null}
      <ul className="flex flex-col gap-3">
        {fields.map((item, index) => {
          const id = getValues(`bags.${index}.id`);
          const locked = id !== undefined && inUse.includes(id);
          return (
            <li key={item.key} className="grid items-start gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-[1fr_1fr_auto]">
              <NumberField path={`bags.${index}.weightKg`} label={t("bags.weight")} min={1} max={100} />
              <MoneyField path={`bags.${index}.price`} label={t("bags.price")} />
              <div className="sm:pt-7">
                <RemoveButton
                  label={t("bags.remove", { n: index + 1 })}
                  title={locked ? t("bags.inUse") : undefined}
                  disabled={locked}
                  onClick={() => remove(index)}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <AddButton
        label={t("bags.add")}
        disabled={fields.length >= FLIGHT_MAX_BAGS}
        onClick={() => append({ weightKg: 23, price: Number.NaN }, { shouldFocus: true })}
      />
    </FormSection>
  );
}

export function FlightMealsSection({ meals }: { meals: FlightFormOptions["meals"] }) {
  const t = useTranslations("AdminFlights");
  const ar = useLocale() === "ar";
  const format = useFormatter();
  const { control } = useFormContext<FlightFormValues>();
  return (
    <FormSection title={t("sections.meals")}>
      <ListError path="mealIds" />
      {meals.length === 0 ? (
        <p className="text-sm text-slate-600">{t("meals.none")}</p>
      ) : (
        <Controller
          control={control}
          name="mealIds"
          render={({ field }) => (
            <ul aria-label={t("meals.legend")} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {meals.map((meal) => {
                const checked = field.value.includes(meal.id);
                return (
                  <li key={meal.id}>
                    <label className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50">
                      <Checkbox
                        checked={checked}
                        onBlur={field.onBlur}
                        onChange={() => field.onChange(checked ? field.value.filter((id) => id !== meal.id) : [...field.value, meal.id])}
                      />
                      <span className="flex-1">{ar ? meal.nameAr : meal.nameEn}</span>
                      <span className="tabular-nums text-slate-500">{format.number(meal.price / 100, { style: "currency", currency: "SAR" })}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        />
      )}
    </FormSection>
  );
}
