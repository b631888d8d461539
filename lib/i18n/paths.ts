// A page's address in a language, as the site spells it (`localePrefix: "as-needed"`): Arabic, the default, has no
// prefix (`/about-us`), English has `/en` (`/en/about-us`, `/en` for home). Pure functions, for server and browser.
import { routing, type Locale } from "./routing";

type Query = Record<string, string | number | boolean | ReadonlyArray<string | number | boolean>>;

/** A locale-less page path (with query or hash) or `{ pathname, query }`. */
export type PathTarget = string | { pathname: string; query?: Query };

function withQuery(target: PathTarget): string {
  if (typeof target === "string") return target;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(target.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const query = params.toString();
  return query ? `${target.pathname}?${query}` : target.pathname;
}

/** `/x?q` → `/x?q` in Arabic, `/en/x?q` in English (`forcePrefix` gives Arabic its `/ar` too). */
export function localizedPath(target: PathTarget, locale: Locale, forcePrefix = false): string {
  const path = withQuery(target);
  if (locale === routing.defaultLocale && !forcePrefix) return path;
  const split = path.search(/[?#]/);
  const pathname = split === -1 ? path : path.slice(0, split);
  const rest = split === -1 ? "" : path.slice(split);
  return `/${locale}${pathname === "/" ? "" : pathname}${rest}`;
}

const PREFIX = new RegExp(`^/(?:${routing.locales.join("|")})(?=/|$)`);

/** The browser's pathname without its locale prefix: `/en/about-us` → `/about-us`, `/en` → `/`. */
export function unlocalizedPath(pathname: string): string {
  return pathname.replace(PREFIX, "") || "/";
}
