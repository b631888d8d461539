import { describe, expect, it } from "vitest";
import type { Party } from "@/provider/contracts/flights";
import { buildCabins } from "./seat-map";
import { travelerSlots } from "./party";
import { proposeSeatsTogether } from "./seat-together";
import type { CabinView, SeatView } from "./types";

// A 3-3 economy cabin, rows 10–14.
const seats: SeatView[] = [10, 11, 12, 13, 14].flatMap((row) =>
  ["A", "B", "C", "D", "E", "F"].map((column, i) => ({
    id: row * 10 + i,
    seatNumber: `${row}${column}`,
    row,
    column,
    fareClass: "economy" as const,
    taken: false,
  })),
);
const cabin: CabinView = buildCabins(seats, { economy: "3-3" })[0]!;
const byId = new Map(seats.map((s) => [s.id, s.seatNumber]));

function propose(party: Party, taken: string[]) {
  const slots = travelerSlots(party);
  const seated = slots.filter((s) => s.type !== "infant");
  const free = (id: number) => !taken.includes(byId.get(id)!);
  const proposal = proposeSeatsTogether(cabin, seated, free, party.infants);
  if (!proposal) return null;
  const who = seated.map((s) => `${s.type[0]}${s.ordinal}:${byId.get(proposal.seatOf.get(s.index)!)}`);
  return { kind: proposal.kind, rows: proposal.rows, who };
}

const full = (row: number, except = "") => ["A", "B", "C", "D", "E", "F"].filter((c) => !except.includes(c)).map((c) => `${row}${c}`);

describe("proposeSeatsTogether", () => {
  it("seats a family of four side by side in the first row with room, children between the adults", () => {
    // Row 10 is full; row 11 has ABC free (3, one short); row 12 has DEF free only… and row 13 is empty.
    const taken = [...full(10), ...full(11, "ABC"), "11C", ...full(12, "DEF")];
    expect(propose({ adults: 2, children: 2, infants: 0 }, taken)).toEqual({
      kind: "aisle",
      rows: [13],
      who: ["a1:13A", "a2:13D", "c1:13B", "c2:13C"],
    });
  });

  it("prefers one aisle group for a party that fits in it", () => {
    const taken = [...full(10), ...full(11, "DEF")];
    expect(propose({ adults: 1, children: 2, infants: 0 }, taken)).toEqual({ kind: "side", rows: [11], who: ["a1:11D", "c1:11E", "c2:11F"] });
  });

  it("crosses the aisle when no group has room but a row does", () => {
    // Every row has only C and D free, plus B in row 12: 12BCD spans the aisle.
    const taken = [10, 11, 12, 13, 14].flatMap((r) => full(r, r === 12 ? "BCD" : "CD"));
    expect(propose({ adults: 2, children: 1, infants: 0 }, taken)).toEqual({ kind: "aisle", rows: [12], who: ["a1:12B", "a2:12D", "c1:12C"] });
  });

  it("falls back to consecutive rows, one behind the other, with an adult in each row", () => {
    // Only pairs are free: 12AB and 13AB.
    const taken = [...full(10), ...full(11), ...full(12, "AB"), ...full(13, "AB"), ...full(14)];
    expect(propose({ adults: 2, children: 2, infants: 0 }, taken)).toEqual({
      kind: "rows",
      rows: [12, 13],
      who: ["a1:12A", "a2:13A", "c1:12B", "c2:13B"],
    });
  });

  it("never splits over rows that are not consecutive", () => {
    const taken = [...full(10), ...full(11), ...full(12, "AB"), ...full(13), ...full(14, "AB")];
    expect(propose({ adults: 2, children: 2, infants: 0 }, taken)).toBeNull();
  });

  it("never leaves a row of the block without an adult", () => {
    // 1 adult, 3 children: rows 12AB + 13AB would leave a row of children.
    const taken = [...full(10), ...full(11), ...full(12, "AB"), ...full(13, "AB"), ...full(14)];
    expect(propose({ adults: 1, children: 3, infants: 0 }, taken)).toBeNull();
  });

  it("never seats an infant's adult alone in a row", () => {
    // Two adults with an infant and only single seats, one behind the other: no proposal rather than apart.
    const taken = [...full(10), ...full(11, "A"), ...full(12, "A"), ...full(13), ...full(14)];
    expect(propose({ adults: 2, children: 0, infants: 1 }, taken)).toBeNull();
    // Without the infant, two adults one behind the other is still together.
    expect(propose({ adults: 2, children: 0, infants: 0 }, taken)).toEqual({ kind: "rows", rows: [11, 12], who: ["a1:11A", "a2:12A"] });
  });

  it("has nothing to propose for one seat", () => {
    expect(propose({ adults: 1, children: 0, infants: 1 }, [])).toBeNull();
  });

  it("counts the party's own seats as free", () => {
    const taken = [...full(10), ...full(11), ...full(12), ...full(13), ...full(14, "AB")];
    expect(propose({ adults: 1, children: 1, infants: 0 }, taken)).toEqual({ kind: "side", rows: [14], who: ["a1:14A", "c1:14B"] });
  });
});
