import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { SiteDocument, siteViewport } from "@/components/layout/site-document";
import { appOrigin } from "@/lib/http/app-origin";
import { routing } from "@/lib/i18n/routing";
import "../globals.css";

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : "ar", namespace: "Metadata" });
  // Absolute URLs in metadata (canonical, hreflang, Open Graph) name APP_URL, never the request's Host.
  // The installable app's manifest in the page's language (public/manifest-*.webmanifest: name, lang, dir, start page).
  const manifest = `/manifest-${locale === "en" ? "en" : "ar"}.webmanifest`;
  return { metadataBase: new URL(appOrigin()), title: { default: t("title"), template: `%s | ${t("brand")}` }, description: t("description"), manifest };
}

export const viewport = siteViewport;

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <SiteDocument locale={locale}>{children}</SiteDocument>;
}
