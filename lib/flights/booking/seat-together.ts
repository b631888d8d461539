// Issue 25: a family seated together in one press. Finds a block of free seats for the whole seated party in the
// fare class's cabin — side by side in one aisle group, else side by side across the aisle, else the same columns of
// consecutive rows — and seats the party in it so that every row of the block holds an adult.
import type { CabinView, TravelerSlot } from "./types";

export type TogetherKind = "side" | "aisle" | "rows";

export type TogetherProposal = {
  kind: TogetherKind;
  /** Row numbers the block covers, front to back. */
  rows: number[];
  /** Seat id of each seated traveller, by slot index. */
  seatOf: Map<number, number>;
};

type Place = { id: number; group: number };
type Run = { row: number; start: number; places: Place[] };

/** A row's seat places in drawn order (aisle groups flattened), null where the row has no seat or it is not free. */
function rowPlaces(cabin: CabinView, row: CabinView["rows"][number], isFree: (id: number) => boolean): (Place | null)[] {
  return cabin.columnGroups.flatMap((group, g) =>
    group.map((column) => {
      const seat = row.seats[column];
      return seat && isFree(seat.id) ? { id: seat.id, group: g } : null;
    }),
  );
}

/** Every run of `length` consecutive free places in a row; `sameGroup` keeps a run within one aisle group. */
function runsOf(places: (Place | null)[], row: number, length: number, sameGroup: boolean): Run[] {
  const runs: Run[] = [];
  for (let start = 0; start + length <= places.length; start++) {
    const slice = places.slice(start, start + length);
    if (slice.some((p) => p === null)) continue;
    const block = slice as Place[];
    if (sameGroup && block.some((p) => p.group !== block[0]!.group)) continue;
    runs.push({ row, start, places: block });
  }
  return runs;
}

/** Sizes of `count` seats spread over `rows` rows as evenly as possible, larger parts first. */
function split(count: number, rows: number): number[] {
  return Array.from({ length: rows }, (_, i) => Math.floor(count / rows) + (i < count % rows ? 1 : 0));
}

/** Runs in consecutive rows, one per part, each overlapping the columns of the one before it (one behind the other). */
function stacked(rowsPlaces: { row: number; places: (Place | null)[] }[], parts: number[]): Run[] | null {
  for (let first = 0; first + parts.length <= rowsPlaces.length; first++) {
    const window = rowsPlaces.slice(first, first + parts.length);
    if (window.some((r, i) => i > 0 && r.row !== window[i - 1]!.row + 1)) continue;
    const found = extend(window, parts, 0, null);
    if (found) return found;
  }
  return null;
}

function extend(window: { row: number; places: (Place | null)[] }[], parts: number[], at: number, previous: Run | null): Run[] | null {
  if (at === parts.length) return [];
  const { row, places } = window[at]!;
  for (const run of runsOf(places, row, parts[at]!, false)) {
    const overlaps = !previous || (run.start < previous.start + previous.places.length && previous.start < run.start + run.places.length);
    if (!overlaps) continue;
    const rest = extend(window, parts, at + 1, run);
    if (rest) return [run, ...rest];
  }
  return null;
}

/** Puts adults and children in the block's rows: each row gets an adult first, then children, then the other adults. */
function seatParty(runs: Run[], seated: TravelerSlot[]): Map<number, number> {
  const adults = seated.filter((s) => s.type === "adult");
  const children = seated.filter((s) => s.type !== "adult");
  const rows: TravelerSlot[][] = runs.map(() => []);
  const room = (i: number) => runs[i]!.places.length - rows[i]!.length;
  runs.forEach((_, i) => adults.length && rows[i]!.push(adults.shift()!));
  runs.forEach((_, i) => {
    while (room(i) > 0 && children.length) rows[i]!.push(children.shift()!);
  });
  runs.forEach((_, i) => {
    while (room(i) > 0 && adults.length) rows[i]!.push(adults.shift()!);
  });
  const seatOf = new Map<number, number>();
  runs.forEach((run, i) => {
    // Adults at both ends, children between them: every child sits beside an adult.
    const people = rows[i]!;
    const grown = people.filter((p) => p.type === "adult");
    const young = people.filter((p) => p.type !== "adult");
    const ordered = [...grown.slice(0, 1), ...young, ...grown.slice(1)];
    ordered.forEach((slot, k) => seatOf.set(slot.index, run.places[k]!.id));
  });
  return seatOf;
}

/**
 * The block a seated party of `seated.length` gets in `cabin`, or null when no such block is free. `isFree` says which
 * seats can be used (free ones and those the party holds already). Spread over rows, every row holds an adult, and with
 * an infant on a lap no row holds one traveller alone: an infant's adult is never seated apart.
 */
export function proposeSeatsTogether(cabin: CabinView, seated: TravelerSlot[], isFree: (id: number) => boolean, infants: number): TogetherProposal | null {
  const count = seated.length;
  if (count < 2) return null;
  const adults = seated.filter((s) => s.type === "adult").length;
  const rowsPlaces = cabin.rows.map((row) => ({ row: row.row, places: rowPlaces(cabin, row, isFree) }));
  for (const [kind, sameGroup] of [
    ["side", true],
    ["aisle", false],
  ] as const) {
    for (const { row, places } of rowsPlaces) {
      const [run] = runsOf(places, row, count, sameGroup);
      if (run) return { kind, rows: [row], seatOf: seatParty([run], seated) };
    }
  }
  for (let rows = 2; rows <= Math.min(adults, count); rows++) {
    const parts = split(count, rows);
    if (infants > 0 && parts.some((n) => n < 2)) break;
    const runs = stacked(rowsPlaces, parts);
    if (runs) return { kind: "rows", rows: runs.map((r) => r.row), seatOf: seatParty(runs, seated) };
  }
  return null;
}
