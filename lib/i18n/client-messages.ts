// The messages a client island needs, and only those: next-intl otherwise hands the browser the whole catalogue
// (32 KB of a 77 KB page), on every page, cached ones included.
import "server-only";
import type messages from "@/messages/en.json";
import { getMessages } from "next-intl/server";
import type { Locale } from "./routing";

type IntlMessages = typeof messages;

export type Namespace = keyof IntlMessages;

/** Namespaces the layout's own client parts use (navbar menus, drawer, currency switch, toasts, error panel). */
export const LAYOUT_NAMESPACES = ["Nav", "Currency", "ErrorPanel"] as const satisfies readonly Namespace[];

/** `locale` is given on prerendered pages (reading it from the request would make them render per request). */
export async function pickMessages(namespaces: readonly Namespace[] | "all", locale?: Locale): Promise<Partial<IntlMessages>> {
  const all = (await getMessages(locale ? { locale } : undefined)) as IntlMessages;
  if (namespaces === "all") return all;
  return Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]]));
}
