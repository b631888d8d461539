import { describe, expect, it } from "vitest";
import { cabinsOf, columnGroups, generateSeats, groupsOf, rowsOf } from "./seat-map";

describe("seat map arithmetic", () => {
  it("reads layouts into seat letters, skipping I", () => {
    expect(columnGroups("3-4-3")).toEqual([
      ["A", "B", "C"],
      ["D", "E", "F", "G"],
      ["H", "J", "K"],
    ]);
    expect(groupsOf("2-2")).toEqual([2, 2]);
    expect(groupsOf("5")).toEqual([]);
    expect(groupsOf("4-4-4")).toEqual([]);
    expect(groupsOf("three")).toEqual([]);
  });

  it("generates rows cabin after cabin, first class at the front", () => {
    const seats = generateSeats({ first: { rows: 1, layout: "1-1" }, business: { rows: 0, layout: "2-2" }, economy: { rows: 2, layout: "3-3" } });
    expect(seats.map((seat) => seat.seatNumber)).toEqual(["1A", "1B", "2A", "2B", "2C", "2D", "2E", "2F", "3A", "3B", "3C", "3D", "3E", "3F"]);
    expect(seats[0]!.class).toBe("first");
    expect(seats.at(-1)!.class).toBe("economy");
    expect(rowsOf(seats)).toEqual([
      { row: 1, class: "first" },
      { row: 2, class: "economy" },
      { row: 3, class: "economy" },
    ]);
  });

  it("reads the cabins back from saved seats", () => {
    const seats = generateSeats({ first: { rows: 0, layout: "1-1" }, business: { rows: 2, layout: "2-2" }, economy: { rows: 3, layout: "3-3" } });
    expect(cabinsOf(seats, { economy: "3-3" })).toEqual({
      first: { rows: 0, layout: "2-2" },
      business: { rows: 2, layout: "4" },
      economy: { rows: 3, layout: "3-3" },
    });
  });
});
