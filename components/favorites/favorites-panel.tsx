"use client";

import { useTranslations } from "next-intl";
import { ListPlaceholder, LoadFailed, QueryBoundary } from "@/components/ui/query-boundary";
import { FavoritesList } from "./favorites-list";

/** The favorites list as it streams in, with SPEC §8's "failed to load favorites" and a retry. */
export function FavoritesPanel() {
  const t = useTranslations("Favorites");
  return (
    <QueryBoundary fallback={<ListPlaceholder />} error={(retry) => <LoadFailed title={t("loadFailed")} retryLabel={t("retry")} retry={retry} />}>
      <FavoritesList />
    </QueryBoundary>
  );
}
