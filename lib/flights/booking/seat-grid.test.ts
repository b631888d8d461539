import { describe, expect, it } from "vitest";
import { buildCabins } from "./seat-map";
import { moveInGrid, seatGrid } from "./seat-grid";
import type { SeatView } from "./types";

let nextId = 1;
const seats = (fareClass: SeatView["fareClass"], rows: number[], columns: string[]): SeatView[] =>
  rows.flatMap((row) => columns.map((column) => ({ id: nextId++, seatNumber: `${row}${column}`, row, column, fareClass, taken: false })));

// A 1-2-1 business cabin (rows 1–2) in front of a 3-3 economy cabin (rows 10–11).
const cabins = buildCabins([...seats("business", [1, 2], ["A", "D", "F", "K"]), ...seats("economy", [10, 11], ["A", "B", "C", "D", "E", "F"])], {
  business: "1-2-1",
  economy: "3-3",
});
const grid = seatGrid(cabins);
function id(seatNumber: string): number {
  for (const cabin of cabins) for (const row of cabin.rows) for (const seat of Object.values(row.seats)) if (seat.seatNumber === seatNumber) return seat.id;
  throw new Error(seatNumber);
}
const name = (seatId: number | null) => {
  for (const cabin of cabins) for (const row of cabin.rows) for (const seat of Object.values(row.seats)) if (seat.id === seatId) return seat.seatNumber;
  return null;
};

describe("moveInGrid", () => {
  it("moves along a row and stops at its ends", () => {
    expect(name(moveInGrid(grid, id("10A"), "ArrowRight"))).toBe("10B");
    expect(name(moveInGrid(grid, id("10C"), "ArrowRight"))).toBe("10D"); // across the aisle
    expect(moveInGrid(grid, id("10A"), "ArrowLeft")).toBeNull();
    expect(name(moveInGrid(grid, id("10C"), "End"))).toBe("10F");
    expect(name(moveInGrid(grid, id("10C"), "Home"))).toBe("10A");
  });

  it("keeps the column letter up and down, across cabins when the letter exists", () => {
    expect(name(moveInGrid(grid, id("10D"), "ArrowDown"))).toBe("11D");
    expect(name(moveInGrid(grid, id("10A"), "ArrowUp"))).toBe("2A");
    expect(name(moveInGrid(grid, id("2F"), "ArrowDown"))).toBe("10F");
    expect(moveInGrid(grid, id("1A"), "ArrowUp")).toBeNull();
    expect(moveInGrid(grid, id("11F"), "ArrowDown")).toBeNull();
  });

  it("takes the seat in the same place when the next row lacks the letter", () => {
    expect(name(moveInGrid(grid, id("10B"), "ArrowUp"))).toBe("2D");
    expect(name(moveInGrid(grid, id("2K"), "ArrowDown"))).toBe("10F");
  });
});
