// What a heart needs: whether a flight, an offer, a hotel or a chalet is saved, save it, unsave it. Kept apart from ./favorites.ts (the
// favorites page's list, validated against the contracts with zod) so a heart on a cached page loads no schema
// library: the list is read here only for its ids, each checked by hand, and a save's answer is not read at all.
import type { FavoriteTarget } from "@/lib/favorites/favorite-view";
import { bffFetch } from "./bff-client";
import { favoritesEndpoint } from "@/lib/favorites/favorite-endpoints";

/** The field of a list item that names what is saved. */
const ID_KEY = { flight: "flightId", offer: "offerId", hotel: "id", chalet: "id" } as const;

function idsOf(answer: unknown, key: (typeof ID_KEY)[keyof typeof ID_KEY]): Set<string | number> {
  const ids = new Set<string | number>();
  if (!Array.isArray(answer)) throw new Error("favorites answer is not a list");
  for (const item of answer) {
    const id = (item as Record<string, unknown> | null)?.[key];
    if (typeof id === "string" || typeof id === "number") ids.add(id);
  }
  return ids;
}

/** Whether the signed-in visitor saved it (one read of their list of that kind). */
export async function isSaved(target: FavoriteTarget, locale: string): Promise<boolean> {
  const answer = await bffFetch(...favoritesEndpoint(target.kind), { locale });
  return idsOf(answer, ID_KEY[target.kind]).has(target.id);
}

/** Throws BffError ALREADY_IN_FAVORITES (409) when it was saved meanwhile, 401 for a guest. */
export async function saveFavorite(target: FavoriteTarget, locale: string): Promise<void> {
  const body = target.kind === "flight" ? { flightId: target.id } : target.kind === "offer" ? { offerId: target.id } : { id: target.id };
  await bffFetch(...favoritesEndpoint(target.kind), { method: "POST", body, locale });
}

/** Idempotent: removing something that is not saved also succeeds. */
export async function removeFavorite(target: FavoriteTarget, locale: string): Promise<void> {
  await bffFetch(...favoritesEndpoint(target.kind, target.id), { method: "DELETE", locale });
}
