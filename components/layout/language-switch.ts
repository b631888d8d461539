// Switching language stores the choice (cookie for the server, localStorage as SPEC §9 asks) and
// reloads the same page in the other language, so <html lang dir>, fonts and server data all follow.
import { getPathname } from "@/lib/i18n/navigation";
import { checkedPath } from "@/lib/i18n/typed-routes";
import type { Locale } from "@/lib/i18n/routing";

export const LOCALE_COOKIE = "NEXT_LOCALE";
export const LOCALE_STORAGE_KEY = "locale";
const ONE_YEAR = 60 * 60 * 24 * 365;

export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; max-age=${ONE_YEAR}; path=/; samesite=lax`;
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private modes may refuse storage; the cookie is enough for the server.
  }
}

/** `/x?q` in Arabic ↔ `/en/x?q` in English; `pathname` is next-intl's locale-less pathname. */
export function localizedUrl(pathname: string, target: Locale, search: string, hash = ""): string {
  return `${getPathname({ href: checkedPath(pathname), locale: target })}${search}${hash}`;
}

export function switchLocale(pathname: string, target: Locale): void {
  rememberLocale(target);
  window.location.assign(localizedUrl(pathname, target, window.location.search, window.location.hash));
}
