import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageNotFound } from "@/components/errors/page-not-found";
import { SiteDocument, siteViewport } from "@/components/layout/site-document";
import { routing } from "@/lib/i18n/routing";
import "./globals.css";

// Paths under a locale are answered by proxy.ts with that locale's 404 page (app/[locale]/page-not-found). This one
// is only drawn for what the proxy does not route (e.g. a path with a file extension): it is prerendered, so it
// cannot read the request, and speaks the default language.
const locale = routing.defaultLocale;

export async function generateMetadata(): Promise<Metadata> {
  const [t, meta] = await Promise.all([getTranslations({ locale, namespace: "NotFound" }), getTranslations({ locale, namespace: "Metadata" })]);
  return { title: `${t("metaTitle")} | ${meta("brand")}`, description: meta("description"), robots: { index: false } };
}

export const viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <SiteDocument locale={locale}>
      <PageNotFound />
    </SiteDocument>
  );
}
