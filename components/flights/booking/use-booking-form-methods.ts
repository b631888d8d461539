"use client";

import { useEffect, useMemo } from "react";
import { useForm } from "react-hook-form";
import type { FareClass } from "@/provider/contracts/flights";
import { defaultBookingValues } from "@/lib/flights/booking/booking-form";
import type { FlightView, SeatView, TravelerSlot } from "@/lib/flights/booking/types";
import { bookingResolver } from "./booking-resolver";
import type { BookingFormInput, BookingFormOutput } from "./form-types";

type Options = {
  flight: FlightView;
  /** A round trip's return flight and its plane's seats. */
  returnFlight?: FlightView | null;
  returnSeatsById?: Map<number, SeatView>;
  slots: TravelerSlot[];
  cabin: FareClass;
  contact: { email: string; phone: string };
  today: string;
  seatsById: Map<number, SeatView>;
};

/** The booking form's state, validated against the flight's rules and the seats of the map. */
export function useBookingFormMethods({ flight, returnFlight, returnSeatsById, slots, cabin, contact, today, seatsById }: Options) {
  const returnDate = returnFlight?.date ?? null;
  const resolver = useMemo(
    () =>
      bookingResolver({
        departureDate: flight.date,
        returnDate,
        today,
        seatClass: (id) => seatsById.get(id)?.fareClass,
        returnSeatClass: returnSeatsById ? (id) => returnSeatsById.get(id)?.fareClass : undefined,
      }),
    [flight.date, returnDate, today, seatsById, returnSeatsById],
  );
  const cheapestOf = (f: FlightView) => [...f.fareTypes].sort((a, b) => a.price - b.price)[0];
  const cheapest = cheapestOf(flight);
  const returnLeg = returnFlight ? { flightId: returnFlight.id, ticketId: cheapestOf(returnFlight)?.id ?? 0 } : null;
  return useForm<BookingFormInput, unknown, BookingFormOutput>({
    resolver,
    mode: "onTouched",
    defaultValues: defaultBookingValues({ flightId: flight.id, fareClass: cabin, ticketId: cheapest?.id ?? 0, returnLeg, slots, contact }),
  });
}

/** A seat of another class cannot stay chosen when the fare class changes. */
export function useSeatsFollowFareClass(
  { getValues, setValue }: Pick<ReturnType<typeof useBookingFormMethods>, "getValues" | "setValue">,
  fareClass: FareClass,
  seatsById: Map<number, SeatView>,
  returnSeatsById?: Map<number, SeatView>,
) {
  useEffect(() => {
    getValues("travelers").forEach((tr, i) => {
      if (tr.seatId != null && seatsById.get(tr.seatId)?.fareClass !== fareClass) setValue(`travelers.${i}.seatId`, null);
      if (returnSeatsById && tr.returnSeatId != null && returnSeatsById.get(tr.returnSeatId)?.fareClass !== fareClass) {
        setValue(`travelers.${i}.returnSeatId`, null);
      }
    });
  }, [fareClass, getValues, setValue, seatsById, returnSeatsById]);
}
