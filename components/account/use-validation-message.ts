"use client";

import { useMessages, useTranslations } from "next-intl";

/**
 * Form errors carry message keys of the `Validation` namespace (the contracts' zod messages and the
 * provider's `fields`); this turns one into the page's language.
 */
export function useValidationMessage(): (key: string | undefined) => string | undefined {
  const t = useTranslations("Validation");
  const known = useMessages().Validation;
  return (key) => {
    if (!key) return undefined;
    return key in known ? t(key as keyof typeof known) : t("invalid");
  };
}
