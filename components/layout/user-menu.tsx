"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown, CircleUserRound, LogOut } from "lucide-react";
import { useLayoutText } from "@/components/i18n/layout-text";
import { useState } from "react";
import { Link, useLocale } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { AccountIcon } from "./account-icon";
import { logout } from "./logout";
import { menuContentClasses, menuItemClasses } from "./menu-styles";
import { accountItems, type NavUser } from "./nav-items";

export function UserMenu({ user }: { user: NavUser }) {
  const t = useLayoutText("Nav");
  const locale = useLocale() as Locale;
  const [leaving, setLeaving] = useState(false);
  const label = user.name.trim() || t("profile");

  async function onLogout() {
    setLeaving(true);
    try {
      await logout(locale);
    } catch {
      setLeaving(false);
      void import("sonner").then(({ toast }) => toast.error(t("logoutFailed")));
    }
  }

  // Not modal: a modal menu hides the page with aria-hidden while its links stay focusable (axe aria-hidden-focus).
  // Focus still moves into the menu and back to the trigger; Escape and a click outside close it.
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        title={t("userMenu")}
        className="inline-flex h-10 min-w-0 max-w-56 items-center gap-2 rounded-full border border-slate-200 bg-white p-1.5 sm:pe-3 text-sm font-semibold text-slate-800 shadow-sm transition-colors hover:border-brand-300 data-[state=open]:border-brand-400"
      >
        <span aria-hidden className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-800">
          <CircleUserRound className="size-4.5" />
        </span>
        <bdi className="sr-only sm:not-sr-only sm:truncate">{label}</bdi>
        <ChevronDown aria-hidden className="size-4 shrink-0 opacity-60" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className={menuContentClasses("min-w-60")}>
          <DropdownMenu.Label className="px-3 pb-2 pt-2">
            <span className="block text-xs text-muted">{t("signedInAs")}</span>
            <bdi className="block truncate text-sm font-semibold text-slate-900">{label}</bdi>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          {accountItems(user.role).map((item) => (
            <DropdownMenu.Item key={item.key} asChild className={menuItemClasses}>
              <Link href={item.href}>
                <AccountIcon name={item.key} />
                {t(item.key)}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item
            disabled={leaving}
            onSelect={(event) => {
              event.preventDefault();
              void onLogout();
            }}
            className={`${menuItemClasses} text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800 data-[disabled]:opacity-60`}
          >
            <LogOut aria-hidden className="size-4.5 rtl:rotate-180" />
            {leaving ? t("loggingOut") : t("logout")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
