import { setRequestLocale } from "next-intl/server";
import { StaticPage, staticPageMetadata } from "@/components/content/static-page";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/terms-and-conditions">) {
  return staticPageMetadata("terms-and-conditions", (await params).locale as Locale);
}

export default async function TermsPage({ params }: PageProps<"/[locale]/terms-and-conditions">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  return <StaticPage slug="terms-and-conditions" locale={locale} />;
}
