"use client";

import { useWatch, type Control } from "react-hook-form";
import type { FareClass } from "@/provider/contracts/flights";
import { pricePreview, type PricePreview } from "@/lib/flights/booking/price-preview";
import type { FlightView, TravelerSlot } from "@/lib/flights/booking/types";
import type { BookingFormInput, BookingFormOutput } from "./form-types";

/** Two legs' previews as one: each line summed, the per-traveller prices of each group added. */
function bothLegs(a: PricePreview, b: PricePreview): PricePreview {
  return {
    fare: a.fare + b.fare,
    tax: a.tax + b.tax,
    serviceFees: a.serviceFees + b.serviceFees,
    discount: a.discount + b.discount,
    perTraveler: a.perTraveler.map((line) => {
      const other = b.perTraveler.find((l) => l.type === line.type);
      return { ...line, price: line.price + (other?.price ?? 0), lineTotal: line.lineTotal + (other?.lineTotal ?? 0) };
    }),
    seatSelection: a.seatSelection + b.seatSelection,
    bags: a.bags + b.bags,
    meals: a.meals + b.meals,
    extras: a.extras + b.extras,
    total: a.total + b.total,
  };
}

/** What the traveller has chosen so far (class, fare, seats, extras) and what it costs; a round trip's both legs. */
export function useBookingPrice(
  control: Control<BookingFormInput, unknown, BookingFormOutput>,
  flight: FlightView,
  slots: TravelerSlot[],
  returnFlight?: FlightView | null,
) {
  const fareClass = useWatch({ control, name: "fareClass" }) as FareClass;
  const ticketId = useWatch({ control, name: "ticketId" });
  const returnTicketId = useWatch({ control, name: "returnTicketId" });
  const travelers = useWatch({ control, name: "travelers" });
  const bags = useWatch({ control, name: "bags" }) ?? [];
  const meals = useWatch({ control, name: "meals" }) ?? [];
  const seats = slots.map((s) => travelers?.[s.index]?.seatId ?? null);
  const returnSeats = slots.map((s) => travelers?.[s.index]?.returnSeatId ?? null);

  const cls = flight.classes.find((c) => c.fareClass === fareClass);
  const fareType = flight.fareTypes.find((f) => f.id === Number(ticketId));
  const counts = { adults: 0, children: 0, infants: 0 };
  for (const s of slots) counts[s.type === "adult" ? "adults" : s.type === "child" ? "children" : "infants"]++;
  const outbound = pricePreview({
    classPrice: cls?.price ?? 0,
    fareTypePrice: fareType?.price ?? 0,
    tax: flight.tax,
    serviceFees: flight.serviceFees,
    discount: flight.discount,
    party: counts,
    chosenSeats: seats.filter((s) => s != null).length,
    seatSelectionPrice: flight.seatSelectionPrice,
    bags: bags.map((b) => ({ unitPrice: flight.bags.find((x) => x.id === b.bagId)?.price ?? 0, quantity: b.quantity })),
    meals: meals.map((m) => ({ unitPrice: flight.meals.find((x) => x.id === m.mealId)?.price ?? 0, quantity: m.quantity })),
  });
  const returnFareType = returnFlight?.fareTypes.find((f) => f.id === Number(returnTicketId));
  const preview = returnFlight
    ? bothLegs(
        outbound,
        pricePreview({
          classPrice: returnFlight.classes.find((c) => c.fareClass === fareClass)?.price ?? 0,
          fareTypePrice: returnFareType?.price ?? 0,
          tax: returnFlight.tax,
          serviceFees: returnFlight.serviceFees,
          discount: returnFlight.discount,
          party: counts,
          chosenSeats: returnSeats.filter((s) => s != null).length,
          seatSelectionPrice: returnFlight.seatSelectionPrice,
          bags: [],
          meals: [],
        }),
      )
    : outbound;
  return { fareClass, fareType, returnFareType, bags, meals, seats, returnSeats, counts, preview };
}
