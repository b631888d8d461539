"use client";

import { CircleUserRound, LogOut } from "lucide-react";
import { useLayoutText } from "@/components/i18n/layout-text";
import { Link } from "@/lib/i18n/navigation";
import { AccountIcon } from "./account-icon";
import { accountItems, type NavUser } from "./nav-items";
import { SignInLink } from "./sign-in-link";

type Props = { user: NavUser | null; leaving: boolean; onLogout: () => Promise<void>; onNavigate: () => void };

/** The drawer's account part: who is signed in, their pages and Log out; or Sign in. */
export function DrawerAccount({ user, leaving, onLogout, onNavigate: close }: Props) {
  const t = useLayoutText("Nav");
  return user ? (
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
  );
}
