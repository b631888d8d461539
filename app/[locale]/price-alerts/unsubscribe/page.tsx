import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { AuthCard } from "@/components/account/auth-card";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { UnsubscribeForm } from "@/components/price-alerts/unsubscribe-form";
import { Alert } from "@/components/ui/alert";

// Per request and blocking (it reads the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export async function generateMetadata({ params }: PageProps<"/[locale]/price-alerts/unsubscribe">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "PriceAlerts" });
  return { title: t("unsubscribeTitle"), robots: { index: false } };
}

/** A price alert mail's unsubscribe link, for anyone holding it (no sign-in): opening it changes nothing. */
async function UnsubscribePageBody({ params, searchParams }: PageProps<"/[locale]/price-alerts/unsubscribe">) {
  setRequestLocale((await params).locale as Locale);
  const [query, t] = await Promise.all([searchParams, getTranslations("PriceAlerts")]);
  const token = Array.isArray(query.token) ? query.token[0] : query.token;
  return (
    <AuthCard title={t("unsubscribeTitle")}>
      {token?.trim() ? <UnsubscribeForm token={token.trim()} /> : <Alert variant="error">{t("missingToken")}</Alert>}
    </AuthCard>
  );
}

export default function UnsubscribePage(props: PageProps<"/[locale]/price-alerts/unsubscribe">) {
  return (
    <DynamicPage params={props.params} namespaces={["PriceAlerts"]}>
      <UnsubscribePageBody {...props} />
    </DynamicPage>
  );
}
