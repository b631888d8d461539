// The favorites page's one list, read the same way on the server (lib/provider/favorites.ts, with the session's token)
// and in the browser (lib/api/favorites.ts, through the BFF): the four services that keep favorites answer their
// kind's list, checked against its contract, and the lists merge newest first.
import { z } from "zod";
import { stayFavorite } from "@/provider/contracts/stay-favorites";
import { offerFavoriteListResponse } from "@/provider/contracts/offers";
import { favoriteListResponse } from "@/provider/contracts/reservations";
import type { Endpoint } from "@/lib/endpoints";
import { favoritesEndpoint } from "./favorite-endpoints";
import type { Locale } from "@/lib/i18n/routing";
import { mergeFavorites, type FavoriteView } from "./favorite-view";

/** Reads one endpoint and checks its answer: providerRequest or bffFetch with the caller's locale (and token). */
export type ReadEndpoint = <T>(endpoint: Endpoint, schema: z.ZodType<T>) => Promise<T>;

/** Newest first across kinds; throws what `read` throws when a list cannot be loaded. */
export async function readFavorites(read: ReadEndpoint, locale: Locale): Promise<FavoriteView[]> {
  const [flights, offers, hotels, chalets] = await Promise.all([
    read(favoritesEndpoint("flight"), favoriteListResponse),
    read(favoritesEndpoint("offer"), offerFavoriteListResponse),
    read(favoritesEndpoint("hotel"), z.array(stayFavorite)),
    read(favoritesEndpoint("chalet"), z.array(stayFavorite)),
  ]);
  return mergeFavorites(flights, offers, locale, Date.now(), [...hotels, ...chalets]);
}
