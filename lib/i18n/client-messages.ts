// The messages a page's client islands need, and only those: next-intl otherwise hands the browser the whole catalogue
// (32 KB of a 77 KB page). The layout's own parts get plain strings instead (lib/i18n/layout-text.ts).
import "server-only";
import type messages from "@/messages/en.json";
import { getMessages } from "next-intl/server";
import { applyPick, type MessagePick, type Namespace } from "./message-pick";
import type { Locale } from "./routing";

type IntlMessages = typeof messages;

export type { MessagePick, Namespace };

/** Namespaces only server components read (the offers pages): never sent to the browser. */
const SERVER_ONLY: readonly Namespace[] = ["Offers", "OfferTags"];

/**
 * `locale` is given on prerendered pages (reading it from the request would make them render per request).
 * "all-admin" is every namespace but the ones only server components read (the offers pages'); a traveller's page
 * names its own (tests/i18n/page-namespaces.test.ts): whole namespaces, or only the keys of them its islands read (a
 * MessagePick, lib/i18n/message-pick.ts).
 */
export async function pickMessages(namespaces: readonly Namespace[] | MessagePick | "all-admin", locale?: Locale): Promise<Partial<IntlMessages>> {
  const all = (await getMessages(locale ? { locale } : undefined)) as IntlMessages;
  if (namespaces === "all-admin") {
    return Object.fromEntries(Object.entries(all).filter(([namespace]) => !SERVER_ONLY.includes(namespace as Namespace)));
  }
  if (!isNamespaceList(namespaces)) return applyPick(all, namespaces) as Partial<IntlMessages>;
  return Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]]));
}

const isNamespaceList = (value: readonly Namespace[] | MessagePick): value is readonly Namespace[] => Array.isArray(value);
