"use client";

import { LogIn, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";

type Props = { title: string; body: string; loginRedirect: string; onClose: () => void };

/** SPEC §6's prompt for a visitor who taps the heart: sign in, then come back here. */
export function FavoriteLoginPrompt({ title, body, loginRedirect, onClose }: Props) {
  const t = useTranslations("Favorites");
  return (
    <div
      role="dialog"
      aria-labelledby="fav-login-title"
      className="absolute end-0 top-full z-20 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-4 shadow-lg"
    >
      <div className="flex items-start justify-between gap-2">
        <p id="fav-login-title" className="font-semibold text-slate-900">
          {title}
        </p>
        <button type="button" onClick={onClose} aria-label={t("closePrompt")} className="text-muted hover:text-slate-800">
          <X aria-hidden className="size-4" />
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-600">{body}</p>
      <Link href={{ pathname: "/login", query: { redirect: loginRedirect } }} className={buttonClasses("primary", "md", "mt-3 w-full")}>
        <LogIn aria-hidden className="size-4 rtl:rotate-180" />
        {t("loginAction")}
      </Link>
    </div>
  );
}
