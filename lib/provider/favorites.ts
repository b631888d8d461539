// The signed-in user's favorites of every kind (flight-backend's flights, offer-backend's offers), as one list.
import "server-only";
import { offerFavoriteListResponse } from "@/provider/contracts/offers";
import { favoriteListResponse } from "@/provider/contracts/reservations";
import { getProviderToken } from "@/lib/auth/session";
import { mergeFavorites, type FavoriteView } from "@/lib/favorites/favorite-view";
import type { Locale } from "@/lib/i18n/routing";
import { providerRequest, ProviderRequestError } from "./client";

export type { FavoriteView };

/** Newest first across kinds. Throws ProviderRequestError when either list cannot be loaded. */
export async function listFavorites(locale: Locale): Promise<FavoriteView[]> {
  const token = await getProviderToken();
  if (!token) throw new ProviderRequestError(401, "unauthorized", "UNAUTHORIZED");
  const [flights, offers] = await Promise.all([
    providerRequest("flight-backend", "api/Favorites", { token, locale, schema: favoriteListResponse }),
    providerRequest("offer-backend", "api/Favorites", { token, locale, schema: offerFavoriteListResponse }),
  ]);
  return mergeFavorites(flights, offers, locale);
}
