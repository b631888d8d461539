import { describe, expect, it } from "vitest";
import { buildCabins, parseLayout } from "./seat-map";
import type { SeatView } from "./types";

const seat = (id: number, row: number, column: string, fareClass: SeatView["fareClass"], taken = false): SeatView => ({
  id,
  seatNumber: `${row}${column}`,
  row,
  column,
  fareClass,
  taken,
});

describe("buildCabins", () => {
  it("splits each cabin's columns by the plane's layout, cabins in row order", () => {
    const seats = [
      seat(5, 3, "A", "economy"),
      seat(6, 3, "B", "economy"),
      seat(7, 3, "C", "economy"),
      seat(8, 3, "D", "economy"),
      seat(1, 1, "A", "business"),
      seat(2, 1, "D", "business"),
    ];
    const cabins = buildCabins(seats, { economy: "2-2", business: "1-1" });
    expect(cabins.map((c) => c.fareClass)).toEqual(["business", "economy"]);
    expect(cabins[1]!.columnGroups).toEqual([
      ["A", "B"],
      ["C", "D"],
    ]);
    expect(cabins[0]!.columnGroups).toEqual([["A"], ["D"]]);
    expect(cabins[1]!.rows[0]!.seats.C!.id).toBe(7);
  });

  it("keeps one group when the layout does not fit the columns", () => {
    expect(parseLayout("3-x")).toBeNull();
    expect(buildCabins([seat(1, 1, "A", "first"), seat(2, 1, "B", "first")], { first: "3-3" })[0]!.columnGroups).toEqual([["A", "B"]]);
  });
});
