"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import { useLayoutText } from "@/components/i18n/layout-text";
import { useState } from "react";
import { Link, useLocale, usePathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { BrandMark } from "./brand-mark";
import { DrawerAccount } from "./drawer-account";
import { DrawerLanguages } from "./drawer-languages";
import { logout } from "./logout";
import { NavLinks } from "./nav-links";
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
              <NavLinks layout="list" onNavigate={close} />
            </nav>

            <p className="mt-6 px-3 pb-2 text-xs font-semibold uppercase tracking-wide text-muted">{t("account")}</p>
            <DrawerAccount user={user} leaving={leaving} onLogout={onLogout} onNavigate={close} />
          </div>

          <DrawerLanguages locale={locale} pathname={pathname} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
