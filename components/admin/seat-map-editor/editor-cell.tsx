"use client";

import { useTranslations } from "next-intl";
import { Lock, Plus } from "lucide-react";
import { CLASS_STYLE } from "./class-style";
import type { EditorSeat } from "./drawn-rows";

type Props = {
  row: number;
  column: string;
  id: number;
  entry: { seat: EditorSeat; index: number } | undefined;
  isSelected: boolean;
  hasError: boolean;
  tabStop: number | null;
  onFocus: (id: number) => void;
  onSelect: (place: { row: number; column: string }) => void;
};

/** One place of the map: its seat (class colour, lock when booked) or a dashed "+" where a seat can go. */
export function EditorCell({ row, column, id, entry, isSelected, hasError, tabStop, onFocus, onSelect }: Props) {
  const t = useTranslations("AdminCatalogue.planes");
  const terms = useTranslations("Terms");
  const common = {
    type: "button" as const,
    "data-cell": id,
    tabIndex: id === tabStop ? 0 : -1,
    "aria-pressed": isSelected,
    onFocus: () => onFocus(id),
    onClick: () => onSelect({ row, column }),
  };
  return (
    <span role="gridcell">
      {entry ? (
        <button
          {...common}
          aria-label={t("seatLabel", { seat: entry.seat.seatNumber, class: terms(`cabin.${entry.seat.class}`), sold: String(Boolean(entry.seat.sold)) })}
          className={`relative flex size-10 items-center justify-center rounded-lg text-[0.7rem] font-bold ring-1 ${CLASS_STYLE[entry.seat.class]} ${
            isSelected ? "outline-2 outline-offset-2 outline-brand-700" : ""
          } ${hasError ? "ring-2 ring-red-500" : ""}`}
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
}
