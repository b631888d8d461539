"use client";

import { useMessages, useTranslations } from "next-intl";

// Keys read indirectly: Validation.invalid, and every error code the page's forms can show, which each form's
// messages module lists (tests/i18n/validation-codes.test.ts); AdminValidation's keys only on admin pages.
/**
 * Form errors carry message keys of the `Validation` namespace (the contracts' zod messages and the provider's
 * `fields`), or of `AdminValidation` for the rules only the admin's forms meet (sent to admin pages alone, so a
 * traveller's page does not carry them); this turns one into the page's language.
 */
export function useValidationMessage(): (key: string | undefined) => string | undefined {
  const t = useTranslations("Validation");
  const tAdmin = useTranslations("AdminValidation");
  const messages = useMessages();
  const known = messages.Validation;
  const admin = messages.AdminValidation ?? {};
  return (key) => {
    if (!key) return undefined;
    if (key in known) return t(key as keyof typeof known);
    return key in admin ? tAdmin(key as keyof typeof admin) : t("invalid");
  };
}
