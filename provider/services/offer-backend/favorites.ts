// A user's favorite offers: GET, POST and DELETE api/Favorites on offer-backend. The favorites table holds every
// kind (provider/db/schema/favorites.ts); "already there" is its unique index's answer, not a prior read.
import { and, eq } from "drizzle-orm";
import {
  offerFavoriteListResponse,
  offerFavoriteParams,
  offerFavoriteRequest,
  offerFavoriteResponse,
  type OfferFavoriteResponse,
} from "../../contracts/offers";
import { getDb } from "../../db/client";
import { uniqueViolation } from "../../db/errors";
import { favorites, offers } from "../../db/schema";
import { conflict, notFound } from "../../http/errors";
import type { ProviderLocale } from "../../http/locale";
import type { Service } from "../../http/service";
import { iso, rowsOf } from "../search-flight/rows";
import { offerIdOf, toItem, type ItemRow } from "./catalogue";
import { offerFavoritesSql } from "./catalogue-sql";

type FavoriteRow = ItemRow & { favoritedAt: Date | string };

async function readFavorites(userId: string, locale: ProviderLocale, offerId?: number): Promise<OfferFavoriteResponse[]> {
  const db = await getDb();
  const rows = rowsOf<FavoriteRow>(await db.execute(offerFavoritesSql(userId, locale, offerId)));
  return rows.map(({ favoritedAt, ...item }) => ({ offerId: item.id, createdAt: iso(favoritedAt), offer: toItem(item) }));
}

async function addFavorite(userId: string, offerId: number, locale: ProviderLocale): Promise<OfferFavoriteResponse> {
  const db = await getDb();
  // Expired and sold-out offers can be kept too: the list shows what became of them.
  const [offer] = await db.select({ id: offers.id }).from(offers).where(eq(offers.id, offerId)).limit(1);
  if (!offer) throw notFound("OFFER_NOT_FOUND");
  try {
    await db.insert(favorites).values({ userId, kind: "offer", offerId });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw conflict("ALREADY_IN_FAVORITES");
    throw error;
  }
  const [favorite] = await readFavorites(userId, locale, offerId);
  if (!favorite) throw notFound("OFFER_NOT_FOUND");
  return favorite;
}

/** Idempotent: removing an offer that is not (or no longer) saved is not an error. */
async function removeFavorite(userId: string, rawId: string): Promise<void> {
  const offerId = offerIdOf(rawId);
  if (offerId === null) return;
  const db = await getDb();
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.kind, "offer"), eq(favorites.offerId, offerId)));
}

export function registerOfferFavoriteRoutes(svc: Service): void {
  svc.get(
    "api/Favorites",
    {
      summary: "The caller's favorite offers, newest first, each as the catalogue shows it today (expired ones included)",
      access: "user",
      response: offerFavoriteListResponse,
    },
    ({ user, locale }) => readFavorites(user.id, locale),
  );

  svc.post(
    "api/Favorites",
    {
      summary: "Add an offer to the favorites (404 OFFER_NOT_FOUND; 409 ALREADY_IN_FAVORITES)",
      access: "user",
      body: offerFavoriteRequest,
      response: offerFavoriteResponse,
      status: 201,
    },
    ({ body, user, locale }) => addFavorite(user.id, body.offerId, locale),
  );

  svc.delete(
    "api/Favorites/:offerId",
    { summary: "Remove an offer from the favorites (idempotent)", access: "user", params: offerFavoriteParams, status: 204 },
    async ({ params, user }) => {
      await removeFavorite(user.id, params.offerId);
    },
  );
}
