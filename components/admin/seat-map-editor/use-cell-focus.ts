"use client";

import { useRef, useState } from "react";
import { moveInGrid, type GridKey, type SeatGrid } from "@/lib/flights/booking/seat-grid";

/** One cell is in the tab order (a roving tab stop); arrow keys, Home and End move between cells. */
export function useCellFocus(grid: SeatGrid) {
  const mapRef = useRef<HTMLDivElement>(null);
  const [focus, setFocus] = useState<number | null>(null);
  const tabStop = focus ?? grid[0]?.[0]?.id ?? null;
  const onKey = (event: React.KeyboardEvent) => {
    const keys: GridKey[] = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"];
    if (!keys.includes(event.key as GridKey) || tabStop == null) return;
    event.preventDefault();
    const next = moveInGrid(grid, tabStop, event.key as GridKey);
    if (next == null) return;
    setFocus(next);
    mapRef.current?.querySelector<HTMLButtonElement>(`[data-cell="${next}"]`)?.focus();
  };
  return { mapRef, tabStop, setFocus, onKey };
}
