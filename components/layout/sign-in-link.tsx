"use client";

import { LogIn } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/lib/i18n/navigation";
import { buttonClasses } from "@/components/ui/button";
import { useLoginRedirect } from "./use-current-path";

/** Sign In → /login?redirect=<this page, query included>. */
export function SignInLink({ className = "", onNavigate, tabIndex }: { className?: string; onNavigate?: () => void; tabIndex?: number }) {
  const t = useTranslations("Nav");
  const redirect = useLoginRedirect();
  return (
    <Link
      href={{ pathname: "/login", query: redirect ? { redirect } : {} }}
      onClick={onNavigate}
      tabIndex={tabIndex}
      className={buttonClasses("primary", "md", `rounded-full shadow-sm shadow-brand-900/10 ${className}`)}
    >
      <LogIn aria-hidden className="size-4 rtl:rotate-180" />
      {t("signIn")}
    </Link>
  );
}
