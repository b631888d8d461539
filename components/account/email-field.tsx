"use client";

import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";

/** The email field of the account forms: left-to-right even in Arabic, with the email keyboard and autofill. */
export function EmailField({ id, field, error }: { id: string; field: UseFormRegisterReturn; error?: string }) {
  const t = useTranslations("Auth");
  return (
    <Field id={id} label={t("email")} error={error}>
      {(ctl) => (
        <Input {...ctl} {...field} type="email" inputMode="email" autoComplete="email" dir="ltr" className="text-start" placeholder={t("emailPlaceholder")} />
      )}
    </Field>
  );
}
