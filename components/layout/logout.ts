import { signOut } from "next-auth/react";
import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

/** Clears the session, then a full reload into the login page so no signed-in state survives in memory. */
export async function logout(locale: Locale): Promise<void> {
  await signOut({ redirect: false });
  window.location.assign(getPathname({ href: "/login", locale }));
}
