// Where a visitor goes after signing in (SPEC §6), shared by the login form and the login page's
// server-side bounce of visitors who are already signed in.
import { safeRedirect } from "./redirect";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";

const PREFIX = /^\/(ar|en)(?=\/|$|\?|#)/;
/** Pages a signed-in visitor must not be sent back to (they would bounce again). */
const AUTH_PAGES = /^\/(?:login|register|forget-password|reset-password|confirm-email)(?:[/?#]|$)/;

/** The site path of `href` (unprefixed, "/x?y") in `locale`, following the as-needed prefix rule. */
export function localizePath(href: string, locale: Locale): string {
  return localizedPath(href, locale);
}

/**
 * Splits a site path into its locale and the unprefixed rest. A path without a prefix belongs to the
 * page's own locale (the navbar builds `redirect` from next-intl's unprefixed pathname, proxy.ts
 * from the real one), so neither kind is ever prefixed twice.
 */
export function splitLocale(path: string, pageLocale: Locale): { locale: Locale; href: string } {
  const match = PREFIX.exec(path);
  if (!match) return { locale: pageLocale, href: path };
  const rest = path.slice(match[0].length);
  // What is left after the prefix is checked again: "/ar//evil.example" must not become "//evil.example".
  return { locale: match[1] as Locale, href: safeRedirect(rest.startsWith("/") ? rest : `/${rest}`, "/") };
}

const ADMIN_PAGES = /^\/admin(?:[/?#]|$)/;

/** True when `redirectParam` points at the admin area, which only an Admin may be sent to. */
export function isAdminTarget(redirectParam: string | null | undefined, pageLocale: Locale): boolean {
  return ADMIN_PAGES.test(splitLocale(safeRedirect(redirectParam, "/"), pageLocale).href);
}

/** SPEC §6: an Admin goes to the dashboard; others to the redirect target when it is on this site, else home. */
export function postLoginTarget(
  role: string | null | undefined,
  redirectParam: string | null | undefined,
  pageLocale: Locale,
): { locale: Locale; href: string } {
  if (role === "Admin") return { locale: pageLocale, href: "/admin/dashboard" };
  const target = splitLocale(safeRedirect(redirectParam, "/"), pageLocale);
  // Sending a non-admin to /admin would bounce straight back to login: home instead.
  if (AUTH_PAGES.test(target.href) || ADMIN_PAGES.test(target.href)) return { locale: target.locale, href: "/" };
  return target;
}

/** The same, as a full path for `window.location.assign`. */
export function postLoginPath(role: string | null | undefined, redirectParam: string | null | undefined, pageLocale: Locale) {
  const target = postLoginTarget(role, redirectParam, pageLocale);
  return localizePath(target.href, target.locale);
}
