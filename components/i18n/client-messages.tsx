import { NextIntlClientProvider } from "next-intl";
import type { Locale } from "@/lib/i18n/routing";
import { LAYOUT_NAMESPACES, pickMessages, type Namespace } from "@/lib/i18n/client-messages";

/**
 * Gives the client components below it the namespaces they use, and the layout's own (a nested provider replaces the
 * outer one's messages). "all" for pages not yet trimmed.
 */
type Props = { locale: Locale; namespaces: readonly Namespace[] | "all"; children: React.ReactNode };

export async function ClientMessages({ locale, namespaces, children }: Props) {
  const messages = await pickMessages(namespaces === "all" ? "all" : [...LAYOUT_NAMESPACES, ...namespaces], locale);
  return <NextIntlClientProvider locale={locale} messages={messages}>{children}</NextIntlClientProvider>;
}
