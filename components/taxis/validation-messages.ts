import { getTranslations } from "next-intl/server";

/** Server side of useValidationMessage: a Validation key (the contract's or the provider's) in the page's language. */
export async function validationMessages(): Promise<(key: string) => string> {
  const t = await getTranslations("Validation");
  return (key) => (t.has(key as "invalid") ? t(key as "invalid") : t("invalid"));
}
