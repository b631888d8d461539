"use client";

import { useLocale, useTranslations } from "next-intl";
import { ErrorPanel } from "@/components/errors/error-panel";
import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("ErrorPanel");
  const locale = useLocale() as Locale;
  return (
    <ErrorPanel
      error={error}
      reset={reset}
      homeHref={getPathname({ href: "/", locale })}
      labels={{
        title: t("title"),
        description: t("description"),
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
