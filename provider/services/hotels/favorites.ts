// A user's favorite hotels (on hotels) and chalets (on chalets): GET, POST and DELETE api/Favorites. The favorites
// table holds every kind (provider/db/schema/favorites.ts); "already there" is its unique index's answer. Only what is
// still on sale is listed: an archived hotel, one whose room types are all archived, or an archived chalet is left out
// (not shown as bookable), and adding one answers 404 with nothing stored.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { stayFavorite, stayFavoriteParams, stayFavoriteRequest, type StayFavorite } from "../../contracts/stay-favorites";
import { getDb, type Db } from "../../db/client";
import { uniqueViolation } from "../../db/errors";
import { chalets, cities, favorites, hotels } from "../../db/schema";
import { conflict, notFound } from "../../http/errors";
import type { ProviderLocale } from "../../http/locale";
import type { Service } from "../../http/service";
import { idOf } from "./catalogue";

type Kind = "hotel" | "chalet";

type Reader = Pick<Db, "select">;

async function readFavorites(db: Reader, userId: string, kind: Kind, locale: ProviderLocale, id?: number): Promise<StayFavorite[]> {
  const en = locale === "en";
  const one = id === undefined ? sql`true` : kind === "hotel" ? eq(favorites.hotelId, id) : eq(favorites.chaletId, id);
  if (kind === "hotel") {
    const rows = await db
      .select({
        f: favorites.createdAt,
        h: hotels,
        city: en ? cities.nameEn : cities.nameAr,
        from: sql<number | null>`(select min(nightly_price)::bigint from hotel_room_types where hotel_id = ${hotels.id} and archived_at is null)`,
      })
      .from(favorites)
      .innerJoin(hotels, eq(hotels.id, favorites.hotelId))
      .innerJoin(cities, eq(cities.slug, hotels.city))
      .where(and(eq(favorites.userId, userId), eq(favorites.kind, "hotel"), one, isNull(hotels.archivedAt)))
      .orderBy(desc(favorites.createdAt));
    // No room type on sale (the cheapest is null): nothing of the hotel can be booked.
    return rows.flatMap(({ f, h, city, from }) =>
      from === null
        ? []
        : [
            {
              kind,
              id: h.id,
              createdAt: f.toISOString(),
              name: en ? h.nameEn : h.nameAr,
              city,
              photo: h.photos[0] ?? null,
              rating: h.rating / 10,
              stars: h.stars,
              fromPrice: from,
            },
          ],
    );
  }
  const rows = await db
    .select({ f: favorites.createdAt, c: chalets, city: en ? cities.nameEn : cities.nameAr })
    .from(favorites)
    .innerJoin(chalets, eq(chalets.id, favorites.chaletId))
    .innerJoin(cities, eq(cities.slug, chalets.city))
    .where(and(eq(favorites.userId, userId), eq(favorites.kind, "chalet"), one, isNull(chalets.archivedAt)))
    .orderBy(desc(favorites.createdAt));
  return rows.map(({ f, c, city }) => ({
    kind,
    id: c.id,
    createdAt: f.toISOString(),
    name: en ? c.nameEn : c.nameAr,
    city,
    photo: c.photos[0] ?? null,
    rating: c.rating / 10,
    stars: null,
    fromPrice: c.nightlyPrice,
  }));
}

const NOT_FOUND = { hotel: "HOTEL_NOT_FOUND", chalet: "CHALET_NOT_FOUND" } as const;

async function addFavorite(userId: string, kind: Kind, id: number, locale: ProviderLocale): Promise<StayFavorite> {
  const db = await getDb();
  try {
    // One transaction: a hotel or chalet that is off sale reads as nothing after the insert, which then rolls back.
    return await db.transaction(async (tx) => {
      await tx.insert(favorites).values(kind === "hotel" ? { userId, kind, hotelId: id } : { userId, kind, chaletId: id });
      const [favorite] = await readFavorites(tx, userId, kind, locale, id);
      if (!favorite) throw notFound(NOT_FOUND[kind]);
      return favorite;
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw conflict("ALREADY_IN_FAVORITES");
    // The foreign key answers for an unknown hotel or chalet.
    if ((error as { cause?: { code?: string }; code?: string }).cause?.code === "23503" || (error as { code?: string }).code === "23503")
      throw notFound(NOT_FOUND[kind]);
    throw error;
  }
}

export function registerStayFavoriteRoutes(svc: Service, kind: Kind): void {
  const noun = kind === "hotel" ? "hotel" : "chalet";
  svc.get(
    "api/Favorites",
    { summary: `The caller's favorite ${noun}s, newest first, in the caller's language`, access: "user", response: z.array(stayFavorite) },
    async ({ user, locale }) => readFavorites(await getDb(), user.id, kind, locale),
  );
  svc.post(
    "api/Favorites",
    {
      summary: `Add a ${noun} to the favorites: body { id } (404 ${NOT_FOUND[kind]}; 409 ALREADY_IN_FAVORITES)`,
      access: "user",
      body: stayFavoriteRequest,
      response: stayFavorite,
      status: 201,
    },
    ({ body, user, locale }) => addFavorite(user.id, kind, body.id, locale),
  );
  svc.delete(
    "api/Favorites/:id",
    { summary: `Remove a ${noun} from the favorites (idempotent)`, access: "user", params: stayFavoriteParams, status: 204 },
    async ({ params, user }) => {
      const id = idOf(params.id);
      if (id === null) return;
      const column = kind === "hotel" ? favorites.hotelId : favorites.chaletId;
      await (await getDb()).delete(favorites).where(and(eq(favorites.userId, user.id), eq(favorites.kind, kind), eq(column, id)));
    },
  );
}
