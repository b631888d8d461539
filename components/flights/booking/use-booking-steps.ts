"use client";

import { useState } from "react";
import type { UseFormTrigger } from "react-hook-form";
import { scrollBehavior } from "@/lib/a11y/motion";
import type { TravelerSlot } from "@/lib/flights/booking/types";
import type { BookingFormInput } from "./form-types";
import { BOOKING_STEPS, type BookingStep } from "./step-nav";

/** Which step shows, and moving between steps: each step checks its own fields before the next one opens. */
export function useBookingSteps(trigger: UseFormTrigger<BookingFormInput>, seated: TravelerSlot[], roundTrip = false) {
  const [step, setStep] = useState<BookingStep>("travelers");
  const stepIndex = BOOKING_STEPS.indexOf(step);
  const showStep = (next: BookingStep) => {
    setStep(next);
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    // Once the step shows, its heading takes the focus so a screen reader says where the traveller is.
    requestAnimationFrame(() => document.getElementById(`${next}-title`)?.focus({ preventScroll: true }));
  };
  // The booking is made only from the review.
  const goNext = async () => {
    if (step === "travelers" && !(await trigger("travelers"))) return;
    const returnFields = roundTrip ? (["returnTicketId", ...seated.map((s) => `travelers.${s.index}.returnSeatId` as const)] as const) : [];
    if (step === "seats" && !(await trigger(["fareClass", "ticketId", ...seated.map((s) => `travelers.${s.index}.seatId` as const), ...returnFields]))) return;
    const next = BOOKING_STEPS[stepIndex + 1];
    if (next) showStep(next);
  };
  const goBack = stepIndex > 0 ? () => showStep(BOOKING_STEPS[stepIndex - 1]!) : null;
  return { step, setStep, showStep, goNext, goBack };
}
