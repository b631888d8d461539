import { NextIntlClientProvider } from "next-intl";
import { QueryProvider } from "@/components/query-provider";
import { pickMessages, type MessagePick, type Namespace } from "@/lib/i18n/client-messages";
import { isLocale, routing } from "@/lib/i18n/routing";

type Props = { params: Promise<{ locale: string }>; children: React.ReactNode } & (
  { admin: true; namespaces?: undefined } | { admin?: false; namespaces: readonly Namespace[] | MessagePick }
);

/**
 * A page rendered per request (it reads the session, the query or an id not known at build, and exports
 * `instant = false`). Its notFound() cannot change the status once the prerendered shell has gone ahead of it: a page
 * named by an id that does not exist is answered 404 before it renders, by proxy.ts (lib/http/missing-resource.ts).
 * Its client islands get the `namespaces` the page names, and only those: exactly the ones its client modules read, or
 * only the keys of them they read (a MessagePick, lib/i18n/message-pick.ts); tests/i18n/page-namespaces.test.ts finds
 * them from the source and holds every page to them. The whole public
 * catalogue rode on every such page before: 70 KB of the hotel results' 210 KB. Admin pages (`admin`) get the
 * admin's catalogue.
 */
export async function DynamicPage({ params, children, admin = false, namespaces }: Props) {
  const requested = (await params).locale;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  return (
    <NextIntlClientProvider locale={locale} messages={await pickMessages(admin ? "all-admin" : (namespaces ?? []), locale)}>
      <QueryProvider>{children}</QueryProvider>
    </NextIntlClientProvider>
  );
}
