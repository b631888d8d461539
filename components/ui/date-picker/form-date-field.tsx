"use client";

import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { DatePicker } from "./date-picker";

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** The form's field, holding yyyy-mm-dd or "". */
  name: FieldPath<T>;
  /** The control's id (the label points at it; its error is `${id}-error`, its hint `${id}-hint`). */
  id: string;
  label: React.ReactNode;
  /** Translated. */
  error?: string;
  hint?: React.ReactNode;
  min?: string;
  max?: string;
  disabled?: boolean;
  className?: string;
};

/** A labelled date of a react-hook-form form: the calendar button, its label, hint and error (Field). */
export function FormDateField<T extends FieldValues>({ control, name, id, label, error, hint, min, max, disabled, className }: Props<T>) {
  const {
    field: { value, onChange, onBlur, ref },
  } = useController({ control, name });
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(ctl) => (
        <DatePicker
          {...ctl}
          value={typeof value === "string" ? value : ""}
          onChange={onChange}
          onBlur={onBlur}
          buttonRef={ref}
          min={min}
          max={max}
          disabled={disabled}
        />
      )}
    </Field>
  );
}
