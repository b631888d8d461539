"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { reloadOnceForChunkError } from "@/lib/errors/chunk-reload";
import { globalErrorLabels, globalErrorLocale } from "@/lib/errors/global-error-messages";
import "./globals.css";

// Replaces the root layout when it fails itself, so it renders its own document and picks the language from the URL.
// Next loads this boundary with every page, cached ones included, so it is kept to plain markup: no icons, no shared
// panel (app/[locale]/error.tsx, which catches everything below the layout, has the full one with the error's text).
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // Arabic on the server and while hydrating, then the URL's language (the path does not change while this shows).
  const locale = useSyncExternalStore(
    subscribeToNothing,
    () => globalErrorLocale(window.location.pathname),
    () => "ar" as const,
  );
  const labels = globalErrorLabels(locale);
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the reload has started; the state only says so
    if (reloadOnceForChunkError(error)) setReloading(true);
    else console.error(error);
  }, [error]);

  return (
    <html lang={locale} dir={locale === "ar" ? "rtl" : "ltr"}>
      <body className="flex min-h-dvh flex-col items-center justify-center bg-sand-50 px-4 py-16 font-sans text-center">
        {reloading ? (
          <p role="status" className="text-slate-600">
            {labels.reloading}
          </p>
        ) : (
          <section role="alert" className="w-full max-w-lg rounded-3xl border border-red-100 bg-white p-6 shadow-xl sm:p-10">
            <h1 className="text-2xl font-extrabold text-slate-900">{labels.title}</h1>
            <p className="mt-3 text-slate-600">{labels.description}</p>
            <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
              <button type="button" onClick={reset} className="min-h-12 rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">
                {labels.retry}
              </button>
              <a
                href={locale === "en" ? "/en" : "/"}
                className="inline-flex min-h-12 items-center rounded-full border border-slate-300 px-6 font-semibold text-slate-800 hover:bg-slate-50"
              >
                {labels.home}
              </a>
            </div>
            {error.digest && <p className="mt-6 text-xs text-slate-600">{labels.digest(error.digest)}</p>}
          </section>
        )}
      </body>
    </html>
  );
}

const subscribeToNothing = () => () => {};
