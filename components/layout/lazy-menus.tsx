"use client";

// The navbar's menus (Radix dropdowns and the phone drawer) load right after the page is interactive instead of with
// it: every page, cached ones included, would otherwise carry them in its first load. Until then an inert look-alike
// holds their place, so nothing moves when they arrive.
import dynamic from "next/dynamic";
import { ChevronDown, Globe, Menu } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";

function LanguageLookalike() {
  const t = useTranslations("Nav");
  const locale = useLocale() as "ar" | "en";
  return (
    <span aria-hidden className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-slate-700">
      <Globe className="size-4.5" />
      <span>{t(`languages.${locale}`)}</span>
      <ChevronDown className="size-4 opacity-60" />
    </span>
  );
}

function DrawerLookalike() {
  return (
    <span aria-hidden className="grid size-11 place-items-center rounded-full text-slate-700 md:hidden">
      <Menu className="size-6" />
    </span>
  );
}

function UserMenuLookalike() {
  return <span aria-hidden className="inline-block h-10 w-24 rounded-full border border-slate-200 bg-white" />;
}

export const LanguageMenu = dynamic(() => import("./language-menu").then((m) => m.LanguageMenu), { ssr: false, loading: LanguageLookalike });
export const MobileDrawer = dynamic(() => import("./mobile-drawer").then((m) => m.MobileDrawer), { ssr: false, loading: DrawerLookalike });
export const UserMenu = dynamic(() => import("./user-menu").then((m) => m.UserMenu), { ssr: false, loading: UserMenuLookalike });
