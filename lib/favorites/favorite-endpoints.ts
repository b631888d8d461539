// Where each kind's favorites live on the provider, for the server's list (lib/favorites/favorite-lists.ts) and the
// browser's heart (lib/api/favorite-marks.ts). Apart from lib/endpoints.ts, whose other endpoints and the kind registry
// a heart on a cached page would otherwise load (0.4 KiB on the offer page).
import type { Endpoint } from "@/lib/endpoints";
import type { KindService } from "@/lib/reservations/kinds";

/** What a signed-in visitor can save, each kept by the service that sells it. */
export type FavoriteKind = "flight" | "offer" | "hotel" | "chalet";

/** The kind registry's services (checked against it by type: nothing of it is loaded). */
const FAVORITE_SERVICE = { flight: "flight-backend", offer: "offer-backend", hotel: "hotels", chalet: "chalets" } as const satisfies {
  [K in FavoriteKind]: KindService<K>;
};

/** The caller's saved items of one kind (GET lists them, POST saves one), or one of them (DELETE unsaves it). */
export const favoritesEndpoint = (kind: FavoriteKind, id?: string | number): Endpoint => [
  FAVORITE_SERVICE[kind],
  id === undefined ? "api/Favorites" : `api/Favorites/${encodeURIComponent(id)}`,
];
