import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { AuthCard } from "@/components/account/auth-card";
import { ForgotPasswordForm } from "@/components/account/forgot-password-form";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { ACCOUNT_FORM_NAMESPACES } from "@/components/account/form-namespaces";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export async function generateMetadata({ params }: PageProps<"/[locale]/forget-password">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "Auth" });
  return { title: t("forgotTitle"), robots: { index: false } };
}

async function ForgetPasswordPageBody({ params }: PageProps<"/[locale]/forget-password">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations("Auth");
  return (
    <AuthCard
      title={t("forgotTitle")}
      subtitle={t("forgotSubtitle")}
      footer={
        <Link href="/login" className="font-semibold text-brand-700 hover:underline">
          {t("backToLogin")}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}

export default function ForgetPasswordPage(props: PageProps<"/[locale]/forget-password">) {
  return (
    <DynamicPage params={props.params} namespaces={ACCOUNT_FORM_NAMESPACES}>
      <ForgetPasswordPageBody {...props} />
    </DynamicPage>
  );
}
