// The seat map editor's arithmetic, pure: columns from a cabin layout ("3-4-3" → ABC DEFG HJK, I skipped as airlines
// do), a plane's seats generated from its cabins, and the cabins read back from saved seats.
import type { PlaneSeat } from "@/provider/contracts/admin-catalogue";

export type FareClass = PlaneSeat["class"];
export const CABIN_ORDER: readonly FareClass[] = ["first", "business", "economy"];
/** Seat letters in order; "I" is left out (it reads as 1). */
export const SEAT_LETTERS = "ABCDEFGHJK";

export type Cabin = { rows: number; layout: string };
export type Cabins = Record<FareClass, Cabin>;

/** Group sizes of a layout ("3-3" → [3, 3]); empty when the layout is not one. */
export function groupsOf(layout: string): number[] {
  if (!/^[1-4](?:-[1-4]){0,3}$/.test(layout.trim())) return [];
  const groups = layout.trim().split("-").map(Number);
  return groups.reduce((sum, n) => sum + n, 0) <= SEAT_LETTERS.length ? groups : [];
}

/** The seat letters of a layout, one array per group between aisles. */
export function columnGroups(layout: string): string[][] {
  let next = 0;
  return groupsOf(layout).map((size) => Array.from({ length: size }, () => SEAT_LETTERS[next++]!));
}

/** Rows numbered from 1, cabin after cabin (first at the front), every seat numbered row + letter. */
export function generateSeats(cabins: Cabins): PlaneSeat[] {
  const seats: PlaneSeat[] = [];
  let row = 1;
  for (const cls of CABIN_ORDER) {
    const letters = columnGroups(cabins[cls].layout).flat();
    if (!letters.length) continue;
    for (let i = 0; i < cabins[cls].rows; i++, row++) {
      for (const column of letters) seats.push({ row, column, seatNumber: `${row}${column}`, class: cls });
    }
  }
  return seats;
}

/** The cabins a saved plane has: rows per class, and its layout (or one guessed from the widest row). */
export function cabinsOf(seats: readonly PlaneSeat[], layout: Partial<Record<FareClass, string>>): Cabins {
  const cabins = {} as Cabins;
  for (const cls of CABIN_ORDER) {
    const rows = new Set(seats.filter((seat) => seat.class === cls).map((seat) => seat.row));
    const widest = Math.max(0, ...[...rows].map((row) => seats.filter((seat) => seat.class === cls && seat.row === row).length));
    cabins[cls] = { rows: rows.size, layout: layout[cls] ?? (widest ? String(widest) : cls === "economy" ? "3-3" : "2-2") };
  }
  return cabins;
}

/** The class each row holds (its first seat's), rows in order. */
export function rowsOf(seats: readonly PlaneSeat[]): { row: number; class: FareClass }[] {
  const rows = new Map<number, FareClass>();
  for (const seat of [...seats].sort((a, b) => a.row - b.row)) if (!rows.has(seat.row)) rows.set(seat.row, seat.class);
  return [...rows].map(([row, cls]) => ({ row, class: cls }));
}
