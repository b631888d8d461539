// The signed-in user's favorites through the BFF: one list of every kind (read as the server reads it: lib/favorites/favorite-lists.ts), and its
// remove. Flights are kept by flight-backend, offers by offer-backend, hotels and chalets by their services.
import { queryOptions } from "@tanstack/react-query";
import { readFavorites } from "@/lib/favorites/favorite-lists";
import type { FavoriteTarget, FavoriteView } from "@/lib/favorites/favorite-view";
import type { Locale } from "@/lib/i18n/routing";
import { bffFetch } from "./bff-client";
import { queryKeys } from "./keys";

export type { FavoriteTarget, FavoriteView };
// A heart's save and remove are ./favorite-marks.ts's (no schema library on a cached page); the list removes the same way.
export { removeFavorite } from "./favorite-marks";

/** Newest first across kinds. */
export async function listFavorites(locale: Locale): Promise<FavoriteView[]> {
  return readFavorites((endpoint, schema) => bffFetch(...endpoint, { locale, schema }), locale);
}

export const favoritesQuery = (locale: Locale) => queryOptions({ queryKey: queryKeys.favorites.list(locale), queryFn: () => listFavorites(locale) });
