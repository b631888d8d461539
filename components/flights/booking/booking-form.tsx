"use client";

import { useEffect, useMemo } from "react";
import { FormProvider } from "react-hook-form";
import type { UseQueryResult } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import type { FareClass } from "@/provider/contracts/flights";
import type { FlightView, SeatMapView, TravelerSlot } from "@/lib/flights/booking/types";
import type { Locale } from "@/lib/i18n/routing";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { Alert } from "@/components/ui/alert";
import { PostForm } from "@/components/ui/post-form";
import { BookingActionBar, StepAction } from "./booking-actions";
import { PriceSummary } from "./price-summary";
import { ExtrasStep } from "./steps/extras-step";
import { ReviewStep } from "./steps/review-step";
import { SeatsStep } from "./steps/seats-step";
import { TravelersStep } from "./steps/travelers-step";
import { StepNav, type BookingStep } from "./step-nav";
import { useBookingFormMethods, useSeatsFollowFareClass } from "./use-booking-form-methods";
import { useBookingPrice } from "./use-booking-price";
import { useBookingSteps } from "./use-booking-steps";
import { useBookingSubmit } from "./use-booking-submit";
import { useSeatMaps } from "./use-seat-maps";

type BookingFormProps = {
  flight: FlightView;
  /** A round trip's return flight: both legs are booked together, as one reservation. */
  returnFlight?: FlightView | null;
  slots: TravelerSlot[];
  cabin: FareClass;
  contact: { email: string; phone: string };
  today: string;
};

/** How a leg's seat map stands: loading (a failed one too while it is tried again), failed with a retry, or there. */
const seatMapLoad = (query: UseQueryResult<SeatMapView | null>) => ({
  seatMapPending: query.isPending || (query.isError && query.isFetching),
  seatMapFailed: query.isError && !query.isFetching,
  retrySeatMap: () => void query.refetch(),
});

/** Enter in a field submits the form natively: before the review that means "next", never "book". */
const submitHandler =
  (step: BookingStep, book: (event: React.FormEvent<HTMLFormElement>) => unknown, goNext: () => Promise<void>) => (event: React.FormEvent<HTMLFormElement>) => {
    if (step === "review") return book(event);
    event.preventDefault();
    void goNext();
  };

/**
 * The seat maps load in the browser, not with the page (use-seat-maps.ts): the second step shows them. The steps after
 * the first are rendered once reached (use-booking-steps.ts).
 */
export function BookingForm({ flight, returnFlight = null, slots, cabin, contact, today }: BookingFormProps) {
  const t = useTranslations("Booking");
  const terms = useTranslations("Terms");
  const locale = useLocale() as Locale;
  const message = useValidationMessage();
  const seated = useMemo(() => slots.filter((s) => s.type !== "infant"), [slots]);
  const { seatQuery, seatMap, seatsById, returnSeatQuery, returnSeatMap, returnSeatsById, loadSeatsNow } = useSeatMaps(flight, returnFlight, locale);

  const methods = useBookingFormMethods({ flight, returnFlight, returnSeatsById, slots, cabin, contact, today, seatsById });
  const { fareClass, fareType, returnFareType, bags, meals, seats, returnSeats, counts, preview } = useBookingPrice(
    methods.control,
    flight,
    slots,
    returnFlight,
  );
  useSeatsFollowFareClass(methods, fareClass, seatsById, returnSeatsById);
  const { step, setStep, showStep, goNext, goBack, reached } = useBookingSteps(methods.trigger, seated, returnFlight !== null);
  // A traveller quicker than the browser's first idle moment: the seats step asks for its maps at once.
  useEffect(() => {
    if (step !== "travelers") loadSeatsNow();
  }, [step, loadSeatsNow]);
  const { book, submitError, pending } = useBookingSubmit({
    methods,
    flightId: flight.id,
    locale,
    seatQuery,
    returnSeatQuery: returnFlight ? returnSeatQuery : null,
    setStep,
  });

  const travelerTitle = (slot: TravelerSlot) => t("travelerTitle", { type: terms(`passengerType.${slot.type}`), n: slot.ordinal });
  const onSubmit = submitHandler(step, book, goNext);
  const visible = (s: BookingStep) => (s === step ? "" : "hidden");
  const listError = methods.formState.errors.travelers?.message ?? methods.formState.errors.travelers?.root?.message;

  return (
    <FormProvider {...methods}>
      <PostForm onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-8">
          <StepNav current={step} onSelect={showStep} />
          {submitError ? <Alert variant="error" title={submitError} /> : null}
          {listError ? <Alert variant="error" title={message(listError)} /> : null}
          <TravelersStep slots={slots} departureDate={flight.date} today={today} hidden={visible("travelers")} />
          {reached("seats") ? (
            <SeatsStep
              flight={flight}
              slots={slots}
              seated={seated}
              seatMap={seatMap}
              {...seatMapLoad(seatQuery)}
              fareClass={fareClass}
              seats={seats}
              infants={counts.infants}
              travelerTitle={travelerTitle}
              hidden={visible("seats")}
              returnLeg={returnFlight ? { flight: returnFlight, seatMap: returnSeatMap, ...seatMapLoad(returnSeatQuery), seats: returnSeats } : null}
            />
          ) : null}
          {reached("extras") ? <ExtrasStep flight={flight} bags={bags} meals={meals} hidden={visible("extras")} /> : null}
          {reached("review") ? (
            <ReviewStep
              slots={slots}
              travelerTitle={travelerTitle}
              seatNumber={(id) => seatsById.get(id)?.seatNumber}
              fareClass={fareClass}
              fareTypeName={returnFareType ? `${fareType?.name ?? ""} · ${returnFareType.name}` : fareType?.name}
              returnSeatNumber={returnFlight ? (id) => returnSeatsById?.get(id)?.seatNumber : undefined}
              preview={preview}
              hidden={visible("review")}
            />
          ) : null}
        </div>

        <aside aria-labelledby="summary-title" className="hidden rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24 lg:block">
          <h2 id="summary-title" className="mb-3 text-lg font-bold text-slate-900">
            {t("summaryTitle")}
          </h2>
          <PriceSummary preview={preview} testId="booking-total" />
          <StepAction review={step === "review"} pending={pending} onNext={goNext} className="mt-4 w-full" />
        </aside>

        <BookingActionBar total={preview.total} onBack={goBack} review={step === "review"} pending={pending} onNext={goNext} />
      </PostForm>
    </FormProvider>
  );
}
