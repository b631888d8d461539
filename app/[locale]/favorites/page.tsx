import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { requireUser } from "@/lib/auth/guard";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { listFavorites, type FavoriteView } from "@/lib/provider/favorites";
import { AccountPageShell } from "@/components/account/account-page-shell";
import { FavoritesList } from "@/components/favorites/favorites-list";
import { Alert } from "@/components/ui/alert";
import { buttonClasses } from "@/components/ui/button";
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
  let favorites: FavoriteView[] | null = null;
  try {
    favorites = await listFavorites(locale);
  } catch (error) {
    console.error("favorites list failed", error);
  }
  return (
    <AccountPageShell title={t("title")} subtitle={t("subtitle")}>
      {favorites === null ? (
        // SPEC §8: "failed to load favorites".
        <Alert variant="error" title={t("loadFailed")}>
          <Link href="/favorites" className={buttonClasses("outline", "sm", "mt-2")}>
            {t("retry")}
          </Link>
        </Alert>
      ) : (
        <FavoritesList initial={favorites} />
      )}
    </AccountPageShell>
  );
}

export default function FavoritesPage(props: PageProps<"/[locale]/favorites">) {
  return (
    <DynamicPage params={props.params}>
      <FavoritesPageBody {...props} />
    </DynamicPage>
  );
}
