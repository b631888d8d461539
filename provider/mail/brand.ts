// What every mail of the provider shares: the brand's name in each language and SAR amounts in the mail's language.
import type { ProviderLocale } from "../http/locale";

export const BRAND = { ar: "رحّال", en: "Rahhal" } as const;

/** A SAR amount in minor units, as the mail's language writes money. */
export const sar = (minor: number, locale: ProviderLocale) =>
  new Intl.NumberFormat(locale === "ar" ? "ar-SA" : "en-US", { style: "currency", currency: "SAR" }).format(minor / 100);
