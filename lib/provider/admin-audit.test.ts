import { describe, expect, it } from "vitest";
import { changesOf } from "./admin-audit";

describe("audit changes", () => {
  it("lists the fields an update changed, values shortened", () => {
    expect(changesOf({ nameEn: "Old", price: 100, seats: [1, 2] }, { nameEn: "New", price: 100, seats: [1, 2, 3] })).toEqual([
      { field: "nameEn", before: "Old", after: "New" },
      { field: "seats", before: "[1,2]", after: "[1,2,3]" },
    ]);
    expect(changesOf({ body: "x".repeat(200) }, { body: "y" })[0]!.before).toHaveLength(80);
    expect(changesOf({ logo: null }, { logo: "/uploads/a.png" })).toEqual([{ field: "logo", before: "—", after: "/uploads/a.png" }]);
  });

  it("lists nothing for a create or a delete", () => {
    expect(changesOf(null, { a: 1 })).toEqual([]);
    expect(changesOf({ a: 1 }, null)).toEqual([]);
  });
});
