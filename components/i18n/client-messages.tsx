import { NextIntlClientProvider } from "next-intl";
import type { Locale } from "@/lib/i18n/routing";
import { pickMessages, type MessagePick, type Namespace } from "@/lib/i18n/client-messages";

/**
 * Gives the client components below it the namespaces they use, or only the keys of them they read (a MessagePick;
 * tests/i18n/page-namespaces.test.ts). The layout's own parts do not need it: they read lib/i18n/layout-text.ts.
 */
type Props = { locale: Locale; namespaces: readonly Namespace[] | MessagePick; children: React.ReactNode };

export async function ClientMessages({ locale, namespaces, children }: Props) {
  const messages = await pickMessages(namespaces, locale);
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
