// "City, Country" in the page's language: Arabic separates them with the Arabic comma (،), not a Latin one.
import type { Locale } from "@/lib/i18n/routing";

export function placeName(city: string, country: string, locale: Locale): string {
  return country ? `${city}${locale === "ar" ? "، " : ", "}${country}` : city;
}
