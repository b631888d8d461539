"use client";

import { useRef, useState } from "react";
import { moveInGrid, type GridKey, type SeatGrid } from "@/lib/flights/booking/seat-grid";

/** One seat is in the tab order (a roving tab stop); arrow keys, Home and End move between seats. */
export function useRovingSeat(grid: SeatGrid, preferred: number | null | undefined, firstFree: number | null) {
  const mapRef = useRef<HTMLDivElement>(null);
  const [focusId, setFocusId] = useState<number | null>(null);
  const tabStop = focusId ?? preferred ?? firstFree;
  const onGridKey = (event: React.KeyboardEvent) => {
    const keys: GridKey[] = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"];
    if (!keys.includes(event.key as GridKey) || tabStop == null) return;
    event.preventDefault();
    const next = moveInGrid(grid, tabStop, event.key as GridKey);
    if (next == null) return;
    setFocusId(next);
    mapRef.current?.querySelector<HTMLButtonElement>(`[data-seat-id="${next}"]`)?.focus();
  };
  return { mapRef, tabStop, setFocusId, onGridKey };
}
