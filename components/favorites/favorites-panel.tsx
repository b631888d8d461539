"use client";

import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ListPlaceholder, QueryBoundary } from "@/components/ui/query-boundary";
import { FavoritesList } from "./favorites-list";

/** The favorites list as it streams in, with SPEC §8's "failed to load favorites" and a retry. */
export function FavoritesPanel() {
  const t = useTranslations("Favorites");
  return (
    <QueryBoundary
      fallback={<ListPlaceholder />}
      error={(retry) => (
        <Alert variant="error" title={t("loadFailed")}>
          <Button variant="outline" size="sm" className="mt-2 w-fit" onClick={retry}>
            {t("retry")}
          </Button>
        </Alert>
      )}
    >
      <FavoritesList />
    </QueryBoundary>
  );
}
