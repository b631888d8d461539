// "City, Country" in the page's language: Arabic separates them with the Arabic comma (،), not a Latin one.
import type { Locale } from "@/lib/i18n/routing";

export function placeName(city: string, country: string, locale: Locale): string {
  return country ? `${city}${locale === "ar" ? "، " : ", "}${country}` : city;
}

/**
 * A stay's address with its city named once: stored addresses often end with the city already ("Al Rawdah, Jeddah",
 * "حي الروضة، جدة"), some do not ("Olaya"); the city is added only when no part of the address is it.
 */
export function addressInCity(address: string, city: string, locale: Locale): string {
  const trimmed = address.trim();
  if (!city.trim()) return trimmed;
  if (!trimmed) return city;
  const fold = (s: string) => s.trim().toLocaleLowerCase(locale);
  const named = trimmed.split(/[,،·]/).some((part) => fold(part) === fold(city));
  return named ? trimmed : placeName(trimmed, city, locale);
}
