// The account links sent by mail point at the app's pages, in the language the user chose.
import { providerConfig } from "../../config";
import type { ProviderLocale } from "../../http/locale";
import { renderAccountMail, sendMail, type MailKind } from "../../mail";

const PAGE: Record<MailKind, string> = { confirmEmail: "/confirm-email", resetPassword: "/reset-password" };

export function accountLink(kind: MailKind, locale: ProviderLocale, token: string): string {
  return `${providerConfig.appUrl}${locale === "en" ? "/en" : ""}${PAGE[kind]}?token=${encodeURIComponent(token)}`;
}

export async function sendAccountMail(kind: MailKind, user: { email: string; name: string }, locale: ProviderLocale, token: string): Promise<void> {
  const link = accountLink(kind, locale, token);
  const { subject, text, html } = renderAccountMail(kind, locale, user.name, link);
  await sendMail({ to: user.email, subject, text, html, link });
}
