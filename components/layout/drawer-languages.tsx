"use client";

import { Check, Globe } from "lucide-react";
import { useLayoutText } from "@/components/i18n/layout-text";
import { locales, type Locale } from "@/lib/i18n/routing";
import { switchLocale } from "./language-switch";

/** The drawer's language switch: both languages as toggle buttons, the current one pressed. */
export function DrawerLanguages({ locale, pathname }: { locale: Locale; pathname: string }) {
  const t = useLayoutText("Nav");
  return (
    <div className="border-t border-slate-100 p-3">
      <p className="flex items-center gap-2 px-3 pb-2 text-xs font-semibold uppercase tracking-wide text-muted">
        <Globe aria-hidden className="size-4" />
        {t("language")}
      </p>
      <div role="group" aria-label={t("changeLanguage")} className="grid grid-cols-2 gap-2">
        {locales.map((option) => (
          <button
            key={option}
            type="button"
            lang={option}
            aria-pressed={option === locale}
            onClick={() => option !== locale && switchLocale(pathname, option)}
            className={`flex h-11 items-center justify-center gap-2 rounded-xl border text-sm font-semibold transition-colors ${
              option === locale ? "border-brand-600 bg-brand-50 text-brand-800" : "border-slate-200 text-slate-700 hover:border-brand-300"
            }`}
          >
            {option === locale && <Check aria-hidden className="size-4" />}
            {t(`languages.${option}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
