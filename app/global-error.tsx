"use client";

import { useSyncExternalStore } from "react";
import { ErrorPanel } from "@/components/errors/error-panel";
import { globalErrorLabels, globalErrorLocale } from "@/lib/errors/global-error-messages";
import "./globals.css";

// Replaces the root layout when it fails itself, so it renders its own document and picks the language from the URL.
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // Arabic on the server and while hydrating, then the URL's language (the path does not change while this shows).
  const locale = useSyncExternalStore(subscribeToNothing, () => globalErrorLocale(window.location.pathname), () => "ar" as const);
  return (
    <html lang={locale} dir={locale === "ar" ? "rtl" : "ltr"}>
      <body className="flex min-h-dvh flex-col bg-sand-50 font-sans">
        <ErrorPanel error={error} reset={reset} labels={globalErrorLabels(locale)} homeHref={locale === "en" ? "/en" : "/"} />
      </body>
    </html>
  );
}

const subscribeToNothing = () => () => {};
