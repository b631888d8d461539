import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { getCurrentUser } from "@/lib/auth/session";
import { Link, redirect } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { AuthCard } from "@/components/account/auth-card";
import { RegisterForm } from "@/components/account/register-form";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { ACCOUNT_FORM_NAMESPACES } from "@/components/account/form-namespaces";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export async function generateMetadata({ params }: PageProps<"/[locale]/register">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "Auth" });
  return { title: t("registerTitle"), robots: { index: false } };
}

async function RegisterPageBody({ params }: PageProps<"/[locale]/register">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  if (await getCurrentUser()) redirect({ href: "/", locale });
  const t = await getTranslations("Auth");
  return (
    <AuthCard
      title={t("registerTitle")}
      subtitle={t("registerSubtitle")}
      footer={
        <>
          {t("haveAccount")}{" "}
          <Link href="/login" className="font-semibold text-brand-700 hover:underline">
            {t("loginLink")}
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}

export default function RegisterPage(props: PageProps<"/[locale]/register">) {
  return (
    <DynamicPage params={props.params} namespaces={ACCOUNT_FORM_NAMESPACES}>
      <RegisterPageBody {...props} />
    </DynamicPage>
  );
}
