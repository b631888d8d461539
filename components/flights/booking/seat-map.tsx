"use client";

import { useMemo } from "react";
import { MoveHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import type { FareClass } from "@/provider/contracts/flights";
import { seatGrid } from "@/lib/flights/booking/seat-grid";
import { seatIndex } from "@/lib/flights/booking/seat-map";
import type { SeatMapView, SeatView, TravelerSlot } from "@/lib/flights/booking/types";
import { SeatCabin } from "./seat-map/seat-cabin";
import { SeatLegend } from "./seat-map/seat-legend";
import { seatSizeStyle } from "./seat-map/seat-size";
import { useSeatStates } from "./seat-map/seat-states";
import { SeatTravelerPicker } from "./seat-map/seat-traveler-picker";
import { useOverflowing } from "./seat-map/use-overflowing";
import { useRovingSeat } from "./seat-map/use-roving-seat";

type SeatMapProps = {
  seatMap: SeatMapView;
  fareClass: FareClass;
  /** Travellers who need a seat (infants sit on a lap). */
  seated: TravelerSlot[];
  seats: (number | null | undefined)[];
  active: number;
  onActivate: (index: number) => void;
  onPick: (seat: SeatView) => void;
  onAuto: (index: number) => void;
  errors: (string | undefined)[];
  travelerTitle: (slot: TravelerSlot) => string;
  /** Fare classes this flight sells; the plane may have cabins it does not. */
  soldClasses: FareClass[];
  /** The grid's name when the page has two maps (a round trip's legs); default "Seat map". */
  label?: string;
};

/** Choose a traveller, then a seat of the fare class; the cabin keeps the plane's order in both directions. */
export function SeatMap({
  seatMap,
  fareClass,
  seated,
  seats,
  active,
  onActivate,
  onPick,
  onAuto,
  errors,
  travelerTitle,
  soldClasses,
  label: gridLabel,
}: SeatMapProps) {
  const t = useTranslations("Booking");
  const grid = useMemo(() => seatGrid(seatMap.cabins), [seatMap]);
  const owner = new Map<number, TravelerSlot>();
  for (const slot of seated) {
    const id = seats[slot.index];
    if (id != null) owner.set(id, slot);
  }
  const seatsById = useMemo(() => seatIndex(seatMap.cabins), [seatMap]);
  const { state, label } = useSeatStates({ owner, active, fareClass, seatPrice: seatMap.seatSelectionPrice, travelerTitle });
  const firstFree = grid.flat().find((s) => state(seatsById.get(s.id)!) === "free")?.id ?? grid[0]?.[0]?.id ?? null;
  const { mapRef, tabStop, setFocusId, onGridKey } = useRovingSeat(grid, seats[active], firstFree);
  const seatSize = useMemo(() => seatSizeStyle(seatMap.cabins), [seatMap]);
  const [scrollerRef, overflowing] = useOverflowing<HTMLDivElement>();

  return (
    <div className="flex flex-col gap-4">
      <SeatTravelerPicker
        seated={seated}
        seats={seats}
        active={active}
        onActivate={onActivate}
        onAuto={onAuto}
        errors={errors}
        travelerTitle={travelerTitle}
        seatsById={seatsById}
        seatPrice={seatMap.seatSelectionPrice}
      />
      <SeatLegend />
      {overflowing ? (
        <p className="flex items-center gap-1.5 text-xs font-medium text-brand-800" data-testid="seat-map-scroll-hint">
          <MoveHorizontal aria-hidden className="size-4 shrink-0" />
          {t("seatMapScrollHint")}
        </p>
      ) : null}
      {/* dir="ltr" on the scroller too: a plane still too wide for the screen starts scrolled at seat A. Seats shrink
          to fit the widest row (./seat-map/seat-size.ts) before it scrolls. */}
      <div ref={scrollerRef} dir="ltr" className="@container -mx-2 overflow-x-auto pb-2 sm:mx-0">
        {/* Seat letters keep the plane's order (A at the window on the left) whatever the page direction. */}
        <div
          ref={mapRef}
          role="grid"
          aria-label={gridLabel ?? t("seatMapLabel")}
          onKeyDown={onGridKey}
          style={seatSize}
          className="mx-auto flex w-max min-w-full flex-col items-center gap-6 rounded-[2.5rem] border-2 border-slate-200 bg-white px-2 py-6 sm:px-4"
        >
          {seatMap.cabins.map((cabin) => (
            <SeatCabin
              key={cabin.fareClass}
              cabin={cabin}
              fareClass={fareClass}
              soldClasses={soldClasses}
              owner={owner}
              state={state}
              label={label}
              tabStop={tabStop}
              onFocus={setFocusId}
              onPick={onPick}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
