import { NextIntlClientProvider } from "next-intl";
import { QueryProvider } from "@/components/query-provider";
import { pickMessages, type Namespace } from "@/lib/i18n/client-messages";
import { isLocale, routing } from "@/lib/i18n/routing";

/**
 * A page rendered per request (it reads the session, the query or an id not known at build, and exports
 * `instant = false`, so it renders whole before anything is sent: a guard's redirect or a 404 keeps its status).
 * Its client islands get the whole message catalogue but the admin's (`admin` pages get that too), or only the
 * `namespaces` a page names: the sign-in forms do, since every namespace a new page adds would otherwise ride on them.
 */
export async function DynamicPage({
  params,
  children,
  admin = false,
  namespaces,
}: {
  params: Promise<{ locale: string }>;
  children: React.ReactNode;
  admin?: boolean;
  namespaces?: readonly Namespace[];
}) {
  const requested = (await params).locale;
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  return (
    <NextIntlClientProvider locale={locale} messages={await pickMessages(namespaces ?? (admin ? "all-admin" : "all"), locale)}>
      <QueryProvider>{children}</QueryProvider>
    </NextIntlClientProvider>
  );
}
