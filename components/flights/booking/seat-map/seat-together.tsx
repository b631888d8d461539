"use client";

import { useId, useState } from "react";
import { Users } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { proposeSeatsTogether } from "@/lib/flights/booking/seat-together";
import { seatIndex } from "@/lib/flights/booking/seat-map";
import type { FareClass } from "@/provider/contracts/flights";
import type { SeatMapView, TravelerSlot } from "@/lib/flights/booking/types";

type Props = {
  seatMap: SeatMapView;
  fareClass: FareClass;
  seated: TravelerSlot[];
  infants: number;
  onPropose: (seatOf: Map<number, number>) => void;
};

/** "Seat the family together": one press proposes a block of seats for the whole party, announced to screen readers. */
export function SeatTogether({ seatMap, fareClass, seated, infants, onPropose }: Props) {
  const hintId = useId();
  const t = useTranslations("Booking");
  const format = useFormatter();
  const [said, setSaid] = useState("");
  // Only a family gets the offer: more than one seat, and children or an infant among them.
  if (seated.length < 2 || (infants === 0 && !seated.some((s) => s.type === "child"))) return null;

  const propose = () => {
    const seatsById = seatIndex(seatMap.cabins);
    const cabin = seatMap.cabins.find((c) => c.fareClass === fareClass);
    const proposal = cabin ? proposeSeatsTogether(cabin, seated, (id) => !seatsById.get(id)?.taken, infants) : null;
    if (!proposal) return setSaid(t("seatTogetherNone"));
    onPropose(proposal.seatOf);
    const numbers = seated.map((s) => seatsById.get(proposal.seatOf.get(s.index)!)!.seatNumber).sort(bySeat);
    // Each seat number isolated left to right, so Arabic's "و" before it is not drawn after it.
    const seats = format.list(
      numbers.map((n) => `\u2066${n}\u2069`),
      { type: "unit" },
    );
    const [row] = proposal.rows;
    if (proposal.kind === "rows") return setSaid(t("seatTogetherRows", { seats, rows: format.list(proposal.rows.map(String)) }));
    setSaid(t(proposal.kind === "side" ? "seatTogetherSide" : "seatTogetherAisle", { seats, row: String(row) }));
  };

  return (
    <div className="mb-4 flex flex-col gap-1.5 rounded-xl border border-brand-200 bg-brand-50 p-3">
      <button
        type="button"
        onClick={propose}
        aria-describedby={hintId}
        className="inline-flex min-h-10 items-center gap-2 self-start rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800"
      >
        <Users aria-hidden className="size-4" />
        {t("seatTogether")}
      </button>
      <p id={hintId} className="text-xs text-slate-700">
        {t("seatTogetherHint")}
      </p>
      {/* Always in the page, so the proposal is spoken when it appears. */}
      <p role="status" className="text-sm font-medium text-brand-900" data-testid="seat-together-status">
        {said}
      </p>
    </div>
  );
}

function bySeat(a: string, b: string): number {
  return parseInt(a, 10) - parseInt(b, 10) || a.localeCompare(b);
}
