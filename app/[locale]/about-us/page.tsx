import { setRequestLocale } from "next-intl/server";
import { StaticPage, staticPageMetadata } from "@/components/content/static-page";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/about-us">) {
  return staticPageMetadata("about-us", (await params).locale as Locale);
}

export default async function AboutUsPage({ params }: PageProps<"/[locale]/about-us">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <StaticPage slug="about-us" locale={locale} />;
}
