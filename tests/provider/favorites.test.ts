// Favorites: newest first, "already in favorites" from the primary key, unknown flights, idempotent removal.
import { expect, it } from "vitest";
import { favoriteListResponse, favoriteResponse } from "@/provider/contracts/reservations";
import { createFlight, createUsers, errorOf, onEachDatabase, PRICES, request } from "./flight-fixtures";

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
});
