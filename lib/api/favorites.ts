// The signed-in user's favorites through the BFF: one list of every kind, add, remove (mirrors
// lib/provider/favorites.ts). Flights are kept by flight-backend, offers by offer-backend.
import { queryOptions } from "@tanstack/react-query";
import { offerFavoriteListResponse, offerFavoriteResponse } from "@/provider/contracts/offers";
import { favoriteListResponse, favoriteResponse } from "@/provider/contracts/reservations";
import { mapOfferFavorite, mergeFavorites, type FavoriteTarget, type FavoriteView } from "@/lib/favorites/favorite-view";
import type { Locale } from "@/lib/i18n/routing";
import { mapFlightFavorite } from "@/lib/provider/reservations-map";
import { bffFetch } from "./bff-client";
import { queryKeys } from "./keys";

export type { FavoriteTarget, FavoriteView };

/** Newest first across kinds. */
export async function listFavorites(locale: Locale): Promise<FavoriteView[]> {
  const [flights, offers] = await Promise.all([
    bffFetch("flight-backend", "api/Favorites", { locale, schema: favoriteListResponse }),
    bffFetch("offer-backend", "api/Favorites", { locale, schema: offerFavoriteListResponse }),
  ]);
  return mergeFavorites(flights, offers, locale);
}

/** Throws BffError ALREADY_IN_FAVORITES (409) when it was saved meanwhile. */
export async function addFavorite(target: FavoriteTarget, locale: Locale): Promise<FavoriteView> {
  if (target.kind === "flight") {
    const wire = await bffFetch("flight-backend", "api/Favorites", { method: "POST", body: { flightId: target.id }, locale, schema: favoriteResponse });
    return mapFlightFavorite(wire, locale);
  }
  const wire = await bffFetch("offer-backend", "api/Favorites", { method: "POST", body: { offerId: target.id }, locale, schema: offerFavoriteResponse });
  return mapOfferFavorite(wire);
}

/** Idempotent: removing something that is not saved also succeeds. */
export async function removeFavorite(target: FavoriteTarget, locale: Locale): Promise<void> {
  const service = target.kind === "flight" ? "flight-backend" : "offer-backend";
  await bffFetch(service, `api/Favorites/${encodeURIComponent(String(target.id))}`, { method: "DELETE", locale });
}

export const favoritesQuery = (locale: Locale) =>
  queryOptions({ queryKey: queryKeys.favorites.list(locale), queryFn: () => listFavorites(locale) });
