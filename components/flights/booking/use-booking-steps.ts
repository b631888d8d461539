"use client";

import { useEffect, useRef, useState } from "react";
import type { UseFormTrigger } from "react-hook-form";
import { scrollBehavior } from "@/lib/a11y/motion";
import type { TravelerSlot } from "@/lib/flights/booking/types";
import type { BookingFormInput } from "./form-types";
import { BOOKING_STEPS, type BookingStep } from "./step-nav";

/**
 * Which step shows, and moving between steps: each step checks its own fields before the next one opens. `reached`
 * says which steps have opened so far: a step is rendered from then on (hidden when another shows, keeping what was
 * chosen in it), not before, so the page sends and hydrates the first step only (issue 27).
 */
export function useBookingSteps(trigger: UseFormTrigger<BookingFormInput>, seated: TravelerSlot[], roundTrip = false) {
  const [step, setStep] = useState<BookingStep>("travelers");
  const [furthest, setFurthest] = useState(0);
  const stepIndex = BOOKING_STEPS.indexOf(step);
  /** The step whose heading takes the focus once it shows (a step opened by the traveller, not the first one). */
  const focusTitle = useRef<BookingStep | null>(null);
  useEffect(() => {
    if (focusTitle.current !== step) return;
    focusTitle.current = null;
    // Its heading takes the focus so a screen reader says where the traveller is: after the render that shows (or
    // first renders) the step.
    document.getElementById(`${step}-title`)?.focus({ preventScroll: true });
  }, [step]);
  const showStep = (next: BookingStep) => {
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    // The step already showing (chosen again in the stepper): its heading is there to take the focus now.
    if (next === step) return document.getElementById(`${next}-title`)?.focus({ preventScroll: true });
    setStep(next);
    setFurthest((at) => Math.max(at, BOOKING_STEPS.indexOf(next)));
    focusTitle.current = next;
  };
  const reached = (s: BookingStep) => BOOKING_STEPS.indexOf(s) <= furthest;
  // The booking is made only from the review.
  const goNext = async () => {
    if (step === "travelers" && !(await trigger("travelers"))) return;
    const returnFields = roundTrip ? (["returnTicketId", ...seated.map((s) => `travelers.${s.index}.returnSeatId` as const)] as const) : [];
    if (step === "seats" && !(await trigger(["fareClass", "ticketId", ...seated.map((s) => `travelers.${s.index}.seatId` as const), ...returnFields]))) return;
    const next = BOOKING_STEPS[stepIndex + 1];
    if (next) showStep(next);
  };
  const goBack = stepIndex > 0 ? () => showStep(BOOKING_STEPS[stepIndex - 1]!) : null;
  return { step, setStep, showStep, goNext, goBack, reached };
}
