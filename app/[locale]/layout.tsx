import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CurrencySwitch } from "@/components/currency/currency-switch";
import { Footer } from "@/components/layout/footer";
import { Navbar } from "@/components/layout/navbar";
import { Providers } from "@/components/providers";
import { getDisplayCurrency, getRates } from "@/lib/currency/server";
import { cairo, roboto } from "@/lib/fonts";
import { directionOf, routing } from "@/lib/i18n/routing";
import "../globals.css";

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : "ar", namespace: "Metadata" });
  return { title: { default: t("title"), template: `%s | ${t("brand")}` }, description: t("description") };
}

export const viewport: Viewport = { themeColor: "#1f575c", width: "device-width", initialScale: 1 };

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const dir = directionOf(locale);
  const font = locale === "ar" ? cairo : roboto;
  const [currency, rates] = await Promise.all([getDisplayCurrency(), getRates()]);
  return (
    <html lang={locale} dir={dir} className={font.variable}>
      <body className="flex min-h-dvh flex-col font-sans">
        <NextIntlClientProvider>
          <Providers dir={dir} currency={currency} rates={rates}>
            <Navbar>
              <CurrencySwitch />
            </Navbar>
            {/* Pages render their own <main>; this wrapper is the skip link's target and fills the height. */}
            <div id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
              {children}
            </div>
            <Footer />
          </Providers>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
