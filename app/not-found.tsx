import type { Metadata } from "next";
import { NotFoundView } from "@/components/errors/not-found-view";
import { buttonClasses } from "@/components/ui/button";
import { roboto } from "@/lib/fonts";
import messages from "@/messages/en.json";
import "./globals.css";

// Paths outside the locale tree (e.g. a missing /file.txt) never reach a locale, so this page is English
// and brings its own document (the root layout only passes children through).
const t = messages.NotFound;

export const metadata: Metadata = { title: `${t.metaTitle} | ${messages.Metadata.brand}`, robots: { index: false } };

export default function GlobalNotFound() {
  return (
    <html lang="en" dir="ltr" className={roboto.variable}>
      <body className="flex min-h-dvh flex-col font-sans">
        <NotFoundView
          title={t.title}
          description={t.description}
          actions={
            // A plain anchor: there is no next-intl context outside the locale tree.
            <a href="/en" className={buttonClasses("primary", "lg", "rounded-full")}>
              {t.backHome}
            </a>
          }
        />
      </body>
    </html>
  );
}
