"use client";

// The small pieces every section of the flight form is made of: a titled fieldset, fields bound to the form by their
// path (label, error beside the field from the Validation namespace), and the add/remove buttons of a list.
import { Controller, get, useFormContext } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import type { FlightFormValues } from "@/provider/contracts/admin-flights";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { FormDateField } from "@/components/ui/date-picker/form-date-field";
import { MoneyInput } from "../money-input";

export function FormSection({ title, children, aside }: { title: string; children: React.ReactNode; aside?: React.ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 border-t border-slate-100 pt-6 first:border-t-0 first:pt-0">
      <legend className="float-start w-full text-lg font-bold text-slate-900">{title}</legend>
      {aside}
      {children}
    </fieldset>
  );
}

/** The translated error of a field path ("tickets.1.nameAr"), or of a list as a whole ("classes"). */
export function useFieldError(): (path: string) => string | undefined {
  const message = useValidationMessage();
  const { formState } = useFormContext<FlightFormValues>();
  return (path) => {
    const error = get(formState.errors, path) as { message?: string; root?: { message?: string } } | undefined;
    return message(error?.message ?? error?.root?.message);
  };
}

/** `path` as an id: "tickets.1.nameAr" → "flight-tickets-1-nameAr". */
export const fieldId = (path: string) => `flight-${path.replace(/\./g, "-")}`;

type TextProps = {
  path: string;
  label: string;
  hint?: string;
  /** "clock": a 24-hour HH:MM typed as text (a native time input reads "09:35 AM" in an English browser). */
  type?: "text" | "clock";
  dir?: "rtl" | "ltr";
  maxLength?: number;
  upper?: boolean;
  multiline?: boolean;
  className?: string;
};

const CLOCK_INPUT = { type: "text", placeholder: "HH:MM", pattern: "([01][0-9]|2[0-3]):[0-5][0-9]" } as const;

export function TextField({ path, label, hint, type = "text", dir, maxLength, upper, multiline, className }: TextProps) {
  const { register } = useFormContext<FlightFormValues>();
  const errorOf = useFieldError();
  const lang = dir === "rtl" ? "ar" : dir === "ltr" ? "en" : undefined;
  return (
    <Field id={fieldId(path)} label={label} hint={hint} error={errorOf(path)} className={className}>
      {(ctl) =>
        multiline ? (
          <textarea
            {...ctl}
            {...register(path as never)}
            dir={dir}
            lang={lang}
            maxLength={maxLength}
            rows={3}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 text-start focus:border-brand-500 aria-invalid:border-red-500 sm:text-sm"
          />
        ) : (
          <Input
            {...ctl}
            {...register(path as never)}
            {...(type === "clock" ? CLOCK_INPUT : { type })}
            dir={dir}
            lang={lang}
            maxLength={type === "clock" ? 5 : maxLength}
            autoComplete="off"
            className={`text-start ${upper ? "uppercase" : ""}`}
          />
        )
      }
    </Field>
  );
}

/** A day of the flight (yyyy-mm-dd) as the calendar button. */
export function DateField({ path, label }: { path: string; label: string }) {
  const { control } = useFormContext<FlightFormValues>();
  const errorOf = useFieldError();
  return <FormDateField control={control} name={path as never} id={fieldId(path)} label={label} error={errorOf(path)} />;
}

export function MoneyField({ path, label, hint, className }: { path: string; label: string; hint?: string; className?: string }) {
  const { control } = useFormContext<FlightFormValues>();
  const errorOf = useFieldError();
  return (
    <Field id={fieldId(path)} label={label} hint={hint} error={errorOf(path)} className={className}>
      {(ctl) => (
        <Controller
          control={control}
          name={path as never}
          render={({ field }) => <MoneyInput {...ctl} name={field.name} value={field.value as number} onChange={field.onChange} onBlur={field.onBlur} />}
        />
      )}
    </Field>
  );
}

export function NumberField({ path, label, min, max }: { path: string; label: string; min: number; max: number }) {
  const { register } = useFormContext<FlightFormValues>();
  const errorOf = useFieldError();
  return (
    <Field id={fieldId(path)} label={label} error={errorOf(path)}>
      {(ctl) => (
        <Input
          {...ctl}
          {...register(path as never, { valueAsNumber: true })}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          dir="ltr"
          className="text-start"
        />
      )}
    </Field>
  );
}

/** A select of records by id (NaN until one is chosen). */
export function RecordSelect({
  path,
  label,
  hint,
  choose,
  options,
}: {
  path: string;
  label: string;
  hint?: string;
  choose: string;
  options: { id: number; label: string }[];
}) {
  const { register } = useFormContext<FlightFormValues>();
  const errorOf = useFieldError();
  return (
    <Field id={fieldId(path)} label={label} hint={hint} error={errorOf(path)}>
      {(ctl) => (
        <select
          {...ctl}
          {...register(path as never, { valueAsNumber: true })}
          className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-500 aria-invalid:border-red-500 sm:text-sm"
        >
          <option value="">{choose}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The error of a list as a whole ("at least one class"), announced when it appears. */
export function ListError({ path }: { path: string }) {
  const error = useFieldError()(path);
  return error ? (
    <p role="alert" id={`${fieldId(path)}-error`} className="text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

export function AddButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <Button type="button" variant="outline" size="sm" onClick={onClick} disabled={disabled} className="w-fit">
      <Plus aria-hidden className="size-4" />
      {label}
    </Button>
  );
}

export function RemoveButton({ label, onClick, disabled, title }: { label: string; onClick: () => void; disabled?: boolean; title?: string }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={title ?? label}
      className="text-red-700 hover:bg-red-50"
    >
      <Trash2 aria-hidden className="size-4" />
    </Button>
  );
}
