"use client";

import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { FareClass } from "@/provider/contracts/flights";
import type { FlightView, SeatMapView, SeatView, TravelerSlot } from "@/lib/flights/booking/types";
import { LoadFailed } from "@/components/ui/query-boundary";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { FarePicker, FareTypeChoice } from "../fare-picker";
import type { BookingFormInput, BookingFormOutput } from "../form-types";
import { SeatMap } from "../seat-map";
import { SeatTogether } from "../seat-map/seat-together";
import { stepSection } from "./step-section";

/** One leg's seat map: the outbound's fills travelers.N.seatId, a round trip's return leg travelers.N.returnSeatId. */
export type LegSeats = {
  flight: FlightView;
  seatMap: SeatMapView | null;
  seatMapPending: boolean;
  /** The map failed to load (a dropped connection, a server error): shown with a retry. */
  seatMapFailed: boolean;
  retrySeatMap: () => void;
  seats: (number | null | undefined)[];
};

type SeatsStepProps = {
  flight: FlightView;
  slots: TravelerSlot[];
  seated: TravelerSlot[];
  seatMap: SeatMapView | null;
  seatMapPending: boolean;
  seatMapFailed: boolean;
  retrySeatMap: () => void;
  fareClass: FareClass;
  seats: (number | null | undefined)[];
  infants: number;
  travelerTitle: (slot: TravelerSlot) => string;
  hidden: string;
  /** A round trip's return leg: its fare type and its seats, under the outbound's. */
  returnLeg?: LegSeats | null;
};

/** Step 2: the fare, then a seat for each traveller who gets one (infants sit on a lap); a round trip's for each leg. */
export function SeatsStep(props: SeatsStepProps) {
  const { flight, slots, seated, seatMap, seatMapPending, seatMapFailed, retrySeatMap, fareClass, seats, infants, travelerTitle, hidden, returnLeg } = props;
  const t = useTranslations("Booking");
  const routeOf = (f: FlightView) => t("legRoute", { from: f.from.city, to: f.to.city });

  return (
    <section aria-labelledby="seats-title" className={`${stepSection} ${hidden}`}>
      <h2 id="seats-title" tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        {t("steps.seats")}
      </h2>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        {returnLeg ? <h3 className="mb-3 text-base font-bold text-slate-900">{t("outboundLeg", { route: routeOf(flight) })}</h3> : null}
        <FarePicker classes={flight.classes} fareTypes={flight.fareTypes} seatsNeeded={seated.length} />
      </div>
      <LegSeatMap
        leg={{ flight, seatMap, seatMapPending, seatMapFailed, retrySeatMap, seats }}
        field="seatId"
        title={returnLeg ? t("outboundLeg", { route: routeOf(flight) }) : null}
        slots={slots}
        seated={seated}
        fareClass={fareClass}
        infants={infants}
        travelerTitle={travelerTitle}
      />
      {returnLeg ? (
        <>
          <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
            <h3 className="mb-3 text-base font-bold text-slate-900">{t("returnLeg", { route: routeOf(returnLeg.flight) })}</h3>
            <FareTypeChoice fareTypes={returnLeg.flight.fareTypes} field="returnTicketId" legend={t("returnFareType")} />
          </div>
          <LegSeatMap
            leg={returnLeg}
            field="returnSeatId"
            title={t("returnLeg", { route: routeOf(returnLeg.flight) })}
            slots={slots}
            seated={seated}
            fareClass={fareClass}
            infants={infants}
            travelerTitle={travelerTitle}
          />
        </>
      ) : null}
    </section>
  );
}

type LegSeatMapProps = {
  leg: LegSeats;
  field: "seatId" | "returnSeatId";
  /** The leg's name above its map (a round trip), else none. */
  title: string | null;
  slots: TravelerSlot[];
  seated: TravelerSlot[];
  fareClass: FareClass;
  infants: number;
  travelerTitle: (slot: TravelerSlot) => string;
};

function LegSeatMap({ leg, field, title, slots, seated, fareClass, infants, travelerTitle }: LegSeatMapProps) {
  const t = useTranslations("Booking");
  const message = useValidationMessage();
  const { getValues, setValue, formState } = useFormContext<BookingFormInput, unknown, BookingFormOutput>();
  const [active, setActive] = useState(seated[0]?.index ?? 0);
  const { flight, seatMap, seatMapPending, seatMapFailed, retrySeatMap, seats } = leg;

  const pickSeat = (seat: SeatView) => {
    const current = getValues(`travelers.${active}.${field}`);
    setValue(`travelers.${active}.${field}`, current === seat.id ? null : seat.id, { shouldValidate: formState.isSubmitted });
    if (current === seat.id) return;
    // Move on to the next traveller still without a seat.
    const next = seated.find((s) => s.index !== active && getValues(`travelers.${s.index}.${field}`) == null);
    if (next) setActive(next.index);
  };
  const seatTogether = (seatOf: Map<number, number>) =>
    seatOf.forEach((seatId, i) => setValue(`travelers.${i}.${field}`, seatId, { shouldValidate: formState.isSubmitted }));
  const seatErrors = slots.map((s) => message(formState.errors.travelers?.[s.index]?.[field]?.message));

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" data-testid={`seat-map-${field}`}>
      <h3 className="mb-3 text-base font-bold text-slate-900">
        {title ? `${title} · ` : null}
        {t("seatMapTitle", { model: seatMap?.planeModel ?? flight.planeModel })}
      </h3>
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
            onAuto={(i) => setValue(`travelers.${i}.${field}`, null)}
            errors={seatErrors}
            travelerTitle={travelerTitle}
            soldClasses={flight.classes.map((c) => c.fareClass)}
            label={title ? `${t("seatMapLabel")} · ${title}` : undefined}
          />
        </>
      ) : seatMapPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t("seatMapLoading")}
        </p>
      ) : seatMapFailed ? (
        <LoadFailed title={t("seatMapUnavailable")} retryLabel={t("seatMapRetry")} retry={retrySeatMap} />
      ) : (
        <p className="text-sm text-slate-600">{t("seatMapUnavailable")}</p>
      )}
      {infants > 0 ? <p className="mt-3 text-xs text-muted">{t("infantNoSeatNote")}</p> : null}
    </div>
  );
}
