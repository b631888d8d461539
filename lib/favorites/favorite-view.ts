// One favorites list for every kind: the view of each saved thing, what identifies it to the provider, and the order
// the list shows (newest first across kinds). Pure, so the server (lib/provider/favorites.ts) and the browser
// (lib/api/favorites.ts) build the same list from what flight-backend, offer-backend, hotels and chalets answer.
import type { StayFavorite } from "@/provider/contracts/stay-favorites";
import type { OfferFavoriteResponse } from "@/provider/contracts/offers";
import type { FavoriteResponse } from "@/provider/contracts/reservations";
import type { Locale } from "@/lib/i18n/routing";
import { toOfferView, type OfferView } from "@/lib/offers/offer-view";
import { mapFlightFavorite, type FlightFavoriteView } from "@/lib/reservations/reservations-map";

export type { FlightFavoriteView };

export type OfferFavoriteView = { kind: "offer"; offerId: number; savedAt: string; offer: OfferView };

/** A saved hotel or chalet: enough for its card (the details page prices it for dates). */
export type StayFavoriteView = {
  kind: "hotel" | "chalet";
  id: number;
  savedAt: string;
  name: string;
  city: string;
  photo: string | null;
  rating: number;
  stars: number | null;
  /** The lowest nightly price, SAR minor units, before fee and taxes. */
  fromPrice: number;
};

export type FavoriteView = FlightFavoriteView | OfferFavoriteView | StayFavoriteView;

/** What a heart saves or removes. */
export type FavoriteTarget = { kind: "flight"; id: string } | { kind: "offer"; id: number } | { kind: "hotel" | "chalet"; id: number };

export function favoriteTarget(favorite: FavoriteView): FavoriteTarget {
  if (favorite.kind === "flight") return { kind: "flight", id: favorite.flightId };
  if (favorite.kind === "offer") return { kind: "offer", id: favorite.offerId };
  return { kind: favorite.kind, id: favorite.id };
}

/** A key unique across kinds (a flight's uuid and an offer's number never meet, but the kind makes it plain). */
export const favoriteKey = (target: FavoriteTarget): string => `${target.kind}:${target.id}`;

export const isTarget = (favorite: FavoriteView, target: FavoriteTarget): boolean => favoriteKey(favoriteTarget(favorite)) === favoriteKey(target);

export function mapOfferFavorite(wire: OfferFavoriteResponse): OfferFavoriteView {
  return { kind: "offer", offerId: wire.offerId, savedAt: wire.createdAt, offer: toOfferView(wire.offer) };
}

export function mapStayFavorite(wire: StayFavorite): StayFavoriteView {
  return {
    kind: wire.kind,
    id: wire.id,
    savedAt: wire.createdAt,
    name: wire.name,
    city: wire.city,
    photo: wire.photo,
    rating: wire.rating,
    stars: wire.stars,
    fromPrice: wire.fromPrice,
  };
}

/** The services' lists as one, newest first (ties keep flights, offers, hotels, chalets in that order). */
export function mergeFavorites(
  flights: FavoriteResponse[],
  offers: OfferFavoriteResponse[],
  locale: Locale,
  now: number = Date.now(),
  stays: StayFavorite[] = [],
): FavoriteView[] {
  const all: FavoriteView[] = [...flights.map((f) => mapFlightFavorite(f, locale, now)), ...offers.map(mapOfferFavorite), ...stays.map(mapStayFavorite)];
  return all.sort((a, b) => Date.parse(b.savedAt) - Date.parse(a.savedAt));
}
