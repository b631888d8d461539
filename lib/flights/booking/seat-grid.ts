// Arrow-key moves over the seat map (an ARIA grid): rows in the plane's order, seats left to right as drawn.
import type { CabinView } from "./types";

export type SeatGrid = { id: number; column: string }[][];

/** Every row of every cabin, front to back, with its seats in the order the map draws them. */
export function seatGrid(cabins: CabinView[]): SeatGrid {
  return cabins.flatMap((cabin) =>
    cabin.rows.map(({ seats }) => cabin.columnGroups.flat().flatMap((column) => (seats[column] ? [{ id: seats[column].id, column }] : []))),
  );
}

export type GridKey = "ArrowLeft" | "ArrowRight" | "ArrowUp" | "ArrowDown" | "Home" | "End";

/** The seat a key moves to from `id`, or null when it would leave the map. Up and down keep the column letter when the next row has it. */
export function moveInGrid(grid: SeatGrid, id: number, key: GridKey): number | null {
  const r = grid.findIndex((row) => row.some((s) => s.id === id));
  if (r < 0) return grid[0]?.[0]?.id ?? null;
  const row = grid[r]!;
  const c = row.findIndex((s) => s.id === id);
  if (key === "ArrowLeft") return row[c - 1]?.id ?? null;
  if (key === "ArrowRight") return row[c + 1]?.id ?? null;
  if (key === "Home") return row[0]?.id ?? null;
  if (key === "End") return row[row.length - 1]?.id ?? null;
  const next = grid[key === "ArrowUp" ? r - 1 : r + 1];
  if (!next || next.length === 0) return null;
  const same = next.find((s) => s.column === row[c]!.column);
  if (same) return same.id;
  const at = row.length > 1 ? Math.round((c * (next.length - 1)) / (row.length - 1)) : 0;
  return next[at]?.id ?? null;
}
