"use client";

// The navbar's menus (Radix dropdowns and the phone drawer) load right after the page is interactive instead of with
// it: every page, cached ones included, would otherwise carry them in its first load. Until then an inert look-alike
// holds their place, so nothing moves when they arrive. Their icons are CSS masks (app/styles/icons.css) of the menus'
// lucide icons: every page's HTML carries the look-alikes, and an SVG each was most of their bytes.
import { afterHydration } from "@/components/ui/after-hydration";
import { useLayoutText } from "@/components/i18n/layout-text";
import { useLocale } from "@/lib/i18n/navigation";

function LanguageLookalike() {
  const t = useLayoutText("Nav");
  const locale = useLocale() as "ar" | "en";
  return (
    <span aria-hidden className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-slate-700">
      <span className="ico i-globe size-4.5" />
      <span>{t(`languages.${locale}`)}</span>
      <span className="ico i-chevron-down opacity-60" />
    </span>
  );
}

function DrawerLookalike() {
  return (
    <span aria-hidden className="grid size-11 place-items-center rounded-full text-slate-700 md:hidden">
      <span className="ico i-menu size-6" />
    </span>
  );
}

function UserMenuLookalike() {
  return <span aria-hidden className="inline-block h-10 w-24 rounded-full border border-slate-200 bg-white" />;
}

export const LanguageMenu = afterHydration(() => import("./language-menu").then((m) => m.LanguageMenu), LanguageLookalike);
export const MobileDrawer = afterHydration(() => import("./mobile-drawer").then((m) => m.MobileDrawer), DrawerLookalike);
export const UserMenu = afterHydration(() => import("./user-menu").then((m) => m.UserMenu), UserMenuLookalike);
