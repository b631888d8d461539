// Favorites of every kind in one table: newest first, "already in favorites" from a unique index, unknown flights and
// offers, idempotent removal, and each service listing only its own kind.
import { expect, it } from "vitest";
import { offerFavoriteListResponse, offerFavoriteResponse } from "@/provider/contracts/offers";
import { favoriteListResponse, favoriteResponse } from "@/provider/contracts/reservations";
import { createFlight, createUsers, errorOf, onEachDatabase, PRICES, request } from "./flight-fixtures";
import { createOffer, OFFER_PRICE, offerRequest } from "./offer-fixtures";

onEachDatabase("favorites", (t) => {
  it("adds, lists newest first, refuses duplicates and unknown flights, and removes idempotently", async () => {
    const [a, b] = [await createFlight(t.db.db), await createFlight(t.db.db)];
    const [user, other] = await createUsers(t.db.db, 2);
    const token = user!.token;

    const added = await request("api/Favorites", { token, body: { flightId: a.id } });
    expect(added.status).toBe(201);
    const fav = favoriteResponse.parse(added.json);
    expect(fav.flight).toMatchObject({ id: a.id, from: { code: "RUH" }, to: { code: "JED" }, airline: { code: "SV" }, stopsCount: 0 });
    expect(fav.flight.fromPrice).toBe(PRICES.economy + PRICES.tax + PRICES.serviceFees - PRICES.discount);
    expect((await request("api/Favorites", { token, body: { flightId: b.id } })).status).toBe(201);

    const dup = await request("api/Favorites", { token, body: { flightId: a.id }, locale: "ar" });
    expect(dup.status).toBe(409);
    expect(errorOf(dup)).toEqual({ code: "ALREADY_IN_FAVORITES", message: "موجودة بالفعل في المفضلة" });
    const unknown = await request("api/Favorites", { token, body: { flightId: "00000000-0000-4000-8000-000000000000" } });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).code).toBe("FLIGHT_NOT_FOUND");
    const malformed = await request("api/Favorites", { token, body: { flightId: "nope" } });
    expect(malformed.status).toBe(400);

    const list = favoriteListResponse.parse((await request("api/Favorites", { token })).json);
    expect(list.map((f) => f.flightId)).toEqual([b.id, a.id]);
    expect(favoriteListResponse.parse((await request("api/Favorites", { token: other!.token })).json)).toEqual([]);
    expect((await request("api/Favorites")).status).toBe(401);

    // Another user's delete does not touch mine.
    expect((await request(`api/Favorites/${a.id}`, { method: "DELETE", token: other!.token })).status).toBe(204);
    expect((await request(`api/Favorites/${a.id}`, { method: "DELETE", token })).status).toBe(204);
    expect((await request(`api/Favorites/${a.id}`, { method: "DELETE", token })).status).toBe(204);
    expect((await request("api/Favorites/not-a-uuid", { method: "DELETE", token })).status).toBe(204);
    const after = favoriteListResponse.parse((await request("api/Favorites", { token })).json);
    expect(after.map((f) => f.flightId)).toEqual([b.id]);
  });

  it("keeps offers beside flights: each service lists its own kind, expired offers stay with their status", async () => {
    const flight = await createFlight(t.db.db);
    const [current, expired] = [await createOffer(t.db.db), await createOffer(t.db.db, { startsIn: -20, endsIn: -2 })];
    const [user, other] = await createUsers(t.db.db, 2);
    const token = user!.token;

    expect((await request("api/Favorites", { token, body: { flightId: flight.id } })).status).toBe(201);
    const added = await offerRequest("api/Favorites", { token, body: { offerId: current.id }, locale: "en" });
    expect(added.status).toBe(201);
    const favorite = offerFavoriteResponse.parse(added.json);
    expect(favorite).toMatchObject({ offerId: current.id, offer: { id: current.id, price: OFFER_PRICE, status: "active", destination: "DXB" } });
    expect(favorite.offer.title).toMatch(/^Dubai weekend /);
    expect((await offerRequest("api/Favorites", { token, body: { offerId: expired.id } })).status).toBe(201);

    const dup = await offerRequest("api/Favorites", { token, body: { offerId: current.id }, locale: "ar" });
    expect(dup.status).toBe(409);
    expect(errorOf(dup)).toEqual({ code: "ALREADY_IN_FAVORITES", message: "موجودة بالفعل في المفضلة" });
    const unknown = await offerRequest("api/Favorites", { token, body: { offerId: 999_999_999 } });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).code).toBe("OFFER_NOT_FOUND");
    for (const offerId of ["12", -1, 1.5, null]) {
      const bad = await offerRequest("api/Favorites", { token, body: { offerId }, locale: "en" });
      expect(bad.status).toBe(400);
      expect(errorOf(bad).fields?.offerId).toBe("offerInvalid");
    }

    const arabic = offerFavoriteListResponse.parse((await offerRequest("api/Favorites", { token, locale: "ar" })).json);
    expect(arabic.map((f) => [f.offerId, f.offer.status])).toEqual([
      [expired.id, "expired"],
      [current.id, "active"],
    ]);
    expect(arabic[0]!.offer.title).toMatch(/^عرض دبي /);
    // Flights and offers do not leak into each other's list, nor into another user's.
    expect(favoriteListResponse.parse((await request("api/Favorites", { token })).json).map((f) => f.flightId)).toEqual([flight.id]);
    expect(offerFavoriteListResponse.parse((await offerRequest("api/Favorites", { token: other!.token })).json)).toEqual([]);
    expect((await offerRequest("api/Favorites")).status).toBe(401);

    expect((await offerRequest(`api/Favorites/${current.id}`, { method: "DELETE", token: other!.token })).status).toBe(204);
    expect((await offerRequest(`api/Favorites/${current.id}`, { method: "DELETE", token })).status).toBe(204);
    expect((await offerRequest(`api/Favorites/${current.id}`, { method: "DELETE", token })).status).toBe(204);
    expect((await offerRequest("api/Favorites/abc", { method: "DELETE", token })).status).toBe(204);
    const after = offerFavoriteListResponse.parse((await offerRequest("api/Favorites", { token })).json);
    expect(after.map((f) => f.offerId)).toEqual([expired.id]);
    expect(favoriteListResponse.parse((await request("api/Favorites", { token })).json)).toHaveLength(1);
  });
});
