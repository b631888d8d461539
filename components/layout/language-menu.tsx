"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Check, ChevronDown, Globe } from "lucide-react";
import { useLayoutText } from "@/components/i18n/layout-text";
import { useLocale, usePathname } from "@/lib/i18n/navigation";
import { locales, type Locale } from "@/lib/i18n/routing";
import { switchLocale } from "./language-switch";
import { menuContentClasses, menuItemClasses } from "./menu-styles";

export function LanguageMenu() {
  const t = useLayoutText("Nav");
  const locale = useLocale();
  const pathname = usePathname();
  // Not modal: a modal menu hides the page with aria-hidden while its links stay focusable (axe aria-hidden-focus).
  // Focus still moves into the menu and back to the trigger; Escape and a click outside close it.
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t("changeLanguage")}
        className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 data-[state=open]:bg-brand-50"
      >
        <Globe aria-hidden className="size-4.5" />
        <span>{t(`languages.${locale}`)}</span>
        <ChevronDown aria-hidden className="size-4 opacity-60" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={menuContentClasses("min-w-44")}>
          <DropdownMenu.Label className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-muted">{t("language")}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={locale} onValueChange={(value) => value !== locale && switchLocale(pathname, value as Locale)}>
            {locales.map((option) => (
              <DropdownMenu.RadioItem key={option} value={option} lang={option} className={menuItemClasses}>
                <span className="flex-1">{t(`languages.${option}`)}</span>
                <DropdownMenu.ItemIndicator>
                  <Check aria-hidden className="size-4 text-brand-700" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
