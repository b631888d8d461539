import { safeRedirect } from "@/lib/auth/redirect";
import { appOrigin } from "./app-origin";

/**
 * Whether next-auth may see this callbackUrl (query or cookie): a path on this site, or an absolute URL of this
 * very origin. next-auth itself throws (500) on a value that is not a URL, and would accept "//evil" as a path.
 */
export function isSafeCallbackUrl(value: string): boolean {
  if (value.startsWith("/")) return safeRedirect(value, "") !== "";
  try {
    const url = new URL(value);
    return url.origin === appOrigin() && safeRedirect(`${url.pathname}${url.search}`, "") !== "";
  } catch {
    return false;
  }
}
