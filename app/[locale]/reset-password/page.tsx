import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { resetPasswordRequest } from "@/provider/contracts/accounts";
import type { Locale } from "@/lib/i18n/routing";
import { AuthCard } from "@/components/account/auth-card";
import { ResetPasswordForm, ResetPasswordInvalid } from "@/components/account/reset-password-form";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { ACCOUNT_FORM_NAMESPACES } from "@/components/account/form-namespaces";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export async function generateMetadata({ params }: PageProps<"/[locale]/reset-password">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "Auth" });
  return { title: t("resetTitle"), robots: { index: false } };
}

const tokenSchema = resetPasswordRequest.shape.token;

async function ResetPasswordPageBody({ params, searchParams }: PageProps<"/[locale]/reset-password">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const raw = (await searchParams).token;
  const token = tokenSchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  const t = await getTranslations("Auth");
  // A malformed link is refused at once; a well-formed one is judged by the provider on submit.
  if (!token.success) {
    return (
      <AuthCard>
        <ResetPasswordInvalid heading="h1" />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t("resetTitle")} subtitle={t("resetSubtitle")}>
      <ResetPasswordForm token={token.data} />
    </AuthCard>
  );
}

export default function ResetPasswordPage(props: PageProps<"/[locale]/reset-password">) {
  return (
    <DynamicPage params={props.params} namespaces={ACCOUNT_FORM_NAMESPACES}>
      <ResetPasswordPageBody {...props} />
    </DynamicPage>
  );
}
