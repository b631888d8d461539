"use client";

// The cabins the flight sells and their price per adult; beside each, how many seats of it the chosen plane has.
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useTranslations } from "next-intl";
import { FARE_CLASSES } from "@/provider/contracts/flight-rules";
import type { FlightFormValues } from "@/provider/contracts/admin-flights";
import type { FlightFormOptions } from "@/lib/admin/flights";
import { Field } from "@/components/ui/field";
import { AddButton, fieldId, FormSection, ListError, MoneyField, RemoveButton, useFieldError } from "./form-parts";

export function FlightClassesSection({ planes, inUse }: { planes: FlightFormOptions["planes"]; inUse: readonly string[] }) {
  const t = useTranslations("AdminFlights");
  const terms = useTranslations("Terms");
  const { control, register } = useFormContext<FlightFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "classes" });
  const errorOf = useFieldError();
  const [planeId, classes] = useWatch({ control, name: ["planeId", "classes"] });
  const plane = planes.find((p) => p.id === planeId);
  const unused = FARE_CLASSES.filter((cls) => !(classes ?? []).some((c) => c.class === cls));

  return (
    <FormSection title={t("sections.classes")}>
      <ListError path="classes" />
      <ul className="flex flex-col gap-3">
        {fields.map((item, index) => {
          const cls = classes?.[index]?.class ?? item.class;
          const locked = inUse.includes(cls);
          return (
            <li key={item.id} className="grid items-start gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-[1fr_1fr_auto]">
              <Field
                id={fieldId(`classes.${index}.class`)}
                label={t("classes.class")}
                hint={plane ? t("classes.seats", { count: plane.seats[cls] }) : undefined}
                error={errorOf(`classes.${index}.class`)}
              >
                {(ctl) => (
                  <select
                    {...ctl}
                    {...register(`classes.${index}.class`)}
                    className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base sm:text-sm"
                  >
                    {FARE_CLASSES.map((option) => (
                      <option key={option} value={option}>
                        {terms(`cabin.${option}`)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <MoneyField path={`classes.${index}.price`} label={t("classes.price")} />
              <div className="sm:pt-7">
                <RemoveButton
                  label={t("classes.remove", { n: index + 1 })}
                  title={locked ? t("classes.inUse") : undefined}
                  disabled={locked}
                  onClick={() => remove(index)}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <AddButton label={t("classes.add")} disabled={!unused.length} onClick={() => append({ class: unused[0]!, price: Number.NaN }, { shouldFocus: true })} />
    </FormSection>
  );
}
