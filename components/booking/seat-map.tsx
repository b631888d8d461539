"use client";

import { Fragment, useMemo, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Armchair, Sparkles } from "lucide-react";
import type { FareClass } from "@/provider/contracts/flights";
import { moveInGrid, seatGrid, type GridKey } from "@/lib/booking/seat-grid";
import { seatIndex } from "@/lib/booking/seat-map";
import type { SeatMapView, SeatView, TravelerSlot } from "@/lib/booking/types";
import { useMoney } from "@/components/currency/currency-provider";
import { Money } from "@/components/currency/money";
import { Latin } from "@/components/ui/latin";

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
};

/** Choose a traveller, then a seat of the fare class; the cabin keeps the plane's order in both directions. */
export function SeatMap({ seatMap, fareClass, seated, seats, active, onActivate, onPick, onAuto, errors, travelerTitle, soldClasses }: SeatMapProps) {
  const t = useTranslations("Booking");
  const terms = useTranslations("Terms");
  const money = useMoney();
  const grid = useMemo(() => seatGrid(seatMap.cabins), [seatMap]);
  const mapRef = useRef<HTMLDivElement>(null);
  const owner = new Map<number, TravelerSlot>();
  for (const slot of seated) {
    const id = seats[slot.index];
    if (id != null) owner.set(id, slot);
  }
  const seatsById = useMemo(() => seatIndex(seatMap.cabins), [seatMap]);

  const state = (seat: SeatView) => {
    const by = owner.get(seat.id);
    if (by) return by.index === active ? ("mine" as const) : ("other" as const);
    if (seat.fareClass !== fareClass) return "class" as const;
    if (seat.taken) return "taken" as const;
    return "free" as const;
  };
  const styles = {
    free: "bg-white text-brand-800 ring-brand-300 hover:bg-brand-50",
    mine: "bg-brand-700 text-white ring-brand-700",
    other: "bg-brand-200 text-brand-900 ring-brand-300",
    taken: "bg-slate-200 text-muted ring-slate-200 line-through",
    class: "bg-slate-50 text-slate-300 ring-slate-200 bg-[repeating-linear-gradient(45deg,transparent_0_4px,rgb(226_232_240)_4px_6px)]",
  } as const;
  // Each seat says its number, class, price and whether it is free, chosen (and for whom) or taken.
  const label = (seat: SeatView, s: keyof typeof styles) => {
    const by = owner.get(seat.id);
    const status =
      s === "mine" || s === "other"
        ? t("seatStatus.selectedBy", { traveler: by ? travelerTitle(by) : "" })
        : s === "class"
          ? t("seatStatus.otherClass", { class: terms(`cabin.${seat.fareClass}`) })
          : t(`seatStatus.${s}`);
    return t("seatAria", { seat: seat.seatNumber, class: terms(`cabin.${seat.fareClass}`), price: money(seatMap.seatSelectionPrice), status });
  };

  // One seat is in the tab order (a roving tab stop); arrow keys, Home and End move between seats.
  const firstFree = grid.flat().find((s) => state(seatsById.get(s.id)!) === "free")?.id ?? grid[0]?.[0]?.id ?? null;
  const [focusId, setFocusId] = useState<number | null>(null);
  const tabStop = focusId ?? seats[active] ?? firstFree;
  const onGridKey = (event: React.KeyboardEvent) => {
    const keys: GridKey[] = ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End"];
    if (!keys.includes(event.key as GridKey) || tabStop == null) return;
    event.preventDefault();
    const next = moveInGrid(grid, tabStop, event.key as GridKey);
    if (next == null) return;
    setFocusId(next);
    mapRef.current?.querySelector<HTMLButtonElement>(`[data-seat-id="${next}"]`)?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <p id="seat-for" className="text-sm font-medium text-slate-800">
        {t("seatFor")}
      </p>
      <div className="-mt-2 flex flex-col gap-2" role="radiogroup" aria-labelledby="seat-for">
        {seated.map((slot) => {
          const seatId = seats[slot.index];
          const isActive = slot.index === active;
          return (
            <div
              key={slot.index}
              className={`flex flex-wrap items-center gap-2 rounded-xl border p-2.5 ${isActive ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-white"}`}
            >
              <button
                type="button"
                role="radio"
                aria-checked={isActive}
                onClick={() => onActivate(slot.index)}
                className="flex min-h-10 flex-1 items-center gap-2 text-start text-sm font-medium text-slate-900"
              >
                <Armchair aria-hidden className={`size-4 ${isActive ? "text-brand-700" : "text-muted"}`} />
                <span>{travelerTitle(slot)}</span>
                <span className="ms-auto rounded-md bg-white px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-slate-200">
                  {seatId != null ? <Latin>{seatsById.get(seatId)?.seatNumber ?? "—"}</Latin> : t("autoAssigned")}
                </span>
              </button>
              {seatId != null ? (
                <button type="button" onClick={() => onAuto(slot.index)} className="inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-xs font-medium text-slate-600 hover:bg-slate-100">
                  <Sparkles aria-hidden className="size-3.5" />
                  {t("autoAssign")}
                </button>
              ) : null}
              {errors[slot.index] ? <p className="w-full text-sm text-red-700">{errors[slot.index]}</p> : null}
            </div>
          );
        })}
        <p className="text-xs text-muted">
          {t("seatPriceNote")} <Money value={seatMap.seatSelectionPrice} className="font-semibold text-slate-700" />
        </p>
      </div>

      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-xs text-slate-600" aria-label={t("legend")}>
        {(["free", "mine", "taken", "class"] as const).map((s) => (
          <li key={s} className="flex items-center gap-1.5">
            <span aria-hidden className={`size-4 rounded ring-1 ${styles[s]}`} />
            {t(`legendItems.${s}`)}
          </li>
        ))}
      </ul>

      {/* dir="ltr" on the scroller too: a wide-body plane that overflows a phone starts scrolled at seat A. */}
      <div dir="ltr" className="overflow-x-auto pb-2">
        {/* Seat letters keep the plane's order (A at the window on the left) whatever the page direction. */}
        <div
          ref={mapRef}
          role="grid"
          aria-label={t("seatMapLabel")}
          onKeyDown={onGridKey}
          className="mx-auto flex w-max min-w-full flex-col items-center gap-6 rounded-[2.5rem] border-2 border-slate-200 bg-white px-2 py-6 sm:px-4"
        >
          {seatMap.cabins.map((cabin) => {
            const offered = cabin.fareClass === fareClass;
            const className = terms(`cabin.${cabin.fareClass}`);
            return (
              <div key={cabin.fareClass} role="rowgroup" aria-label={t("cabinLabel", { class: className })} className="flex flex-col items-center gap-1 sm:gap-1.5">
                <p dir="auto" aria-hidden className={`mb-1 text-center text-xs font-semibold ${offered ? "text-brand-800" : "text-muted"}`}>
                  {className}
                  {!offered ? (
                    <span className="block font-normal">
                      {soldClasses.includes(cabin.fareClass) ? t("otherClassHint", { class: className }) : t("classNotSold")}
                    </span>
                  ) : null}
                </p>
                <div aria-hidden className="flex items-center gap-1 sm:gap-1.5">
                  {cabin.columnGroups.map((group, g) => (
                    <Fragment key={g}>
                      {g > 0 ? <span className="w-8" /> : null}
                      <div className="flex gap-1 sm:gap-1.5">
                        {group.map((col) => (
                          <span key={col} className="w-10 text-center text-xs font-semibold text-muted">
                            {col}
                          </span>
                        ))}
                      </div>
                    </Fragment>
                  ))}
                </div>
                {cabin.rows.map(({ row, seats: rowSeats }) => (
                  <div key={row} role="row" className="flex items-center gap-1 sm:gap-1.5">
                    {cabin.columnGroups.map((group, g) => (
                      <Fragment key={g}>
                        {/* The row number sits in the aisle, as on the plane: the map fits a phone with 40px seats. */}
                        {g > 0 ? <span aria-hidden className="w-8 text-center text-xs text-muted">{row}</span> : null}
                        <div className="flex gap-1 sm:gap-1.5">
                          {group.map((col) => {
                            const seat = rowSeats[col];
                            if (!seat) return <span key={col} aria-hidden className="size-10" />;
                            const s = state(seat);
                            const disabled = s === "taken" || s === "class" || s === "other";
                            return (
                              <span key={col} role="gridcell" className="flex">
                                <button
                                  type="button"
                                  data-seat={seat.seatNumber}
                                  data-seat-id={seat.id}
                                  data-state={s}
                                  // aria-disabled, not disabled: a taken seat stays reachable by the arrow keys and is announced.
                                  aria-disabled={disabled || undefined}
                                  aria-pressed={s === "mine"}
                                  aria-label={label(seat, s)}
                                  title={label(seat, s)}
                                  tabIndex={seat.id === tabStop ? 0 : -1}
                                  onFocus={() => setFocusId(seat.id)}
                                  onClick={() => !disabled && onPick(seat)}
                                  className={`grid size-10 place-items-center rounded-t-lg rounded-b-md text-[11px] font-semibold ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-disabled:cursor-not-allowed ${styles[s]}`}
                                >
                                  {s === "other" ? (owner.get(seat.id)?.index ?? 0) + 1 : s === "mine" ? seat.column : ""}
                                </button>
                              </span>
                            );
                          })}
                        </div>
                      </Fragment>
                    ))}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
