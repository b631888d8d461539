"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { FareClass } from "@/provider/contracts/flights";
import type { TravelerSlot } from "@/lib/flights/booking/types";
import type { BookingFormInput } from "./form-types";
import { Latin } from "@/components/ui/latin";

type Props = {
  slots: TravelerSlot[];
  travelerTitle: (slot: TravelerSlot) => string;
  seatNumber: (id: number) => string | undefined;
  /** A round trip: each traveller's return seat beside the outbound one. */
  returnSeatNumber?: (id: number) => string | undefined;
  fareClass: FareClass;
  fareTypeName: string | undefined;
};

/** What will be booked, read back before submitting. */
export function ReviewList({ slots, travelerTitle, seatNumber, returnSeatNumber, fareClass, fareTypeName }: Props) {
  const t = useTranslations("Booking");
  const terms = useTranslations("Terms");
  const { control } = useFormContext<BookingFormInput>();
  const travelers = useWatch({ control, name: "travelers" });
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <p className="text-sm text-slate-700">
        <span className="font-semibold">{terms(`cabin.${fareClass}`)}</span>
        {fareTypeName ? ` · ${fareTypeName}` : null}
      </p>
      <ul className="mt-3 divide-y divide-slate-100">
        {slots.map((slot) => {
          const tr = travelers?.[slot.index];
          const seatId = tr?.seatId;
          const returnSeatId = tr?.returnSeatId;
          const seatText = (id: number | null | undefined, number: (id: number) => string | undefined) =>
            slot.type === "infant" ? t("onLap") : id != null ? <Latin>{number(id)}</Latin> : t("autoAssigned");
          return (
            <li key={slot.index} className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm">
              <span>
                <span className="block text-xs text-muted">{travelerTitle(slot)}</span>
                {tr?.fullName?.trim() ? (
                  <Latin className="font-medium text-slate-900">{tr.fullName.trim()}</Latin>
                ) : (
                  <span className="font-medium text-slate-900">{t("nameMissing")}</span>
                )}
              </span>
              {returnSeatNumber ? (
                <span className="text-xs font-semibold text-brand-800">
                  {t("outboundSeat")} {seatText(seatId, seatNumber)} · {t("returnSeat")} {seatText(returnSeatId, returnSeatNumber)}
                </span>
              ) : (
                <span className="text-xs font-semibold text-brand-800">{seatText(seatId, seatNumber)}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
