"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input, inputClasses } from "@/components/ui/input";

type Props = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
  /** The language typed: Arabic fields are right-to-left whatever the page's language. */
  lang?: "ar" | "en";
  /** Lines of a multi-line text; a single line when absent. */
  rows?: number;
  type?: "text" | "url" | "number";
  className?: string;
  upper?: boolean;
  maxLength?: number;
  min?: string;
  max?: string;
};

/** A labelled text or number input of an admin form, or a textarea when `rows` is given. */
export function OfferTextField({ id, label, hint, error, registration, lang, rows, type = "text", className = "", upper, maxLength, min, max }: Props) {
  const dir = lang === "ar" ? "rtl" : lang === "en" ? "ltr" : undefined;
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(control) =>
        rows ? (
          <textarea
            {...control}
            {...registration}
            rows={rows}
            dir={dir}
            lang={lang}
            maxLength={maxLength}
            className={`${inputClasses} h-auto py-2 text-start leading-relaxed`}
          />
        ) : (
          <Input
            {...control}
            {...registration}
            type={type}
            dir={type === "text" ? dir : "ltr"}
            lang={lang}
            maxLength={maxLength}
            min={min}
            max={max}
            autoComplete="off"
            className={`text-start ${upper ? "uppercase" : ""}`}
          />
        )
      }
    </Field>
  );
}
