"use client";

import type { SeatView } from "@/lib/flights/booking/types";
import { SEAT_STYLES, type SeatState } from "./seat-states";

type Props = {
  seat: SeatView;
  state: SeatState;
  label: string;
  /** The number shown on a seat another traveller holds (their position in the party). */
  otherNumber: number;
  tabStop: number | null | undefined;
  onFocus: (id: number) => void;
  onPick: (seat: SeatView) => void;
};

/** One seat of the map. */
export function SeatButton({ seat, state: s, label, otherNumber, tabStop, onFocus, onPick }: Props) {
  const disabled = s === "taken" || s === "class" || s === "other";
  return (
    <span role="gridcell" className="flex">
      <button
        type="button"
        data-seat={seat.seatNumber}
        data-seat-id={seat.id}
        data-state={s}
        // aria-disabled, not disabled: a taken seat stays reachable by the arrow keys and is announced.
        aria-disabled={disabled || undefined}
        aria-pressed={s === "mine"}
        aria-label={label}
        title={label}
        tabIndex={seat.id === tabStop ? 0 : -1}
        onFocus={() => onFocus(seat.id)}
        onClick={() => !disabled && onPick(seat)}
        className={`grid size-(--seat) place-items-center rounded-t-lg rounded-b-md text-[11px] font-semibold ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-disabled:cursor-not-allowed ${SEAT_STYLES[s]}`}
      >
        {s === "other" ? otherNumber : s === "mine" ? seat.column : ""}
      </button>
    </span>
  );
}
