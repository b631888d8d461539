"use client";

import { useLayoutText } from "@/components/i18n/layout-text";
import { Link, useRouter } from "@/lib/i18n/navigation";
import type { Href } from "@/lib/i18n/typed-routes";
import { buttonClasses } from "@/components/ui/button-classes";
import { useLoginRedirect } from "./use-current-path";

/**
 * Sign In → /login?redirect=<this page, query included>. Prefetched when the visitor shows the intent (pointer over
 * it, focus, touch), not when it scrolls into view: it is on every page, and the sign-in form's code (react-hook-form,
 * zod) would otherwise load and compile while each page is still starting (Lighthouse counted it in the blocking time).
 */
export function SignInLink({ className = "", onNavigate, tabIndex }: { className?: string; onNavigate?: () => void; tabIndex?: number }) {
  const t = useLayoutText("Nav");
  const redirect = useLoginRedirect();
  const router = useRouter();
  const href: Href = { pathname: "/login", query: redirect ? { redirect } : {} };
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      href={href}
      prefetch={false}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
      onClick={onNavigate}
      tabIndex={tabIndex}
      className={buttonClasses("primary", "md", `rounded-full shadow-sm shadow-brand-900/10 ${className}`)}
    >
      <span aria-hidden className="ico i-log-in rtl:rotate-180" />
      {t("signIn")}
    </Link>
  );
}
