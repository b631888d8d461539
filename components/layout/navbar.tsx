import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { Link } from "@/lib/i18n/navigation";
import { BrandMark } from "./brand-mark";
import { LanguageMenu, MobileDrawer } from "./lazy-menus";
import { NavLinks } from "./nav-links";
import { AccountSlot, SignInPlaceholder } from "./account-slot";

type NavbarProps = {
  /**
   * SLOT for extra navbar controls shown before the language and account menus on every width —
   * the currency switch goes here (`<Navbar><CurrencySwitch /></Navbar>`).
   */
  children?: React.ReactNode;
};

/**
 * The sticky top bar of SPEC §2. It is the same for every visitor (public pages are served from cache): who is signed
 * in is read by the browser, in the account slot and the drawer.
 */
export async function Navbar({ children }: NavbarProps) {
  const t = await getTranslations("Nav");

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/80 backdrop-blur-md supports-[backdrop-filter]:bg-white/70">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-brand-700 focus:px-4 focus:py-2 focus:text-white"
      >
        {t("skipToContent")}
      </a>
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-2 px-3 sm:px-4 md:px-6 lg:gap-4">
        {/* useSearchParams in the client parts needs a Suspense boundary; the fallback keeps the bar's shape. */}
        <Suspense fallback={<span className="size-11 md:hidden" />}>
          <MobileDrawer />
        </Suspense>
        <Link href="/" aria-label={t("homeLabel")} className="flex shrink-0 items-center gap-2.5 rounded-xl pe-1">
          <BrandMark />
          <span className="text-xl font-extrabold tracking-tight text-brand-900">{t("brand")}</span>
        </Link>

        <nav aria-label={t("mainNav")} className="ms-2 hidden md:block lg:ms-6">
          <Suspense fallback={null}>
            <NavLinks layout="bar" />
          </Suspense>
        </nav>

        {/* min-w-0: on a 320 px phone or under large text the account name truncates and "Sign in" wraps onto two
            lines, rather than the bar pushing the page sideways. */}
        <div className="ms-auto flex min-w-0 items-center gap-1.5 sm:gap-2">
          {/* ▼ extra controls slot (currency switch) */}
          {children}
          <div className="hidden md:block">
            <LanguageMenu />
          </div>
          <Suspense fallback={<SignInPlaceholder />}>
            <AccountSlot />
          </Suspense>
        </div>
      </div>
    </header>
  );
}
