"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import { Armchair, Sparkles } from "lucide-react";
import type { SeatView, TravelerSlot } from "@/lib/flights/booking/types";
import { Money } from "@/components/currency/money";
import { Latin } from "@/components/ui/latin";

type Props = {
  seated: TravelerSlot[];
  seats: (number | null | undefined)[];
  active: number;
  onActivate: (index: number) => void;
  onAuto: (index: number) => void;
  errors: (string | undefined)[];
  travelerTitle: (slot: TravelerSlot) => string;
  seatsById: Map<number, SeatView>;
  seatPrice: number;
};

/** Whose seat is being chosen: one radio per traveller, with their seat so far or "auto-assigned". */
export function SeatTravelerPicker({ seated, seats, active, onActivate, onAuto, errors, travelerTitle, seatsById, seatPrice }: Props) {
  // One picker per leg of a round trip: the label id is the picker's own.
  const labelId = useId();
  const t = useTranslations("Booking");
  return (
    <>
      <p id={labelId} className="text-sm font-medium text-slate-800">
        {t("seatFor")}
      </p>
      <div className="-mt-2 flex flex-col gap-2" role="radiogroup" aria-labelledby={labelId}>
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
                <button
                  type="button"
                  onClick={() => onAuto(slot.index)}
                  className="inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-xs font-medium text-slate-600 hover:bg-slate-100"
                >
                  <Sparkles aria-hidden className="size-3.5" />
                  {t("autoAssign")}
                </button>
              ) : null}
              {errors[slot.index] ? <p className="w-full text-sm text-red-700">{errors[slot.index]}</p> : null}
            </div>
          );
        })}
        <p className="text-xs text-muted">
          {t("seatPriceNote")} <Money value={seatPrice} className="font-semibold text-slate-700" />
        </p>
      </div>
    </>
  );
}
