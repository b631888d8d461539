// The signed-in user's favorite flights on flight-backend, mapped to view types.
import "server-only";
import { favoriteListResponse } from "@/provider/contracts/reservations";
import { getProviderToken } from "@/lib/auth/session";
import type { Locale } from "@/lib/i18n/routing";
import { providerRequest, ProviderRequestError } from "./client";
import { mapFavorite, type FavoriteView } from "./reservations-map";

export type { FavoriteView };

/** Newest first, as the provider lists them. Throws ProviderRequestError when the list cannot be loaded. */
export async function listFavorites(locale: Locale): Promise<FavoriteView[]> {
  const token = await getProviderToken();
  if (!token) throw new ProviderRequestError(401, "unauthorized", "UNAUTHORIZED");
  const wire = await providerRequest("flight-backend", "api/Favorites", { token, locale, schema: favoriteListResponse });
  const now = Date.now();
  return wire.map((f) => mapFavorite(f, locale, now));
}
