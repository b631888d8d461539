"use client";

import { LogInIcon } from "@/components/ui/plain-icons";
import { useLayoutText } from "@/components/i18n/layout-text";
import { Link } from "@/lib/i18n/navigation";
import { buttonClasses } from "@/components/ui/button-classes";
import { useLoginRedirect } from "./use-current-path";

/** Sign In → /login?redirect=<this page, query included>. */
export function SignInLink({ className = "", onNavigate, tabIndex }: { className?: string; onNavigate?: () => void; tabIndex?: number }) {
  const t = useLayoutText("Nav");
  const redirect = useLoginRedirect();
  return (
    <Link
      href={{ pathname: "/login", query: redirect ? { redirect } : {} }}
      onClick={onNavigate}
      tabIndex={tabIndex}
      className={buttonClasses("primary", "md", `rounded-full shadow-sm shadow-brand-900/10 ${className}`)}
    >
      <LogInIcon className="size-4 rtl:rotate-180" />
      {t("signIn")}
    </Link>
  );
}
