import type { Viewport } from "next";
import { CurrencySwitch } from "@/components/currency/currency-switch";
import { Providers } from "@/components/providers";
import { getRates } from "@/lib/currency/server";
import { FONT_FILES } from "@/lib/fonts";
import { LayoutTextProvider } from "@/components/i18n/layout-text";
import { layoutText } from "@/lib/i18n/layout-text";
import { directionOf, type Locale } from "@/lib/i18n/routing";
import { Footer } from "./footer";
import { LiveRegion } from "./live-announcer";
import { Navbar } from "./navbar";

/** The viewport of every document of the site (the locale layout and the global not-found page). */
export const siteViewport: Viewport = { themeColor: "#1f575c", width: "device-width", initialScale: 1 };

/**
 * The whole document around a page (html lang/dir, fonts, providers, navbar, footer). The locale layout uses it,
 * and so does app/not-found.tsx, which Next renders outside [locale] for paths no route matches. It reads nothing of
 * the request, so every page built on it can be served from cache.
 */
export async function SiteDocument({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const dir = directionOf(locale);
  const [rates, text] = await Promise.all([getRates(), layoutText(locale)]);
  return (
    <html lang={locale} dir={dir}>
      {/* The page's face is on its first paint (app/globals.css names it by the page's language; lib/fonts/index.ts says
          why by hand). <link>s in the document, not react-dom's preload(): from a server component that only reaches
          the React payload, read after the paint. */}
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router's root document writes its own <head>; next/head is the Pages Router's. */}
      <head>
        {FONT_FILES[locale].map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
      </head>
      <body className="flex min-h-dvh flex-col font-sans">
        <LayoutTextProvider text={text}>
          <Providers dir={dir} rates={rates}>
            <Navbar>
              <CurrencySwitch />
            </Navbar>
            {/* Pages render their own <main>; this wrapper is the skip link's target and fills the height. */}
            <div id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
              {children}
            </div>
            <Footer />
            <LiveRegion />
          </Providers>
        </LayoutTextProvider>
      </body>
    </html>
  );
}
