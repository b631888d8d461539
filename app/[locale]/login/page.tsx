import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { getCurrentUser, lookUpCurrentUser } from "@/lib/auth/session";
import { isAdminTarget, postLoginTarget } from "@/lib/auth/post-login";
import { Link, redirect } from "@/lib/i18n/navigation";
import { checkedPath } from "@/lib/i18n/typed-routes";
import type { Locale } from "@/lib/i18n/routing";
import { Alert } from "@/components/ui/alert";
import { AuthCard } from "@/components/account/auth-card";
import { LoginForm } from "@/components/account/login-form";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { ACCOUNT_FORM_NAMESPACES } from "@/components/account/form-namespaces";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export async function generateMetadata({ params }: PageProps<"/[locale]/login">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "Auth" });
  return { title: t("loginSubmit"), robots: { index: false } };
}

function firstParam(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

async function LoginPageBody({ params, searchParams }: PageProps<"/[locale]/login">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const redirectTo = firstParam((await searchParams).redirect);

  // A visitor who is already signed in goes where a fresh login would have sent them — except a
  // non-admin sent here by the admin guard, who stays to sign in with an administrator account.
  const user = await getCurrentUser();
  // A session the provider refused because an admin locked the account: signed out, and told why (issue 24 point 5).
  const lookup = await lookUpCurrentUser();
  const locked = lookup.status === "signed-out" && lookup.locked === true;
  const needsAdmin = user !== null && user.role !== "Admin" && isAdminTarget(redirectTo, locale);
  if (user && !needsAdmin) {
    const target = postLoginTarget(user.role, redirectTo, locale);
    redirect({ locale: target.locale, href: checkedPath(target.href) });
  }

  const t = await getTranslations("Auth");
  return (
    <AuthCard
      title={t("loginTitle")}
      subtitle={t("loginSubtitle")}
      footer={
        <>
          {t("noAccount")}{" "}
          <Link href="/register" className="font-semibold text-brand-700 hover:underline">
            {t("registerLink")}
          </Link>
        </>
      }
    >
      {locked ? (
        <Alert variant="error" className="mb-5">
          {t("sessionLocked")}
        </Alert>
      ) : redirectTo ? (
        <Alert variant={needsAdmin ? "error" : "info"} className="mb-5">
          {needsAdmin ? t("adminRequired") : t("loginPrompt")}
        </Alert>
      ) : null}
      <LoginForm redirectTo={redirectTo} />
    </AuthCard>
  );
}

export default function LoginPage(props: PageProps<"/[locale]/login">) {
  return (
    <DynamicPage params={props.params} namespaces={ACCOUNT_FORM_NAMESPACES}>
      <LoginPageBody {...props} />
    </DynamicPage>
  );
}
