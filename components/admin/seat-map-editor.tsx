"use client";

import { Fragment, useMemo, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Lock, Plus, Trash2 } from "lucide-react";
import type { PlaneSeat } from "@/provider/contracts/admin-catalogue";
import { moveInGrid, type GridKey, type SeatGrid } from "@/lib/booking/seat-grid";
import { CABIN_ORDER, columnGroups, groupsOf, rowsOf, SEAT_LETTERS, type FareClass } from "@/lib/admin/seat-map";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, inputClasses } from "@/components/ui/input";
import { Latin } from "@/components/ui/latin";

export type EditorSeat = PlaneSeat & { sold?: boolean };

type Props = {
  seats: EditorSeat[];
  layout: Partial<Record<FareClass, string>>;
  onChange: (seats: EditorSeat[]) => void;
  /** Translated errors of single seats, by index in `seats`. */
  seatErrors: Record<number, string>;
};

const CLASS_STYLE: Record<FareClass, string> = {
  first: "bg-amber-100 text-amber-900 ring-amber-300",
  business: "bg-sky-100 text-sky-900 ring-sky-300",
  economy: "bg-emerald-50 text-emerald-900 ring-emerald-300",
};

/** A cell's id in the keyboard grid: row and letter in one number. */
const cellId = (row: number, column: string) => row * 16 + SEAT_LETTERS.indexOf(column);

/**
 * The plane's seats drawn row by row in the plane's order (seat A on the left in both languages, as on the booking
 * page), aisles where the row's cabin layout puts them. A place without a seat can take one.
 */
