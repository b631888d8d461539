import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { confirmEmailRequest } from "@/provider/contracts/accounts";
import type { Locale } from "@/lib/i18n/routing";
import { AuthCard } from "@/components/account/auth-card";
import { ConfirmEmailForm, ConfirmInvalid, ConfirmOutcome } from "@/components/account/confirm-email-form";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { ACCOUNT_FORM_NAMESPACES } from "@/components/account/form-namespaces";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export async function generateMetadata({ params }: PageProps<"/[locale]/confirm-email">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "Auth" });
  return { title: t("confirmPromptTitle"), robots: { index: false } };
}

/** Opening the mailed link only shows the page: the token is spent by the button's POST, never by this GET. */
async function ConfirmEmailPageBody({ params, searchParams }: PageProps<"/[locale]/confirm-email">) {
  setRequestLocale((await params).locale as Locale);
  const query = await searchParams;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const token = first(query.token);
  const result = first(query.result);
  // The outcome of the button's POST (/api/confirm-email redirects back here with it).
  if (result === "confirmed" || result === "invalid")
    return (
      <AuthCard>
        <ConfirmOutcome outcome={result} />
      </AuthCard>
    );
  const wellFormed = confirmEmailRequest.safeParse({ token }).success;
  const failed = result === "failed";
  return <AuthCard>{wellFormed && token ? <ConfirmEmailForm token={token} failed={failed} /> : <ConfirmInvalid />}</AuthCard>;
}

export default function ConfirmEmailPage(props: PageProps<"/[locale]/confirm-email">) {
  return (
    <DynamicPage params={props.params} namespaces={ACCOUNT_FORM_NAMESPACES}>
      <ConfirmEmailPageBody {...props} />
    </DynamicPage>
  );
}
