"use client";

import { useSearchParams } from "next/navigation";
import { getPathname, useLocale, usePathname } from "@/lib/i18n/navigation";
import { checkedPath } from "@/lib/i18n/typed-routes";

const AUTH_PAGES = ["/login", "/register", "/forget-password", "/reset-password"];

/** The current page: its locale-less pathname, query, and the full path as the browser shows it. */
export function useCurrentPath() {
  const pathname = usePathname();
  const params = useSearchParams();
  const locale = useLocale();
  const query = params.toString();
  const fullPath = `${getPathname({ href: checkedPath(pathname), locale })}${query ? `?${query}` : ""}`;
  return { pathname, params, fullPath };
}

/**
 * Where login should send the visitor back to: the current page, except on the account pages
 * themselves, where the redirect they already carry is kept (no /login?redirect=/login loops).
 */
export function useLoginRedirect(): string | undefined {
  const { pathname, params, fullPath } = useCurrentPath();
  if (AUTH_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))) {
    return params.get("redirect") ?? undefined;
  }
  return fullPath;
}