export function SeatMapEditor({ seats, layout, onChange, seatErrors }: Props) {
  const t = useTranslations("AdminCatalogue.planes");
  const terms = useTranslations("Terms");
  const mapRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<{ row: number; column: string } | null>(null);
  const [focus, setFocus] = useState<number | null>(null);

  const rows = useMemo(() => rowsOf(seats), [seats]);
  const byPlace = useMemo(() => new Map(seats.map((seat, index) => [`${seat.row}${seat.column}`, { seat, index }])), [seats]);
  /** A cabin's seat letters as the plane has them (business "2-2" is often A C – D F), split by its layout's aisles. */
  const rowLetters = (cls: FareClass): string[][] => {
    const own = [...new Set(seats.filter((seat) => seat.class === cls).map((seat) => seat.column))].sort();
    const sizes = groupsOf(layout[cls] ?? "");
    if (!own.length) return columnGroups(layout[cls] ?? "");
    if (sizes.reduce((sum, n) => sum + n, 0) !== own.length) return [own];
    let next = 0;
    return sizes.map((size) => own.slice(next, (next += size)));
  };
  const drawnLetters = useMemo(() => Object.fromEntries(CABIN_ORDER.map((cls) => [cls, rowLetters(cls)])) as Record<FareClass, string[][]>,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [seats, layout]);
  const drawn = rows.map(({ row, class: cls }) => {
    const groups = drawnLetters[cls];
    // A seat outside its cabin's layout (edited by hand) is still drawn, in a group of its own at the end.
    const extra = seats.filter((seat) => seat.row === row && !groups.flat().includes(seat.column)).map((seat) => seat.column).sort();
    return { row, cls, groups: extra.length ? [...groups, extra] : groups };
  });
  const grid: SeatGrid = drawn.map(({ row, groups }) => groups.flat().map((column) => ({ id: cellId(row, column), column })));
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

  const current = selected ? byPlace.get(`${selected.row}${selected.column}`) : undefined;
  const update = (index: number, change: Partial<EditorSeat>) => onChange(seats.map((seat, i) => (i === index ? { ...seat, ...change } : seat)));
  const remove = (index: number) => onChange(seats.filter((_, i) => i !== index));
  const add = (row: number, column: string, cls: FareClass) => onChange([...seats, { row, column, seatNumber: `${row}${column}`, class: cls }]);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="flex flex-col gap-3">
        <ul aria-label={t("legendLabel")} className="flex flex-wrap gap-x-4 gap-y-2 text-xs text-slate-600">
          {CABIN_ORDER.map((cls) => (
            <li key={cls} className="flex items-center gap-1.5">
              <span aria-hidden className={`size-4 rounded ring-1 ${CLASS_STYLE[cls]}`} />
              {terms(`cabin.${cls}`)}
            </li>
          ))}
          <li className="flex items-center gap-1.5">
            <Lock aria-hidden className="size-3.5" />
            {t("booked")}
          </li>
        </ul>
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
                      const id = cellId(row, column);
                      const isSelected = selected?.row === row && selected.column === column;
                      const common = {
                        type: "button" as const,
                        "data-cell": id,
                        tabIndex: id === tabStop ? 0 : -1,
                        "aria-pressed": isSelected,
                        onFocus: () => setFocus(id),
                        onClick: () => setSelected({ row, column }),
                      };
                      return (
                        <span role="gridcell" key={column}>
                          {entry ? (
                            <button
                              {...common}
                              aria-label={t("seatLabel", { seat: entry.seat.seatNumber, class: terms(`cabin.${entry.seat.class}`), sold: String(Boolean(entry.seat.sold)) })}
                              className={`relative flex size-10 items-center justify-center rounded-lg text-[0.7rem] font-bold ring-1 ${CLASS_STYLE[entry.seat.class]} ${
                                isSelected ? "outline-2 outline-offset-2 outline-brand-700" : ""
                              } ${seatErrors[entry.index] ? "ring-2 ring-red-500" : ""}`}
                            >
                              {entry.seat.seatNumber}
                              {entry.seat.sold ? <Lock aria-hidden className="absolute -end-1 -top-1 size-3 text-slate-700" /> : null}
                            </button>
                          ) : (
                            <button
                              {...common}
                              aria-label={t("emptyPlace", { place: `${row}${column}` })}
                              className={`flex size-10 items-center justify-center rounded-lg border border-dashed border-slate-300 text-slate-400 hover:bg-white ${
                                isSelected ? "outline-2 outline-offset-2 outline-brand-700" : ""
                              }`}
                            >
                              <Plus aria-hidden className="size-4" />
                            </button>
                          )}
                        </span>
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

      <aside aria-live="polite" className="flex flex-col gap-4 self-start rounded-2xl bg-white p-4 ring-1 ring-slate-200">
        {current ? (
          <>
            <h3 className="font-bold text-slate-900">
              {t("selectedSeat", { seat: current.seat.seatNumber })}
            </h3>
            {current.seat.sold ? <p className="rounded-lg bg-slate-50 p-2 text-xs text-slate-600">{t("bookedHint")}</p> : null}
            <Field id="seat-number" label={t("seatNumber")} error={seatErrors[current.index]}>
              {(ctl) => (
                <Input
                  {...ctl}
                  dir="ltr"
                  className="text-start uppercase"
                  maxLength={5}
                  value={current.seat.seatNumber}
                  onChange={(event) => update(current.index, { seatNumber: event.target.value.toUpperCase() })}
                />
              )}
            </Field>
            <Field id="seat-class" label={t("seatClass")}>
              {(ctl) => (
                <select
                  {...ctl}
                  className={inputClasses}
                  value={current.seat.class}
                  disabled={current.seat.sold}
                  onChange={(event) => update(current.index, { class: event.target.value as FareClass })}
                >
                  {CABIN_ORDER.map((cls) => (
                    <option key={cls} value={cls}>
                      {terms(`cabin.${cls}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Button type="button" variant="outline" disabled={current.seat.sold} onClick={() => remove(current.index)}>
              <Trash2 aria-hidden className="size-4" />
              {t("removeSeat")}
            </Button>
          </>
        ) : selected ? (
          <>
            <h3 className="font-bold text-slate-900">
              <Latin>{`${selected.row}${selected.column}`}</Latin>
            </h3>
            <Button type="button" variant="secondary" onClick={() => add(selected.row, selected.column, drawn.find((r) => r.row === selected.row)?.cls ?? "economy")}>
              <Plus aria-hidden className="size-4" />
              {t("addSeat")}
            </Button>
          </>
        ) : (
          <p className="text-sm text-slate-600">{t("noSeatSelected")}</p>
        )}
      </aside>
    </div>
  );
}
