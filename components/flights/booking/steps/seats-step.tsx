"use client";

import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { FareClass } from "@/provider/contracts/flights";
import type { FlightView, SeatMapView, SeatView, TravelerSlot } from "@/lib/flights/booking/types";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { FarePicker } from "../fare-picker";
import type { BookingFormInput, BookingFormOutput } from "../form-types";
import { SeatMap } from "../seat-map";
import { SeatTogether } from "../seat-map/seat-together";
import type { useBookingPrice } from "../use-booking-price";
import { stepSection } from "./step-section";

type SeatsStepProps = {
  flight: FlightView;
  slots: TravelerSlot[];
  seated: TravelerSlot[];
  seatMap: SeatMapView | null;
  seatMapPending: boolean;
  fareClass: FareClass;
  seats: ReturnType<typeof useBookingPrice>["seats"];
  infants: number;
  travelerTitle: (slot: TravelerSlot) => string;
  hidden: string;
};

/** Step 2: the fare, then a seat for each traveller who gets one (infants sit on a lap). */
export function SeatsStep({ flight, slots, seated, seatMap, seatMapPending, fareClass, seats, infants, travelerTitle, hidden }: SeatsStepProps) {
  const t = useTranslations("Booking");
  const message = useValidationMessage();
  const { getValues, setValue, formState } = useFormContext<BookingFormInput, unknown, BookingFormOutput>();
  const [active, setActive] = useState(seated[0]?.index ?? 0);

  const pickSeat = (seat: SeatView) => {
    const current = getValues(`travelers.${active}.seatId`);
    setValue(`travelers.${active}.seatId`, current === seat.id ? null : seat.id, { shouldValidate: formState.isSubmitted });
    if (current === seat.id) return;
    // Move on to the next traveller still without a seat.
    const next = seated.find((s) => s.index !== active && getValues(`travelers.${s.index}.seatId`) == null);
    if (next) setActive(next.index);
  };
  const seatTogether = (seatOf: Map<number, number>) =>
    seatOf.forEach((seatId, i) => setValue(`travelers.${i}.seatId`, seatId, { shouldValidate: formState.isSubmitted }));
  const seatErrors = slots.map((s) => message(formState.errors.travelers?.[s.index]?.seatId?.message));

  return (
    <section aria-labelledby="seats-title" className={`${stepSection} ${hidden}`}>
      <h2 id="seats-title" tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        {t("steps.seats")}
      </h2>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <FarePicker classes={flight.classes} fareTypes={flight.fareTypes} seatsNeeded={seated.length} />
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h3 className="mb-3 text-base font-bold text-slate-900">{t("seatMapTitle", { model: seatMap?.planeModel ?? flight.planeModel })}</h3>
        {seatMap && seated.length ? (
          <>
            <SeatTogether seatMap={seatMap} fareClass={fareClass} seated={seated} infants={infants} onPropose={seatTogether} />
            <SeatMap
              seatMap={seatMap}
              fareClass={fareClass}
              seated={seated}
              seats={seats}
              active={active}
              onActivate={setActive}
              onPick={pickSeat}
              onAuto={(i) => setValue(`travelers.${i}.seatId`, null)}
              errors={seatErrors}
              travelerTitle={travelerTitle}
              soldClasses={flight.classes.map((c) => c.fareClass)}
            />
          </>
        ) : seatMapPending ? (
          <p role="status" className="text-sm text-slate-600">
            {t("seatMapLoading")}
          </p>
        ) : (
          <p className="text-sm text-slate-600">{t("seatMapUnavailable")}</p>
        )}
        {infants > 0 ? <p className="mt-3 text-xs text-muted">{t("infantNoSeatNote")}</p> : null}
      </div>
    </section>
  );
}
