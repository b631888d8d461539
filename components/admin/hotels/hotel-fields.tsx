"use client";

import { useTranslations } from "next-intl";
import { get, useFormContext, type FieldValues, type Path } from "react-hook-form";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { Field } from "@/components/ui/field";
import { inputClasses } from "@/components/ui/input";
import { OfferTextField } from "../offers/offer-text-field";

/** The admin hotel forms' field makers, read from a react-hook-form context: text, number, select, each with its error. */
export function useHotelFields<T extends FieldValues>(prefix: string) {
  const t = useTranslations("AdminHotels");
  const message = useValidationMessage();
  const form = useFormContext<T>();
  const errorOf = (name: Path<T>) => message((get(form.formState.errors, name) as { message?: string } | undefined)?.message);
  const id = (name: string) => `${prefix}-${name}`;
  const text = (name: Path<T>, extra: Partial<Parameters<typeof OfferTextField>[0]> = {}) => (
    <OfferTextField id={id(name)} label={extra.label ?? t(`fields.${name}` as never)} error={errorOf(name)} registration={form.register(name)} {...extra} />
  );
  const select = (name: Path<T>, options: readonly { value: string; label: string }[]) => (
    <Field id={id(name)} label={t(`fields.${name}` as never)} error={errorOf(name)}>
      {(ctl) => (
        <select {...ctl} {...form.register(name)} className={inputClasses}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return { t, form, errorOf, id, text, select };
}

export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-1 text-base font-bold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}
