"use client";

import { useFormContext } from "react-hook-form";
import { useTranslations } from "next-intl";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { BookingFormInput } from "./form-types";

/** Email and phone, asked once: the booking confirmation goes there. */
export function ContactFields({ index }: { index: number }) {
  const t = useTranslations("Booking");
  const message = useValidationMessage();
  const { register, formState } = useFormContext<BookingFormInput>();
  const errors = formState.errors.travelers?.[index];
  const id = (field: string) => `traveler-${index}-${field}`;
  const describedBy = (control: { "aria-describedby": string | undefined }) => [control["aria-describedby"], id("contact-hint")].filter(Boolean).join(" ");
  return (
    <div role="group" aria-labelledby={id("contact-title")} className="mt-5 rounded-xl bg-slate-50 p-3 sm:p-4">
      <p id={id("contact-title")} className="text-sm font-semibold text-slate-800">
        {t("contactTitle")}
      </p>
      <p id={id("contact-hint")} className="mt-0.5 text-xs text-muted">
        {t("contactHint")}
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Field id={id("email")} label={t("email")} error={message(errors?.email?.message)}>
          {(control) => (
            <Input
              {...control}
              aria-describedby={describedBy(control)}
              {...register(`travelers.${index}.email`)}
              type="email"
              inputMode="email"
              dir="ltr"
              autoComplete="email"
              className="text-start"
            />
          )}
        </Field>
        <Field id={id("phone")} label={t("phone")} error={message(errors?.phone?.message)}>
          {(control) => (
            <Input
              {...control}
              aria-describedby={describedBy(control)}
              {...register(`travelers.${index}.phone`)}
              type="tel"
              inputMode="tel"
              dir="ltr"
              autoComplete="tel"
              className="text-start"
              placeholder="+966500000000"
            />
          )}
        </Field>
      </div>
    </div>
  );
}
