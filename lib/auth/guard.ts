import "server-only";
import type { UserData } from "@/provider/contracts/accounts";
import { ServiceUnavailableError } from "@/lib/http/service-unavailable";
import { redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { localizePath } from "./post-login";
import { lookUpCurrentUser, type UserLookup } from "./session";

/**
 * Page guards: the signed-in user, or a redirect to the login page of `locale` with a way back to
 * `path` (unprefixed, e.g. "/profile?tab=x"). The provider still checks every call itself.
 * When the provider cannot answer, the page shows "temporarily unavailable" (ServiceUnavailableError):
 * an outage is never a logout.
 */
export async function requireUser(locale: Locale, path: string): Promise<UserData> {
  const lookup = await lookUpCurrentUser();
  if (lookup.status === "signed-out") return redirectToLogin(locale, path);
  return signedInUser(lookup);
}

/** Admin pages: a signed-in non-Admin is sent to login as well, as proxy.ts does. */
export async function requireAdmin(locale: Locale, path: string): Promise<UserData> {
  const lookup = await lookUpCurrentUser();
  if (lookup.status === "signed-out") return redirectToLogin(locale, path);
  const user = signedInUser(lookup);
  if (user.role !== "Admin") return redirectToLogin(locale, path);
  return user;
}

function signedInUser(lookup: Exclude<UserLookup, { status: "signed-out" }>): UserData {
  if (lookup.status === "unavailable") throw new ServiceUnavailableError();
  return lookup.user;
}

function redirectToLogin(locale: Locale, path: string): never {
  return redirect({ href: { pathname: "/login", query: { redirect: localizePath(path, locale) } }, locale });
}
