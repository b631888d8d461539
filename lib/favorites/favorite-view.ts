// One favorites list for every kind: the view of each saved thing, what identifies it to the provider, and the order
// the list shows (newest first across kinds). Pure, so the server (lib/provider/favorites.ts) and the browser
// (lib/api/favorites.ts) build the same list from what flight-backend and offer-backend answer.
import type { OfferFavoriteResponse } from "@/provider/contracts/offers";
import type { FavoriteResponse } from "@/provider/contracts/reservations";
import type { Locale } from "@/lib/i18n/routing";
import { toOfferView, type OfferView } from "@/lib/offers/offer-view";
import { mapFlightFavorite, type FlightFavoriteView } from "@/lib/provider/reservations-map";

export type { FlightFavoriteView };

export type OfferFavoriteView = { kind: "offer"; offerId: number; savedAt: string; offer: OfferView };

export type FavoriteView = FlightFavoriteView | OfferFavoriteView;

/** What a heart saves or removes. */
export type FavoriteTarget = { kind: "flight"; id: string } | { kind: "offer"; id: number };

export const favoriteTarget = (favorite: FavoriteView): FavoriteTarget =>
  favorite.kind === "flight" ? { kind: "flight", id: favorite.flightId } : { kind: "offer", id: favorite.offerId };

/** A key unique across kinds (a flight's uuid and an offer's number never meet, but the kind makes it plain). */
export const favoriteKey = (target: FavoriteTarget): string => `${target.kind}:${target.id}`;

export const isTarget = (favorite: FavoriteView, target: FavoriteTarget): boolean => favoriteKey(favoriteTarget(favorite)) === favoriteKey(target);

export function mapOfferFavorite(wire: OfferFavoriteResponse): OfferFavoriteView {
  return { kind: "offer", offerId: wire.offerId, savedAt: wire.createdAt, offer: toOfferView(wire.offer) };
}

/** Both services' lists as one, newest first (ties keep flights before offers, as each list's own order). */
export function mergeFavorites(flights: FavoriteResponse[], offers: OfferFavoriteResponse[], locale: Locale, now: number = Date.now()): FavoriteView[] {
  const all: FavoriteView[] = [...flights.map((f) => mapFlightFavorite(f, locale, now)), ...offers.map(mapOfferFavorite)];
  return all.sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt));
}
