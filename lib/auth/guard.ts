import "server-only";
import type { UserData } from "@/provider/contracts/accounts";
import { redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { localizePath } from "./post-login";
import { getCurrentUser } from "./session";

/**
 * Page guards: the signed-in user, or a redirect to the login page of `locale` with a way back to
 * `path` (unprefixed, e.g. "/profile?tab=x"). The provider still checks every call itself.
 */
export async function requireUser(locale: Locale, path: string): Promise<UserData> {
  const user = await getCurrentUser();
  if (!user) return redirectToLogin(locale, path);
  return user;
}

/** Admin pages: a signed-in non-Admin is sent to login as well, as proxy.ts does. */
export async function requireAdmin(locale: Locale, path: string): Promise<UserData> {
  const user = await getCurrentUser();
  if (!user || user.role !== "Admin") return redirectToLogin(locale, path);
  return user;
}

function redirectToLogin(locale: Locale, path: string): never {
  return redirect({ href: { pathname: "/login", query: { redirect: localizePath(path, locale) } }, locale });
}
