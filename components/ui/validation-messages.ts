import { getTranslations } from "next-intl/server";

/**
 * Server side of useValidationMessage: a Validation key (the contract's or the provider's) in the page's language;
 * with `admin`, the rules only the admin's forms meet (AdminValidation) too.
 */
export async function validationMessages({ admin = false }: { admin?: boolean } = {}): Promise<(key: string) => string> {
  const [t, tAdmin] = await Promise.all([getTranslations("Validation"), admin ? getTranslations("AdminValidation") : null]);
  return (key) => (t.has(key as "invalid") ? t(key as "invalid") : tAdmin?.has(key as "tooLong") ? tAdmin(key as "tooLong") : t("invalid"));
}
