"use client";

import { useMemo } from "react";
import type { PlaneSeat } from "@/provider/contracts/admin-catalogue";
import type { SeatGrid } from "@/lib/flights/booking/seat-grid";
import { CABIN_ORDER, columnGroups, groupsOf, rowsOf, SEAT_LETTERS, type FareClass } from "@/lib/admin/seat-map";

export type EditorSeat = PlaneSeat & { sold?: boolean };

/** A cell's id in the keyboard grid: row and letter in one number. */
export const cellId = (row: number, column: string) => row * 16 + SEAT_LETTERS.indexOf(column);

/** The rows to draw, each with its cabin and its letters split by the aisles; the seats by place; the keyboard grid. */
export function useDrawnRows(seats: EditorSeat[], layout: Partial<Record<FareClass, string>>) {
  const rows = useMemo(() => rowsOf(seats), [seats]);
  const byPlace = useMemo(() => new Map(seats.map((seat, index) => [`${seat.row}${seat.column}`, { seat, index }])), [seats]);
  /** A cabin's seat letters as the plane has them (business "2-2" is often A C – D F), split by its layout's aisles. */
  const rowLetters = (cls: FareClass): string[][] => {
    const own = [...new Set(seats.filter((seat) => seat.class === cls).map((seat) => seat.column))].sort();
    const sizes = groupsOf(layout[cls] ?? "");
    if (!own.length) return columnGroups(layout[cls] ?? "");
    if (sizes.reduce((sum, n) => sum + n, 0) !== own.length) return [own];
    let next = 0;
    return sizes.map((size) => own.slice(next, (next += size)));
  };
  const drawnLetters = useMemo(
    () => Object.fromEntries(CABIN_ORDER.map((cls) => [cls, rowLetters(cls)])) as Record<FareClass, string[][]>,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [seats, layout],
  );
  const drawn = rows.map(({ row, class: cls }) => {
    const groups = drawnLetters[cls];
    // A seat outside its cabin's layout (edited by hand) is still drawn, in a group of its own at the end.
    const extra = seats
      .filter((seat) => seat.row === row && !groups.flat().includes(seat.column))
      .map((seat) => seat.column)
      .sort();
    return { row, cls, groups: extra.length ? [...groups, extra] : groups };
  });
  const grid: SeatGrid = drawn.map(({ row, groups }) => groups.flat().map((column) => ({ id: cellId(row, column), column })));
  return { drawn, byPlace, grid };
}
