"use client";

import { useTranslations } from "next-intl";
import type { FareClass } from "@/provider/contracts/flights";
import type { SeatView, TravelerSlot } from "@/lib/flights/booking/types";
import { useMoney } from "@/components/currency/currency-provider";

export const SEAT_STYLES = {
  free: "bg-white text-brand-800 ring-brand-300 hover:bg-brand-50",
  mine: "bg-brand-700 text-white ring-brand-700",
  other: "bg-brand-200 text-brand-900 ring-brand-300",
  taken: "bg-slate-200 text-muted ring-slate-200 line-through",
  class: "bg-slate-50 text-slate-300 ring-slate-200 bg-[repeating-linear-gradient(45deg,transparent_0_4px,rgb(226_232_240)_4px_6px)]",
} as const;
export type SeatState = keyof typeof SEAT_STYLES;

type Options = {
  owner: Map<number, TravelerSlot>;
  active: number;
  fareClass: FareClass;
  seatPrice: number;
  travelerTitle: (slot: TravelerSlot) => string;
};

/** What a seat is for the active traveller (free, theirs, another's, taken, another class) and how it is announced. */
export function useSeatStates({ owner, active, fareClass, seatPrice, travelerTitle }: Options) {
  const t = useTranslations("Booking");
  const terms = useTranslations("Terms");
  const money = useMoney();
  const state = (seat: SeatView): SeatState => {
    const by = owner.get(seat.id);
    if (by) return by.index === active ? "mine" : "other";
    if (seat.fareClass !== fareClass) return "class";
    if (seat.taken) return "taken";
    return "free";
  };
  // Each seat says its number, class, price and whether it is free, chosen (and for whom) or taken.
  const label = (seat: SeatView, s: SeatState) => {
    const by = owner.get(seat.id);
    const status =
      s === "mine" || s === "other"
        ? t("seatStatus.selectedBy", { traveler: by ? travelerTitle(by) : "" })
        : s === "class"
          ? t("seatStatus.otherClass", { class: terms(`cabin.${seat.fareClass}`) })
          : t(`seatStatus.${s}`);
    return t("seatAria", { seat: seat.seatNumber, class: terms(`cabin.${seat.fareClass}`), price: money(seatPrice), status });
  };
  return { state, label };
}
