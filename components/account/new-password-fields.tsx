"use client";

import { useTranslations } from "next-intl";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { PasswordChecklist } from "./password-checklist";

type NewPasswordFieldsProps = {
  /** Prefix of the element ids, unique on the page. */
  idPrefix: string;
  label: string;
  password: { field: UseFormRegisterReturn; value: string; error?: string };
  confirmation: { field: UseFormRegisterReturn; value: string; error?: string };
};

/** A new password with its confirmation and the live checklist of SPEC §5's rules (register, reset, settings). */
export function NewPasswordFields({ idPrefix, label, password, confirmation }: NewPasswordFieldsProps) {
  const t = useTranslations("Auth");
  const toggle = { showLabel: t("showPassword"), hideLabel: t("hidePassword") };
  const rulesId = `${idPrefix}-rules`;
  return (
    <>
      <Field id={`${idPrefix}-password`} label={label} error={password.error}>
        {(ctl) => (
          <PasswordInput
            {...ctl}
            aria-describedby={[ctl["aria-describedby"], rulesId].filter(Boolean).join(" ")}
            {...password.field}
            autoComplete="new-password"
            {...toggle}
          />
        )}
      </Field>
      <Field id={`${idPrefix}-confirm`} label={t("confirmPassword")} error={confirmation.error}>
        {(ctl) => <PasswordInput {...ctl} {...confirmation.field} autoComplete="new-password" {...toggle} />}
      </Field>
      <PasswordChecklist id={rulesId} password={password.value} confirmation={confirmation.value} />
    </>
  );
}
