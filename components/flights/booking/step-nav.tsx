"use client";

import { useTranslations } from "next-intl";

export const BOOKING_STEPS = ["travelers", "seats", "extras", "review"] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

/** The booking stepper (travelers → seats → extras → review), the same on every width. */
export function StepNav({ current, onSelect }: { current: BookingStep; onSelect: (step: BookingStep) => void }) {
  const t = useTranslations("Booking");
  const terms = useTranslations("Terms");
  const at = BOOKING_STEPS.indexOf(current);
  return (
    <nav aria-label={t("stepsLabel")}>
      <ol className="grid grid-cols-4 gap-1.5">
        {BOOKING_STEPS.map((step, i) => (
          <li key={step}>
            <button
              type="button"
              onClick={() => i <= at && onSelect(step)}
              disabled={i > at}
              aria-current={step === current ? "step" : undefined}
              className="flex w-full flex-col items-center gap-1 text-xs font-medium disabled:cursor-default"
            >
              <span className={`h-1.5 w-full rounded-full ${i < at ? "bg-brand-600" : i === at ? "bg-brand-700" : "bg-slate-200"}`} aria-hidden />
              <span className={step === current ? "text-brand-800" : i < at ? "text-slate-700" : "text-muted"}>
                {i + 1}. {step === "travelers" ? terms("travellers") : t(`steps.${step}`)}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
