// The signed-in user's favorites of every kind (flight-backend's flights, offer-backend's offers, the hotels and
// chalets services' stays), as one list.
import "server-only";
import { z } from "zod";
import { stayFavorite } from "@/provider/contracts/stay-favorites";
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
  const [flights, offers, hotels, chalets] = await Promise.all([
    providerRequest("flight-backend", "api/Favorites", { token, locale, schema: favoriteListResponse }),
    providerRequest("offer-backend", "api/Favorites", { token, locale, schema: offerFavoriteListResponse }),
    providerRequest("hotels", "api/Favorites", { token, locale, schema: z.array(stayFavorite) }),
    providerRequest("chalets", "api/Favorites", { token, locale, schema: z.array(stayFavorite) }),
  ]);
  return mergeFavorites(flights, offers, locale, Date.now(), [...hotels, ...chalets]);
}
