// Groups a plane's seats into cabins (one per fare class) with their rows and aisle groups.
import type { FareClass, SeatMapResponse } from "@/provider/contracts/flights";
import type { Locale } from "@/lib/i18n/routing";
import type { CabinView, SeatMapView, SeatView } from "./types";

/** "3-3-3" → [3,3,3]; anything unreadable → null. */
export function parseLayout(layout: string | undefined): number[] | null {
  if (!layout || !/^\d+(-\d+)*$/.test(layout)) return null;
  const sizes = layout.split("-").map(Number);
  return sizes.every((n) => n > 0) ? sizes : null;
}

function splitColumns(columns: string[], sizes: number[] | null): string[][] {
  if (!sizes || sizes.reduce((a, b) => a + b, 0) !== columns.length) return [columns];
  const groups: string[][] = [];
  let at = 0;
  for (const size of sizes) {
    groups.push(columns.slice(at, at + size));
    at += size;
  }
  return groups;
}

export function buildCabins(seats: SeatView[], layout: Partial<Record<FareClass, string>>): CabinView[] {
  const byClass = new Map<FareClass, SeatView[]>();
  for (const seat of seats) {
    const list = byClass.get(seat.fareClass) ?? [];
    list.push(seat);
    byClass.set(seat.fareClass, list);
  }
  const cabins: (CabinView & { firstRow: number })[] = [];
  for (const [fareClass, list] of byClass) {
    const columns = [...new Set(list.map((s) => s.column))].sort();
    const rows = new Map<number, Record<string, SeatView>>();
    for (const seat of list) {
      const row = rows.get(seat.row) ?? {};
      row[seat.column] = seat;
      rows.set(seat.row, row);
    }
    const sortedRows = [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([row, rowSeats]) => ({ row, seats: rowSeats }));
    cabins.push({
      fareClass,
      columnGroups: splitColumns(columns, parseLayout(layout[fareClass])),
      rows: sortedRows,
      firstRow: sortedRows[0]?.row ?? 0,
    });
  }
  return cabins.sort((a, b) => a.firstRow - b.firstRow).map(({ firstRow: _firstRow, ...cabin }) => cabin);
}

export function seatIndex(cabins: CabinView[]): Map<number, SeatView> {
  const index = new Map<number, SeatView>();
  for (const cabin of cabins) for (const row of cabin.rows) for (const seat of Object.values(row.seats)) index.set(seat.id, seat);
  return index;
}

/** The wire seat map (GET api/Flights/:id/Seats) as the app's view; shared by the page and the client refresh. */
export function seatMapFromWire(data: SeatMapResponse, locale: Locale): SeatMapView {
  return {
    planeModel: data.planeModel[locale] || data.planeModel.ar,
    seatSelectionPrice: data.seatSelectionPrice,
    cabins: buildCabins(
      data.seats.map((s) => ({ id: s.id, seatNumber: s.seatNumber, row: s.row, column: s.column, fareClass: s.class, taken: s.taken })),
      data.layout,
    ),
  };
}
