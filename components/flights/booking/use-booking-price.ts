"use client";

import { useWatch, type Control } from "react-hook-form";
import type { FareClass } from "@/provider/contracts/flights";
import { pricePreview } from "@/lib/flights/booking/price-preview";
import type { FlightView, TravelerSlot } from "@/lib/flights/booking/types";
import type { BookingFormInput, BookingFormOutput } from "./form-types";

/** What the traveller has chosen so far (class, fare, seats, extras) and what it costs. */
export function useBookingPrice(control: Control<BookingFormInput, unknown, BookingFormOutput>, flight: FlightView, slots: TravelerSlot[]) {
  const fareClass = useWatch({ control, name: "fareClass" }) as FareClass;
  const ticketId = useWatch({ control, name: "ticketId" });
  const travelers = useWatch({ control, name: "travelers" });
  const bags = useWatch({ control, name: "bags" }) ?? [];
  const meals = useWatch({ control, name: "meals" }) ?? [];
  const seats = slots.map((s) => travelers?.[s.index]?.seatId ?? null);

  const cls = flight.classes.find((c) => c.fareClass === fareClass);
  const fareType = flight.fareTypes.find((f) => f.id === Number(ticketId));
  const counts = { adults: 0, children: 0, infants: 0 };
  for (const s of slots) counts[s.type === "adult" ? "adults" : s.type === "child" ? "children" : "infants"]++;
  const preview = pricePreview({
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
  return { fareClass, fareType, bags, meals, seats, counts, preview };
}
