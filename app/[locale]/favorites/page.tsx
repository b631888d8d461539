import type { Metadata } from "next";
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireUser } from "@/lib/auth/guard";
import type { Locale } from "@/lib/i18n/routing";
import { getQueryClient } from "@/lib/query/client";
import { prefetchFavorites } from "@/lib/query/prefetch";
import { AccountPageShell } from "@/components/account/account-page-shell";
import { FavoritesPanel } from "@/components/favorites/favorites-panel";
import { DynamicPage } from "@/components/layout/dynamic-page";

// Per request and blocking (it reads the session or the request): see components/layout/dynamic-page.tsx.
export const instant = false;

export async function generateMetadata({ params }: PageProps<"/[locale]/favorites">): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: "Favorites" });
  return { title: t("title"), robots: { index: false } };
}

async function FavoritesPageBody({ params }: PageProps<"/[locale]/favorites">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [, t] = await Promise.all([requireUser(locale, "/favorites"), getTranslations("Favorites")]);
  const queryClient = getQueryClient();
  prefetchFavorites(queryClient, locale);
  return (
    <AccountPageShell title={t("title")} subtitle={t("subtitle")}>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <FavoritesPanel />
      </HydrationBoundary>
    </AccountPageShell>
  );
}

export default function FavoritesPage(props: PageProps<"/[locale]/favorites">) {
  return (
    <DynamicPage params={props.params} namespaces={["Favorites", "Payment", "StayDetails", "Terms", "Ticket"]}>
      <FavoritesPageBody {...props} />
    </DynamicPage>
  );
}
