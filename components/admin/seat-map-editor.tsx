"use client";

import { Fragment, useState } from "react";
import { useTranslations } from "next-intl";
import type { FareClass } from "@/lib/admin/seat-map";
import { cellId, useDrawnRows, type EditorSeat } from "./seat-map-editor/drawn-rows";
import { EditorCell } from "./seat-map-editor/editor-cell";
import { EditorLegend } from "./seat-map-editor/editor-legend";
import { SelectedSeatPanel } from "./seat-map-editor/selected-seat-panel";
import { useCellFocus } from "./seat-map-editor/use-cell-focus";

export type { EditorSeat } from "./seat-map-editor/drawn-rows";

type Props = {
  seats: EditorSeat[];
  layout: Partial<Record<FareClass, string>>;
  onChange: (seats: EditorSeat[]) => void;
  /** Translated errors of single seats, by index in `seats`. */
  seatErrors: Record<number, string>;
};

/**
 * The plane's seats drawn row by row in the plane's order (seat A on the left in both languages, as on the booking
 * page), aisles where the row's cabin layout puts them. A place without a seat can take one.
 */
export function SeatMapEditor({ seats, layout, onChange, seatErrors }: Props) {
  const t = useTranslations("AdminCatalogue.planes");
  const terms = useTranslations("Terms");
  const [selected, setSelected] = useState<{ row: number; column: string } | null>(null);
  const { drawn, byPlace, grid } = useDrawnRows(seats, layout);
  const { mapRef, tabStop, setFocus, onKey } = useCellFocus(grid);

  const current = selected ? byPlace.get(`${selected.row}${selected.column}`) : undefined;
  const update = (index: number, change: Partial<EditorSeat>) => onChange(seats.map((seat, i) => (i === index ? { ...seat, ...change } : seat)));
  const remove = (index: number) => onChange(seats.filter((_, i) => i !== index));
  const add = (row: number, column: string, cls: FareClass) => onChange([...seats, { row, column, seatNumber: `${row}${column}`, class: cls }]);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="flex flex-col gap-3">
        <EditorLegend />
        <div dir="ltr" className="max-h-[32rem] overflow-auto rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <div ref={mapRef} role="grid" aria-label={t("seatMap")} onKeyDown={onKey} className="flex w-fit flex-col gap-1.5">
            {drawn.map(({ row, cls, groups }) => (
              <div role="row" key={row} className="flex items-center gap-1.5">
                <span role="rowheader" className="w-14 shrink-0 text-end text-xs font-semibold text-slate-500" aria-label={t("row", { row })}>
                  {row}
                </span>
                {groups.map((letters, g) => (
                  <Fragment key={letters.join("")}>
                    {g > 0 ? <span aria-hidden className="w-4 shrink-0" /> : null}
                    {letters.map((column) => {
                      const entry = byPlace.get(`${row}${column}`);
                      return (
                        <EditorCell
                          key={column}
                          row={row}
                          column={column}
                          id={cellId(row, column)}
                          entry={entry}
                          isSelected={selected?.row === row && selected.column === column}
                          hasError={Boolean(entry && seatErrors[entry.index])}
                          tabStop={tabStop}
                          onFocus={setFocus}
                          onSelect={setSelected}
                        />
                      );
                    })}
                  </Fragment>
                ))}
                <span aria-hidden className="sr-only">
                  {terms(`cabin.${cls}`)}
                </span>
              </div>
            ))}
          </div>
        </div>
      </div>

      <SelectedSeatPanel
        selected={selected}
        current={current}
        seatError={current ? seatErrors[current.index] : undefined}
        onUpdate={update}
        onRemove={remove}
        onAdd={() => selected && add(selected.row, selected.column, drawn.find((r) => r.row === selected.row)?.cls ?? "economy")}
      />
    </div>
  );
}
