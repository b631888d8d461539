// The messages a page's client islands need, and only those: next-intl otherwise hands the browser the whole catalogue
// (32 KB of a 77 KB page). The layout's own parts get plain strings instead (lib/i18n/layout-text.ts).
import "server-only";
import type messages from "@/messages/en.json";
import { getMessages } from "next-intl/server";
import type { Locale } from "./routing";

type IntlMessages = typeof messages;

export type Namespace = keyof IntlMessages;

/** Namespaces only server components read (the offers pages): never sent to the browser, even with "all". */
const SERVER_ONLY: readonly Namespace[] = ["Offers", "OfferTags"];

/** The admin dashboard's namespaces (AdminCatalogue, AdminFlights …): only admin pages send them ("all-admin"). */
const isAdminNamespace = (namespace: string) => namespace.startsWith("Admin");

/**
 * `locale` is given on prerendered pages (reading it from the request would make them render per request). "all" is
 * every namespace a public per-request page may use; "all-admin" adds the admin's, which no traveller's page needs.
 */
export async function pickMessages(namespaces: readonly Namespace[] | "all" | "all-admin", locale?: Locale): Promise<Partial<IntlMessages>> {
  const all = (await getMessages(locale ? { locale } : undefined)) as IntlMessages;
  if (namespaces === "all" || namespaces === "all-admin") {
    return Object.fromEntries(
      Object.entries(all).filter(
        ([namespace]) => !SERVER_ONLY.includes(namespace as Namespace) && (namespaces === "all-admin" || !isAdminNamespace(namespace)),
      ),
    );
  }
  return Object.fromEntries(namespaces.map((namespace) => [namespace, all[namespace]]));
}
