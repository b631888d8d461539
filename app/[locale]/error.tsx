"use client";

import { useLayoutText } from "@/components/i18n/layout-text";
import { ErrorPanel } from "@/components/errors/error-panel";
import { isServiceUnavailable } from "@/lib/http/service-unavailable";
import { getPathname, useLocale } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useLayoutText("ErrorPanel");
  const locale = useLocale() as Locale;
  // An outage (the provider cannot say who is signed in) reads as one, not as a fault of this page.
  const unavailable = isServiceUnavailable(error);
  return (
    <ErrorPanel
      error={error}
      reset={reset}
      homeHref={getPathname({ href: "/", locale })}
      labels={{
        title: unavailable ? t("unavailableTitle") : t("title"),
        description: unavailable ? t("unavailableDescription") : t("description"),
        showError: t("showError"),
        hideError: t("hideError"),
        retry: t("retry"),
        home: t("home"),
        digest: (digest) => t("digest", { digest }),
        reloading: t("reloading"),
      }}
    />
  );
}
