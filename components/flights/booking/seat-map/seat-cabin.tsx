"use client";

import { Fragment } from "react";
import { useTranslations } from "next-intl";
import type { FareClass } from "@/provider/contracts/flights";
import type { CabinView, SeatView, TravelerSlot } from "@/lib/flights/booking/types";
import { SeatButton } from "./seat-button";
import type { SeatState } from "./seat-states";

type Props = {
  cabin: CabinView;
  fareClass: FareClass;
  soldClasses: FareClass[];
  owner: Map<number, TravelerSlot>;
  state: (seat: SeatView) => SeatState;
  label: (seat: SeatView, s: SeatState) => string;
  tabStop: number | null | undefined;
  onFocus: (id: number) => void;
  onPick: (seat: SeatView) => void;
};

/** One cabin of the plane: its class, the column letters, then the rows with the row number in the aisle. */
export function SeatCabin({ cabin, fareClass, soldClasses, owner, state, label, tabStop, onFocus, onPick }: Props) {
  const t = useTranslations("Booking");
  const terms = useTranslations("Terms");
  const offered = cabin.fareClass === fareClass;
  const className = terms(`cabin.${cabin.fareClass}`);
  return (
    <div role="rowgroup" aria-label={t("cabinLabel", { class: className })} className="flex flex-col items-center gap-1 sm:gap-1.5">
      <p dir="auto" aria-hidden className={`mb-1 max-w-[calc(100cqw-2rem)] text-center text-xs font-semibold ${offered ? "text-brand-800" : "text-muted"}`}>
        {className}
        {!offered ? (
          <span className="block font-normal">{soldClasses.includes(cabin.fareClass) ? t("otherClassHint", { class: className }) : t("classNotSold")}</span>
        ) : null}
      </p>
      <div aria-hidden className="flex items-center gap-1 sm:gap-1.5">
        {cabin.columnGroups.map((group, g) => (
          <Fragment key={g}>
            {g > 0 ? <span className="w-5 sm:w-8" /> : null}
            <div className="flex gap-1 sm:gap-1.5">
              {group.map((col) => (
                <span key={col} className="w-(--seat) text-center text-xs font-semibold text-muted">
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
              {/* The row number sits in the aisle, as on the plane. */}
              {g > 0 ? (
                <span aria-hidden className="w-5 text-center text-[11px] text-muted tabular-nums sm:w-8 sm:text-xs">
                  {row}
                </span>
              ) : null}
              <div className="flex gap-1 sm:gap-1.5">
                {group.map((col) => {
                  const seat = rowSeats[col];
                  if (!seat) return <span key={col} aria-hidden className="size-(--seat)" />;
                  const s = state(seat);
                  return (
                    <SeatButton
                      key={col}
                      seat={seat}
                      state={s}
                      label={label(seat, s)}
                      otherNumber={(owner.get(seat.id)?.index ?? 0) + 1}
                      tabStop={tabStop}
                      onFocus={onFocus}
                      onPick={onPick}
                    />
                  );
                })}
              </div>
            </Fragment>
          ))}
        </div>
      ))}
    </div>
  );
}
