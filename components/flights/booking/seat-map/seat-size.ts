// The seat size that fits the whole row of the widest cabin on the screen (a 3-3-3 economy on a 390 px phone), no
// bigger than 40 px and no smaller than the 24 px a touch target needs (WCAG 2.5.8): below that the map scrolls
// sideways, and says so (./use-overflowing.ts).
import type { CSSProperties } from "react";
import type { CabinView } from "@/lib/flights/booking/types";

/** On a phone: 4 px between seats and around each aisle, a 20 px aisle holding the row number, 8 px padding, 2 px border. */
const GAP = 4;
const AISLE = 20;
const FRAME = 2 * 8 + 2 * 2;

export function seatSizeStyle(cabins: CabinView[]): CSSProperties {
  const widest = cabins.reduce(
    (most, cabin) => {
      const seats = cabin.columnGroups.reduce((n, group) => n + group.length, 0);
      return seats > most.seats ? { seats, aisles: cabin.columnGroups.length - 1 } : most;
    },
    { seats: 1, aisles: 0 },
  );
  // Gaps: between the seats of a group, and on both sides of each aisle.
  const gaps = (widest.seats - 1 - widest.aisles) * GAP + widest.aisles * 2 * GAP;
  const fixed = widest.aisles * AISLE + gaps + FRAME;
  return { "--seat": `clamp(24px, calc((100cqw - ${fixed}px) / ${widest.seats}), 40px)` } as CSSProperties;
}
