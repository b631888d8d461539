"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { Check, CircleUserRound, Globe, LogOut, Menu, X } from "lucide-react";
import { useLayoutText } from "@/components/i18n/layout-text";
import { useState } from "react";
import { Link, useLocale, usePathname } from "@/lib/i18n/navigation";
import { locales, type Locale } from "@/lib/i18n/routing";
import { AccountIcon } from "./account-icon";
import { BrandMark } from "./brand-mark";
import { switchLocale } from "./language-switch";
import { logout } from "./logout";
import { accountItems } from "./nav-items";
import { navIcons } from "./nav-icons";
import { NavLinks } from "./nav-links";
import { SignInLink } from "./sign-in-link";
import { useSessionUser } from "./session-user";

/** The phone navigation: a sheet sliding in from the start side with every navbar item. */
export function MobileDrawer() {
  const session = useSessionUser();
  const user = session.status === "user" ? session.user : null;
  const t = useLayoutText("Nav");
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const close = () => setOpen(false);

  async function onLogout() {
    setLeaving(true);
    try {
      await logout(locale);
    } catch {
      setLeaving(false);
      void import("sonner").then(({ toast }) => toast.error(t("logoutFailed")));
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={t("openMenu")}
        className="grid size-11 place-items-center rounded-full text-slate-700 transition-colors hover:bg-slate-100 md:hidden"
      >
        <Menu aria-hidden className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40 backdrop-blur-sm data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content className="sheet-start fixed inset-y-0 start-0 z-50 flex w-[min(20rem,88vw)] flex-col bg-white shadow-2xl outline-none">
          <div className="flex h-16 items-center justify-between border-b border-slate-100 ps-4 pe-2">
            <Dialog.Title asChild>
              <Link href="/" onClick={close} className="flex items-center gap-2 rounded-lg">
                <BrandMark />
                <span className="text-lg font-extrabold text-brand-900">{t("brand")}</span>
              </Link>
            </Dialog.Title>
            <Dialog.Close aria-label={t("closeMenu")} className="grid size-11 place-items-center rounded-full text-slate-600 hover:bg-slate-100">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t("menuDescription")}</Dialog.Description>

          <div className="flex-1 overflow-y-auto px-3 py-4">
            <p className="px-3 pb-2 text-xs font-semibold uppercase tracking-wide text-muted">{t("explore")}</p>
            <nav aria-label={t("mainNav")}>
              <NavLinks layout="list" icons={navIcons("list")} onNavigate={close} />
            </nav>

            <p className="mt-6 px-3 pb-2 text-xs font-semibold uppercase tracking-wide text-muted">{t("account")}</p>
            {user ? (
              <div className="flex flex-col gap-1">
                <div className="mb-1 flex items-center gap-3 rounded-xl bg-sand-50 px-3 py-3">
                  <span aria-hidden className="grid size-9 place-items-center rounded-full bg-brand-100 text-brand-800">
                    <CircleUserRound className="size-5" />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-xs text-muted">{t("signedInAs")}</span>
                    <span className="block truncate font-semibold text-slate-900">{user.name.trim() || t("profile")}</span>
                  </span>
                </div>
                {accountItems(user.role).map((item) => (
                  <Link
                    key={item.key}
                    href={item.href}
                    onClick={close}
                    className="flex min-h-12 items-center gap-3 rounded-xl px-3 font-semibold text-slate-700 hover:bg-slate-100"
                  >
                    <AccountIcon name={item.key} className="size-5 text-brand-600" />
                    {t(item.key)}
                  </Link>
                ))}
                <button
                  type="button"
                  disabled={leaving}
                  onClick={() => void onLogout()}
                  className="flex min-h-12 items-center gap-3 rounded-xl px-3 text-start font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
                >
                  <LogOut aria-hidden className="size-5 rtl:rotate-180" />
                  {leaving ? t("loggingOut") : t("logout")}
                </button>
              </div>
            ) : (
              <div className="px-1">
                <SignInLink className="h-12 w-full text-base" onNavigate={close} />
              </div>
            )}
          </div>

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
                    option === locale
                      ? "border-brand-600 bg-brand-50 text-brand-800"
                      : "border-slate-200 text-slate-700 hover:border-brand-300"
                  }`}
                >
                  {option === locale && <Check aria-hidden className="size-4" />}
                  {t(`languages.${option}`)}
                </button>
              ))}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
