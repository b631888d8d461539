"use client";

import { useFieldArray, useFormContext } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Plus, Trash2 } from "lucide-react";
import { LUGGAGE_TYPES, MAX_LUGGAGE_ITEMS, MAX_LUGGAGE_WEIGHT_KG } from "@/provider/contracts/reservations";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { Button } from "@/components/ui/button";
import { Input, inputClasses } from "@/components/ui/input";
import type { BookingFormInput } from "./form-types";

/** A traveller's luggage items (weight and type), added and removed one by one up to the allowed count. */
export function LuggageList({ index: i, title }: { index: number; title: string }) {
  const t = useTranslations("Booking");
  const message = useValidationMessage();
  const { register, formState } = useFormContext<BookingFormInput>();
  const errors = formState.errors.travelers?.[i];
  const luggage = useFieldArray<BookingFormInput, `travelers.${number}.luggage`>({ name: `travelers.${i}.luggage` });
  const id = (field: string) => `traveler-${i}-${field}`;
  return (
    <div className="mt-6">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-800">{t("luggageTitle")}</p>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => luggage.append({ weightKg: "" as unknown as number, type: "carry-on" })}
          disabled={luggage.fields.length >= MAX_LUGGAGE_ITEMS}
          aria-label={t("addLuggageFor", { traveler: title })}
        >
          <Plus aria-hidden className="size-4" />
          {t("addLuggage")}
        </Button>
      </div>
      {luggage.fields.length === 0 ? <p className="mt-1 text-xs text-muted">{t("luggageEmpty")}</p> : null}
      <ul className="mt-2 flex flex-col gap-2">
        {luggage.fields.map((field, j) => {
          const itemErrors = errors?.luggage?.[j];
          return (
            <li key={field.id} className="grid grid-cols-[1fr_1.4fr_auto] items-start gap-2">
              <div>
                <label htmlFor={id(`lw-${j}`)} className="sr-only">
                  {t("luggageWeight")}
                </label>
                <div className="relative">
                  <Input
                    id={id(`lw-${j}`)}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_LUGGAGE_WEIGHT_KG}
                    placeholder={t("luggageWeight")}
                    aria-invalid={itemErrors?.weightKg ? true : undefined}
                    {...register(`travelers.${i}.luggage.${j}.weightKg`)}
                    className="pe-10"
                  />
                  <span className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-xs text-muted">{t("kg")}</span>
                </div>
                {itemErrors?.weightKg ? <p className="mt-1 text-xs text-red-700">{message(itemErrors.weightKg.message)}</p> : null}
              </div>
              <div>
                <label htmlFor={id(`lt-${j}`)} className="sr-only">
                  {t("luggageType")}
                </label>
                <select id={id(`lt-${j}`)} {...register(`travelers.${i}.luggage.${j}.type`)} className={inputClasses}>
                  {LUGGAGE_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`luggageTypes.${type}`)}
                    </option>
                  ))}
                </select>
              </div>
              <Button variant="ghost" size="icon" onClick={() => luggage.remove(j)} aria-label={t("removeLuggage")}>
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
