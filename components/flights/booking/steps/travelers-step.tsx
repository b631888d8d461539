"use client";

import { useTranslations } from "next-intl";
import { dateOfBirthRange } from "@/lib/flights/booking/party";
import type { TravelerSlot } from "@/lib/flights/booking/types";
import { TravelerCard } from "../traveler-card";
import { stepSection } from "./step-section";

/** Step 1: one card per traveller (names, birth date, documents). */
export function TravelersStep({ slots, departureDate, today, hidden }: { slots: TravelerSlot[]; departureDate: string; today: string; hidden: string }) {
  const terms = useTranslations("Terms");
  return (
    <section aria-labelledby="travelers-title" className={`${stepSection} ${hidden}`}>
      <h2 id="travelers-title" tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        {terms("travellers")}
      </h2>
      {slots.map((slot) => (
        <TravelerCard key={slot.index} slot={slot} dobRange={dateOfBirthRange(slot.type, departureDate, today)} today={today} />
      ))}
    </section>
  );
}
