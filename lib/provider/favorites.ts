// The signed-in user's favorites of every kind (flight-backend's flights, offer-backend's offers, the hotels and
// chalets services' stays), as one list.
import "server-only";
import { getProviderToken } from "@/lib/auth/session";
import { readFavorites } from "@/lib/favorites/favorite-lists";
import type { FavoriteView } from "@/lib/favorites/favorite-view";
import type { Locale } from "@/lib/i18n/routing";
import { providerRequest, ProviderRequestError } from "./client";

export type { FavoriteView };

/** Newest first across kinds. Throws ProviderRequestError when either list cannot be loaded. */
export async function listFavorites(locale: Locale): Promise<FavoriteView[]> {
  const token = await getProviderToken();
  if (!token) throw new ProviderRequestError(401, "unauthorized", "UNAUTHORIZED");
  return readFavorites((endpoint, schema) => providerRequest(...endpoint, { token, locale, schema }), locale);
}
