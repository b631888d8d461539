"use client";

import { useTranslations } from "next-intl";
import type { FareClass } from "@/provider/contracts/flights";
import type { PricePreview } from "@/lib/flights/booking/price-preview";
import type { TravelerSlot } from "@/lib/flights/booking/types";
import { PriceSummary } from "../price-summary";
import { ReviewList } from "../review-list";
import { stepSection } from "./step-section";

type ReviewStepProps = {
  slots: TravelerSlot[];
  travelerTitle: (slot: TravelerSlot) => string;
  seatNumber: (id: number) => string | undefined;
  /** A round trip's return seats. */
  returnSeatNumber?: (id: number) => string | undefined;
  fareClass: FareClass;
  fareTypeName: string | undefined;
  preview: PricePreview;
  hidden: string;
};

/** Step 4: everything chosen, with the price on narrow screens (wide ones have the sticky summary). */
export function ReviewStep({ slots, travelerTitle, seatNumber, returnSeatNumber, fareClass, fareTypeName, preview, hidden }: ReviewStepProps) {
  const t = useTranslations("Booking");
  return (
    <section aria-labelledby="review-title" className={`${stepSection} ${hidden}`}>
      <h2 id="review-title" tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        {t("steps.review")}
      </h2>
      <ReviewList
        slots={slots}
        travelerTitle={travelerTitle}
        seatNumber={seatNumber}
        returnSeatNumber={returnSeatNumber}
        fareClass={fareClass}
        fareTypeName={fareTypeName}
      />
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:hidden">
        <PriceSummary preview={preview} />
      </div>
    </section>
  );
}
