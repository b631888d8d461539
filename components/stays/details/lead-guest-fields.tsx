"use client";

import { useTranslations } from "next-intl";
import type { StayFormField, StayFormValues } from "@/lib/stays/book-stay";
import { Field } from "@/components/ui/field";
import { Input, inputClasses } from "@/components/ui/input";

type Props = {
  /** What the fields start with (the account's details): uncontrolled, so text typed before the script ran stays. */
  defaults: StayFormValues;
  /** Field → Validation key. */
  errors: Partial<Record<StayFormField, string>>;
  message: (key: string | undefined) => string | undefined;
  /** A field edited: its error goes. */
  onChange: (name: StayFormField) => void;
  ids: Record<StayFormField, string>;
};

/** The lead guest's name (any script), email and phone, and the special requests, each with its error beside it. */
export function LeadGuestFields({ defaults, errors, message, onChange, ids }: Props) {
  const t = useTranslations("StayDetails");
  const bind = (name: StayFormField) => ({ name, defaultValue: defaults[name], onChange: () => onChange(name) });
  return (
    <>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-semibold text-slate-900">{t("leadTitle")}</legend>
        <p className="-mt-1 text-xs text-muted">{t("leadHelp")}</p>
        <Field id={ids["leadGuest.fullName"]} label={t("fullName")} error={message(errors["leadGuest.fullName"])}>
          {(control) => <Input {...control} {...bind("leadGuest.fullName")} autoComplete="name" dir="auto" maxLength={80} />}
        </Field>
        <Field id={ids["leadGuest.email"]} label={t("email")} error={message(errors["leadGuest.email"])}>
          {(control) => (
            <Input {...control} {...bind("leadGuest.email")} type="email" autoComplete="email" inputMode="email" dir="ltr" className="text-start" />
          )}
        </Field>
        <Field id={ids["leadGuest.phone"]} label={t("phone")} hint={t("phoneHint")} error={message(errors["leadGuest.phone"])}>
          {(control) => <Input {...control} {...bind("leadGuest.phone")} type="tel" autoComplete="tel" inputMode="tel" dir="ltr" className="text-start" />}
        </Field>
      </fieldset>
      <Field id={ids.specialRequests} label={t("specialRequests")} hint={t("specialRequestsHint")} error={message(errors.specialRequests)}>
        {(control) => <textarea {...control} {...bind("specialRequests")} rows={3} maxLength={500} dir="auto" className={`${inputClasses} h-auto py-2`} />}
      </Field>
    </>
  );
}
