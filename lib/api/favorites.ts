// The signed-in user's favorite flights through the BFF: list, add, remove (mirrors lib/provider/favorites.ts).
import { queryOptions } from "@tanstack/react-query";
import { favoriteListResponse, favoriteResponse } from "@/provider/contracts/reservations";
import type { Locale } from "@/lib/i18n/routing";
import { mapFavorite, type FavoriteView } from "@/lib/provider/reservations-map";
import { bffFetch } from "./bff-client";
import { queryKeys } from "./keys";

export type { FavoriteView };

/** Newest first, as the provider lists them. */
export async function listFavorites(locale: Locale): Promise<FavoriteView[]> {
  const wire = await bffFetch("flight-backend", "api/Favorites", { locale, schema: favoriteListResponse });
  const now = Date.now();
  return wire.map((favorite) => mapFavorite(favorite, locale, now));
}

/** Throws BffError ALREADY_IN_FAVORITES (409) when it was saved meanwhile. */
export async function addFavorite(flightId: string, locale: Locale): Promise<FavoriteView> {
  const wire = await bffFetch("flight-backend", "api/Favorites", { method: "POST", body: { flightId }, locale, schema: favoriteResponse });
  return mapFavorite(wire, locale);
}

/** Idempotent: removing a flight that is not saved also succeeds. */
export async function removeFavorite(flightId: string, locale: Locale): Promise<void> {
  await bffFetch("flight-backend", `api/Favorites/${encodeURIComponent(flightId)}`, { method: "DELETE", locale });
}

export const favoritesQuery = (locale: Locale) =>
  queryOptions({ queryKey: queryKeys.favorites.list(locale), queryFn: () => listFavorites(locale) });
