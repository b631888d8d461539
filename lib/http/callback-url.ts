import { safeRedirect } from "@/lib/auth/redirect";
import type { HeaderSource } from "./client-address";
import { isAllowedOriginUrl } from "./origin";

/**
 * Whether next-auth may see this callbackUrl (query or cookie): a path on this site, or an absolute URL of an origin
 * this request may return to (its own, APP_URL's, ALLOWED_ORIGINS). next-auth itself throws (500) on a value that is
 * not a URL, and would accept "//evil" as a path.
 */
export function isSafeCallbackUrl(value: string, headers: HeaderSource): boolean {
  if (value.startsWith("/")) return safeRedirect(value, "") !== "";
  try {
    const url = new URL(value);
    return isAllowedOriginUrl(url, headers) && safeRedirect(`${url.pathname}${url.search}`, "") !== "";
  } catch {
    return false;
  }
}

/**
 * Where next-auth sends the visitor after signing in or out: the path of `url` when it is on this site, on the
 * origin the visitor is using (`site`), so a sign-in on 127.0.0.1 stays on 127.0.0.1; anything else is the site's home.
 */
export function callbackOnSite(url: string, site: string, headers: HeaderSource): string {
  let path = "/";
  if (url.startsWith("/")) path = safeRedirect(url, "/");
  else if (isSafeCallbackUrl(url, headers)) {
    const parsed = new URL(url);
    path = safeRedirect(`${parsed.pathname}${parsed.search}${parsed.hash}`, "/");
  }
  return new URL(path, site).href;
}
