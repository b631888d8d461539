import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireUser } from "@/lib/auth/guard";
import type { Locale } from "@/lib/i18n/routing";
import { listPriceAlerts } from "@/lib/provider/price-alerts";
import { AccountPageShell } from "@/components/account/account-page-shell";
import { DynamicPage } from "@/components/layout/dynamic-page";
import { PriceAlertsList } from "@/components/price-alerts/price-alerts-list";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export async function generateMetadata({ params }: PageProps<"/[locale]/price-alerts">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "PriceAlerts" });
  return { title: t("title"), robots: { index: false } };
}

async function PriceAlertsPageBody({ params }: PageProps<"/[locale]/price-alerts">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [, t] = await Promise.all([requireUser(locale, "/price-alerts"), getTranslations("PriceAlerts")]);
  const alerts = await listPriceAlerts(locale);
  return (
    <AccountPageShell title={t("title")} subtitle={t("subtitle")}>
      <PriceAlertsList alerts={alerts} />
    </AccountPageShell>
  );
}

export default function PriceAlertsPage(props: PageProps<"/[locale]/price-alerts">) {
  return (
    <DynamicPage params={props.params} namespaces={["PriceAlerts"]}>
      <PriceAlertsPageBody {...props} />
    </DynamicPage>
  );
}
