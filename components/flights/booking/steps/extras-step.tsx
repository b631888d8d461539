"use client";

import { useState } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslations } from "next-intl";
import type { FlightView } from "@/lib/flights/booking/types";
import { ExtrasPicker } from "../extras-picker";
import type { BookingFormInput, BookingFormOutput } from "../form-types";
import type { useBookingPrice } from "../use-booking-price";
import { stepSection } from "./step-section";

type ExtrasStepProps = {
  flight: FlightView;
  bags: ReturnType<typeof useBookingPrice>["bags"];
  meals: ReturnType<typeof useBookingPrice>["meals"];
  hidden: string;
};

/** Step 3: extra bags and meals, by quantity. */
export function ExtrasStep({ flight, bags, meals, hidden }: ExtrasStepProps) {
  const t = useTranslations("Booking");
  const { getValues, setValue, formState } = useFormContext<BookingFormInput, unknown, BookingFormOutput>();
  const [now] = useState(() => Date.now());
  const setQuantity = (name: "bags" | "meals", key: "bagId" | "mealId", id: number, n: number) => {
    const list = (getValues(name) ?? []) as { bagId?: number; mealId?: number; quantity: number }[];
    const rest = list.filter((item) => item[key] !== id);
    const next = n > 0 ? [...rest, { [key]: id, quantity: n }] : rest;
    setValue(name, next as never, { shouldValidate: formState.isSubmitted });
  };

  return (
    <section aria-labelledby="extras-title" className={`${stepSection} ${hidden}`}>
      <h2 id="extras-title" tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        {t("steps.extras")}
      </h2>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <ExtrasPicker
          bags={flight.bags}
          meals={flight.meals}
          bagQty={Object.fromEntries(bags.map((b) => [b.bagId, b.quantity]))}
          mealQty={Object.fromEntries(meals.map((m) => [m.mealId, m.quantity]))}
          onBag={(id, n) => setQuantity("bags", "bagId", id, n)}
          onMeal={(id, n) => setQuantity("meals", "mealId", id, n)}
          now={now}
          timeZone={flight.from.timezone}
        />
      </div>
    </section>
  );
}
