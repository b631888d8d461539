// Favourite hotels and chalets that are off sale (archived hotel, every room type archived, archived chalet) are left
// out of the traveller's list rather than shown as bookable, and adding one answers 404 with nothing stored.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { chalets, favorites, hotelRoomTypes, hotels } from "@/provider/db/schema";
import { createUsers, errorOf, onEachDatabase, type TestUser } from "./flight-fixtures";
import { chaletsCall, createChalet, createHotel, hotelsCall } from "./stays-fixtures";

const ids = (body: unknown) => (body as { id: number }[]).map((f) => f.id);

onEachDatabase("favorites of archived stays", (t) => {
  let user: TestUser;
  beforeAll(async () => {
    [user] = (await createUsers(t.db.db, 1)) as [TestUser];
  }, 120_000);

  it("leaves archived hotels and hotels whose room types are all archived out of the list", async () => {
    const [kept, archived, roomless] = [await createHotel(t.db.db), await createHotel(t.db.db), await createHotel(t.db.db)];
    for (const h of [kept, archived, roomless]) expect((await hotelsCall("api/Favorites", { token: user.token, body: { id: h.hotelId } })).status).toBe(201);
    await t.db.db
      .update(hotels)
      .set({ archivedAt: sql`now()` })
      .where(eq(hotels.id, archived.hotelId));
    await t.db.db
      .update(hotelRoomTypes)
      .set({ archivedAt: sql`now()` })
      .where(eq(hotelRoomTypes.id, roomless.roomTypeId));

    const list = await hotelsCall("api/Favorites", { token: user.token, locale: "en" });
    expect(ids(list.json)).toContain(kept.hotelId);
    expect(ids(list.json)).not.toContain(archived.hotelId);
    expect(ids(list.json)).not.toContain(roomless.hotelId);
  });

  it("prices a hotel from its room types on sale only", async () => {
    const h = await createHotel(t.db.db, { nightly: 30_000 });
    await t.db.db.insert(hotelRoomTypes).values({
      hotelId: h.hotelId,
      nameAr: "جناح",
      nameEn: "Suite",
      capacity: 2,
      adults: 2,
      bedType: "king",
      board: "breakfast",
      sizeSqm: 50,
      nightlyPrice: 90_000,
      refundable: false,
    });
    await t.db.db
      .update(hotelRoomTypes)
      .set({ archivedAt: sql`now()` })
      .where(eq(hotelRoomTypes.id, h.roomTypeId));
    const added = await hotelsCall("api/Favorites", { token: user.token, body: { id: h.hotelId } });
    expect(added.status).toBe(201);
    expect((added.json as { fromPrice: number }).fromPrice).toBe(90_000);
  });

  it("leaves archived chalets out of the list", async () => {
    const [kept, archived] = [await createChalet(t.db.db), await createChalet(t.db.db)];
    for (const id of [kept, archived]) expect((await chaletsCall("api/Favorites", { token: user.token, body: { id } })).status).toBe(201);
    await t.db.db
      .update(chalets)
      .set({ archivedAt: sql`now()` })
      .where(eq(chalets.id, archived));
    const list = await chaletsCall("api/Favorites", { token: user.token });
    expect(ids(list.json)).toContain(kept);
    expect(ids(list.json)).not.toContain(archived);
  });

  it("refuses to add an archived hotel or chalet (404) and stores nothing", async () => {
    const { hotelId } = await createHotel(t.db.db);
    const chaletId = await createChalet(t.db.db);
    await t.db.db
      .update(hotels)
      .set({ archivedAt: sql`now()` })
      .where(eq(hotels.id, hotelId));
    await t.db.db
      .update(chalets)
      .set({ archivedAt: sql`now()` })
      .where(eq(chalets.id, chaletId));

    const hotel = await hotelsCall("api/Favorites", { token: user.token, body: { id: hotelId }, locale: "en" });
    expect(hotel.status).toBe(404);
    expect(errorOf(hotel).code).toBe("HOTEL_NOT_FOUND");
    const chalet = await chaletsCall("api/Favorites", { token: user.token, body: { id: chaletId }, locale: "ar" });
    expect(chalet.status).toBe(404);
    expect(errorOf(chalet).code).toBe("CHALET_NOT_FOUND");
    const stored = await t.db.db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, user.id), sql`(${favorites.hotelId} = ${hotelId} or ${favorites.chaletId} = ${chaletId})`));
    expect(stored).toEqual([]);
  });
});
