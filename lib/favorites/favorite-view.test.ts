import { describe, expect, it } from "vitest";
import { favoriteKey, favoriteTarget, mergeFavorites, type StayFavoriteView } from "./favorite-view";

const stay = (kind: "hotel" | "chalet", id: number, createdAt: string) => ({
  kind,
  id,
  createdAt,
  name: `${kind} ${id}`,
  city: "Riyadh",
  photo: null,
  rating: 8.4,
  stars: kind === "hotel" ? 4 : null,
  fromPrice: 330_00,
});

describe("stays in the favorites list", () => {
  it("merges hotels and chalets with the other kinds, newest first", () => {
    const list = mergeFavorites([], [], "en", Date.now(), [stay("hotel", 2, "2030-01-01T10:00:00Z"), stay("chalet", 2, "2030-01-02T10:00:00Z")]);
    expect(list.map((f) => favoriteKey(favoriteTarget(f)))).toEqual(["chalet:2", "hotel:2"]);
    expect(list[1]).toEqual<StayFavoriteView>({
      kind: "hotel",
      id: 2,
      savedAt: "2030-01-01T10:00:00Z",
      name: "hotel 2",
      city: "Riyadh",
      photo: null,
      rating: 8.4,
      stars: 4,
      fromPrice: 330_00,
    });
  });

  it("a hotel and a chalet with the same id are two favorites", () => {
    expect(favoriteKey({ kind: "hotel", id: 2 })).not.toBe(favoriteKey({ kind: "chalet", id: 2 }));
  });
});
