// What every admin page starts with: its language, the role checked again on the server (proxy.ts only guards
// optimistically), and the provider token its reads carry.
import "server-only";
import { setRequestLocale } from "next-intl/server";
import { requireAdmin } from "@/lib/auth/guard";
import { getProviderToken } from "@/lib/auth/session";
import type { Locale } from "@/lib/i18n/routing";
import type { UserData } from "@/provider/contracts/accounts";

export async function adminPageContext(params: Promise<{ locale: string }>, path: string): Promise<{ locale: Locale; token: string; user: UserData }> {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const user = await requireAdmin(locale, path);
  const token = await getProviderToken();
  // A session without its provider token cannot be an admin's: requireAdmin already sent anyone else to sign in.
  if (!token) throw new Error("admin session without a provider token");
  return { locale, token, user };
}

/** A positive whole id from a route segment, or null (the page answers 404). */
export function recordId(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}
