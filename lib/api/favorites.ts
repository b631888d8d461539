// The signed-in user's favorites through the BFF: one list of every kind (mirrors lib/provider/favorites.ts), and its
// remove. Flights are kept by flight-backend, offers by offer-backend, hotels and chalets by their services.
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { stayFavorite } from "@/provider/contracts/stay-favorites";
import { offerFavoriteListResponse } from "@/provider/contracts/offers";
import { favoriteListResponse } from "@/provider/contracts/reservations";
import { mergeFavorites, type FavoriteTarget, type FavoriteView } from "@/lib/favorites/favorite-view";
import type { Locale } from "@/lib/i18n/routing";
import { bffFetch } from "./bff-client";
import { queryKeys } from "./keys";

export type { FavoriteTarget, FavoriteView };
// A heart's save and remove are ./favorite-marks.ts's (no schema library on a cached page); the list removes the same way.
export { removeFavorite } from "./favorite-marks";

/** Newest first across kinds. */
export async function listFavorites(locale: Locale): Promise<FavoriteView[]> {
  const [flights, offers, hotels, chalets] = await Promise.all([
    bffFetch("flight-backend", "api/Favorites", { locale, schema: favoriteListResponse }),
    bffFetch("offer-backend", "api/Favorites", { locale, schema: offerFavoriteListResponse }),
    bffFetch("hotels", "api/Favorites", { locale, schema: z.array(stayFavorite) }),
    bffFetch("chalets", "api/Favorites", { locale, schema: z.array(stayFavorite) }),
  ]);
  return mergeFavorites(flights, offers, locale, Date.now(), [...hotels, ...chalets]);
}

export const favoritesQuery = (locale: Locale) => queryOptions({ queryKey: queryKeys.favorites.list(locale), queryFn: () => listFavorites(locale) });
