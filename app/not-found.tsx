import type { Metadata } from "next";
import { hasLocale } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { PageNotFound } from "@/components/errors/page-not-found";
import { SiteDocument, siteViewport } from "@/components/layout/site-document";
import { routing } from "@/lib/i18n/routing";
import "./globals.css";

// Unknown paths match no route (there is deliberately no [locale]/[...rest] catch-all), so Next renders this file
// as the /_not-found page: real server HTML with a 404. A catch-all calling notFound() also answers 404, but in a
// dynamic render Next then sends an empty error shell and draws the page with client JavaScript only
// (vercel/next.js#62228). The locale comes from the proxy's next-intl middleware; paths it skips get the default.
async function requestLocale() {
  const locale = await getLocale();
  return hasLocale(routing.locales, locale) ? locale : routing.defaultLocale;
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = await requestLocale();
  const [t, meta] = await Promise.all([
    getTranslations({ locale, namespace: "NotFound" }),
    getTranslations({ locale, namespace: "Metadata" }),
  ]);
  return { title: `${t("metaTitle")} | ${meta("brand")}`, description: meta("description"), robots: { index: false } };
}

export const viewport = siteViewport;

export default async function GlobalNotFound() {
  return (
    <SiteDocument locale={await requestLocale()}>
      <PageNotFound />
    </SiteDocument>
  );
}
