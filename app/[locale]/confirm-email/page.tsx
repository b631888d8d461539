import type { Metadata } from "next";
import { CircleCheck, MailWarning, TriangleAlert } from "lucide-react";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { confirmEmailRequest, messageResponse } from "@/provider/contracts/accounts";
import { providerRequest, ProviderRequestError } from "@/lib/provider/client";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { buttonClasses } from "@/components/ui/button";
import { AuthCard, AuthNotice } from "@/components/account/auth-card";
import { ResendConfirmationForm } from "@/components/account/resend-confirmation-form";
import { DynamicPage } from "@/components/layout/dynamic-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export async function generateMetadata({ params }: PageProps<"/[locale]/confirm-email">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "Auth" });
  return { title: t("confirmTitle"), robots: { index: false } };
}

type Outcome = { kind: "confirmed" } | { kind: "invalid" } | { kind: "failed"; message: string };

/** Confirms on the server, so the link works without JavaScript and the token never sits in client code. */
async function confirm(token: string | undefined, locale: Locale): Promise<Outcome> {
  const parsed = confirmEmailRequest.safeParse({ token });
  if (!parsed.success) return { kind: "invalid" };
  try {
    await providerRequest("auth-backend", "api/Account/confirm-email", {
      method: "POST",
      body: parsed.data,
      locale,
      schema: messageResponse,
    });
    return { kind: "confirmed" };
  } catch (error) {
    if (error instanceof ProviderRequestError && error.status >= 400 && error.status < 500) return { kind: "invalid" };
    return { kind: "failed", message: error instanceof Error ? error.message : "" };
  }
}

async function ConfirmEmailPageBody({ params, searchParams }: PageProps<"/[locale]/confirm-email">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const raw = (await searchParams).token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  const [outcome, t] = await Promise.all([confirm(token, locale), getTranslations("Auth")]);

  return (
    <AuthCard>
      {outcome.kind === "confirmed" ? (
        <AuthNotice heading="h1" tone="success" icon={<CircleCheck aria-hidden className="size-7" />} title={t("confirmTitle")}>
          <p>{t("confirmBody")}</p>
          <Link href="/login" className={buttonClasses("primary", "lg", "w-full")}>
            {t("goToLogin")}
          </Link>
        </AuthNotice>
      ) : outcome.kind === "invalid" ? (
        <AuthNotice heading="h1" tone="warning" icon={<MailWarning aria-hidden className="size-7" />} title={t("confirmInvalidTitle")}>
          <p>{t("confirmInvalidBody")}</p>
          <ResendConfirmationForm />
        </AuthNotice>
      ) : (
        <AuthNotice heading="h1" tone="warning" icon={<TriangleAlert aria-hidden className="size-7" />} title={t("confirmErrorTitle")}>
          {outcome.message ? <p>{outcome.message}</p> : null}
          <Link
            href={{ pathname: "/confirm-email", query: { token: token ?? "" } }}
            className={buttonClasses("primary", "lg", "w-full")}
          >
            {t("tryAgain")}
          </Link>
        </AuthNotice>
      )}
    </AuthCard>
  );
}

export default function ConfirmEmailPage(props: PageProps<"/[locale]/confirm-email">) {
  return (
    <DynamicPage params={props.params}>
      <ConfirmEmailPageBody {...props} />
    </DynamicPage>
  );
}
