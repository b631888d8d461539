import { getRequestConfig } from "next-intl/server";
import { hasLocale } from "next-intl";
import { locale as rootLocale } from "next/root-params";
import { SITE_TIME_ZONE } from "../format/kept-formatter";
import ar from "../../messages/ar.json";
import en from "../../messages/en.json";
import { routing } from "./routing";

// Both catalogues are imported statically: a dynamic import() is I/O that prerendering cannot finish in its first pass,
// which would turn every page into one rendered per request.
const catalogues = { ar, en } as const;

// The locale is the root layout's param (next/root-params): known while prerendering, part of every cache key, and
// right on every page without each one calling setRequestLocale. A call with an explicit locale (app/global-not-found,
// which is outside [locale]) passes it as `locale`.
export default getRequestConfig(async ({ locale: explicit }) => {
  const requested = explicit ?? (await rootLocale().catch(() => undefined));
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: catalogues[locale], timeZone: SITE_TIME_ZONE };
});
