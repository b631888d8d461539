import { setRequestLocale } from "next-intl/server";
import { StaticPage, staticPageMetadata } from "@/components/content/static-page";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/privacy-policy">) {
  return staticPageMetadata("privacy-policy", (await params).locale as Locale);
}

export default async function PrivacyPage({ params }: PageProps<"/[locale]/privacy-policy">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <StaticPage slug="privacy-policy" locale={locale} />;
}
