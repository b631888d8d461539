"use client";

import { useEffect, useMemo, useState } from "react";
import { FormProvider, useForm, useWatch, type Path } from "react-hook-form";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import type { FareClass } from "@/provider/contracts/flights";
import { scrollBehavior } from "@/lib/a11y/motion";
import { BffError } from "@/lib/api/bff-client";
import { seatMapQuery } from "@/lib/api/flights";
import { createReservation } from "@/lib/api/reservations";
import { defaultBookingValues, formFieldForProviderPath } from "@/lib/booking/booking-form";
import { dateOfBirthRange } from "@/lib/booking/party";
import { pricePreview } from "@/lib/booking/price-preview";
import { seatIndex } from "@/lib/booking/seat-map";
import type { FlightView, SeatView, TravelerSlot } from "@/lib/booking/types";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { useValidationMessage } from "@/components/account/use-validation-message";
import { Alert } from "@/components/ui/alert";
import { PostForm } from "@/components/ui/post-form";
import { BookingActionBar, StepAction } from "./booking-actions";
import { bookingResolver } from "./booking-resolver";
import { ExtrasPicker } from "./extras-picker";
import { FarePicker } from "./fare-picker";
import type { BookingFormInput, BookingFormOutput } from "./form-types";
import { PriceSummary } from "./price-summary";
import { ReviewList } from "./review-list";
import { SeatMap } from "./seat-map";
import { stepOfError, stepOfPaths } from "./error-step";
import { BOOKING_STEPS, StepNav, type BookingStep } from "./step-nav";
import { TravelerCard } from "./traveler-card";

type BookingFormProps = {
  flight: FlightView;
  slots: TravelerSlot[];
  cabin: FareClass;
  contact: { email: string; phone: string };
  today: string;
};

const section = "flex flex-col gap-4 scroll-mt-24";

/** The seat map comes from the query the page prefetched (seatMapQuery): it may still be on its way. */
export function BookingForm({ flight, slots, cabin, contact, today }: BookingFormProps) {
  const t = useTranslations("Booking");
  const terms = useTranslations("Terms");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const message = useValidationMessage();
  const seatQuery = useQuery(seatMapQuery(flight.id, locale));
  const seatMap = seatQuery.data ?? null;
  const [step, setStep] = useState<BookingStep>("travelers");
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [navigating, setNavigating] = useState(false);
  const seated = useMemo(() => slots.filter((s) => s.type !== "infant"), [slots]);
  const [active, setActive] = useState(seated[0]?.index ?? 0);
  const seatsById = useMemo(() => seatIndex(seatMap?.cabins ?? []), [seatMap]);
  const [now] = useState(() => Date.now());

  const resolver = useMemo(
    () => bookingResolver({ departureDate: flight.date, today, seatClass: (id) => seatsById.get(id)?.fareClass }),
    [flight.date, today, seatsById],
  );
  const cheapest = [...flight.fareTypes].sort((a, b) => a.price - b.price)[0];
  const methods = useForm<BookingFormInput, unknown, BookingFormOutput>({
    resolver,
    mode: "onTouched",
    defaultValues: defaultBookingValues({ flightId: flight.id, fareClass: cabin, ticketId: cheapest?.id ?? 0, slots, contact }),
  });
  const { control, setValue, getValues, handleSubmit, setError, trigger, formState } = methods;
  const fareClass = useWatch({ control, name: "fareClass" }) as FareClass;
  const ticketId = useWatch({ control, name: "ticketId" });
  const travelers = useWatch({ control, name: "travelers" });
  const bags = useWatch({ control, name: "bags" }) ?? [];
  const meals = useWatch({ control, name: "meals" }) ?? [];
  const seats = slots.map((s) => travelers?.[s.index]?.seatId ?? null);

  // A seat of another class cannot stay chosen when the fare class changes.
  useEffect(() => {
    getValues("travelers").forEach((tr, i) => {
      if (tr.seatId != null && seatsById.get(tr.seatId)?.fareClass !== fareClass) setValue(`travelers.${i}.seatId`, null);
    });
  }, [fareClass, getValues, setValue, seatsById]);

  const travelerTitle = (slot: TravelerSlot) => t("travelerTitle", { type: terms(`passengerType.${slot.type}`), n: slot.ordinal });
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

  const pickSeat = (seat: SeatView) => {
    const current = getValues(`travelers.${active}.seatId`);
    setValue(`travelers.${active}.seatId`, current === seat.id ? null : seat.id, { shouldValidate: formState.isSubmitted });
    if (current === seat.id) return;
    // Move on to the next traveller still without a seat.
    const next = seated.find((s) => s.index !== active && getValues(`travelers.${s.index}.seatId`) == null);
    if (next) setActive(next.index);
  };
  const setQuantity = (name: "bags" | "meals", key: "bagId" | "mealId", id: number, n: number) => {
    const list = (getValues(name) ?? []) as { bagId?: number; mealId?: number; quantity: number }[];
    const rest = list.filter((item) => item[key] !== id);
    const next = n > 0 ? [...rest, { [key]: id, quantity: n }] : rest;
    setValue(name, next as never, { shouldValidate: formState.isSubmitted });
  };

  // After SEAT_TAKEN: the fresh map shows who took what, and seats taken meanwhile are let go.
  async function refreshSeats() {
    const fresh = (await seatQuery.refetch()).data;
    if (!fresh) return; // The old map stays (refetch keeps it on failure); the provider will refuse a taken seat again.
    const index = seatIndex(fresh.cabins);
    getValues("travelers").forEach((tr, i) => {
      if (tr.seatId != null && index.get(tr.seatId)?.taken) setValue(`travelers.${i}.seatId`, null);
    });
  }

  const booking = useMutation({ mutationFn: (values: BookingFormOutput) => createReservation(values, locale) });
  const book = handleSubmit(
    async (values) => {
      setSubmitError(null);
      try {
        const reservation = await booking.mutateAsync(values);
        setNavigating(true);
        router.push(`/flight/${flight.id}/booking/reservation/${reservation.id}`);
      } catch (error) {
        const text = error instanceof Error ? error.message : t("submitFailed");
        if (error instanceof BffError && error.fields) {
          for (const [path, key] of Object.entries(error.fields)) {
            setError(formFieldForProviderPath(path) as Path<BookingFormInput>, { type: "server", message: key });
          }
          setStep(stepOfPaths(Object.keys(error.fields)));
        }
        if (error instanceof BffError && error.code === "SEAT_TAKEN") {
          await refreshSeats();
          setStep("seats");
        }
        setSubmitError(text);
        toast.error(text);
      }
    },
    (errors) => {
      setStep(stepOfError(errors));
      toast.error(t("fixErrors"));
    },
  );

  const stepIndex = BOOKING_STEPS.indexOf(step);
  const showStep = (next: BookingStep) => {
    setStep(next);
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
    // Once the step shows, its heading takes the focus so a screen reader says where the traveller is.
    requestAnimationFrame(() => document.getElementById(`${next}-title`)?.focus({ preventScroll: true }));
  };
  // Each step checks its own fields before the next one opens; the booking is made only from the review.
  const goNext = async () => {
    if (step === "travelers" && !(await trigger("travelers"))) return;
    if (step === "seats" && !(await trigger(["fareClass", "ticketId", ...seated.map((s) => `travelers.${s.index}.seatId` as const)]))) return;
    const next = BOOKING_STEPS[stepIndex + 1];
    if (next) showStep(next);
  };
  // Enter in a field submits the form natively: before the review that means "next", never "book".
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (step === "review") return book(event);
    event.preventDefault();
    void goNext();
  };
  const visible = (s: BookingStep) => (s === step ? "" : "hidden");
  const seatErrors = slots.map((s) => message(formState.errors.travelers?.[s.index]?.seatId?.message));
  const listError = formState.errors.travelers?.message ?? formState.errors.travelers?.root?.message;
  const pending = formState.isSubmitting || navigating;

  return (
    <FormProvider {...methods}>
      <PostForm onSubmit={onSubmit} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-8">
          <StepNav current={step} onSelect={showStep} />
          {submitError ? <Alert variant="error" title={submitError} /> : null}
          {listError ? <Alert variant="error" title={message(listError)} /> : null}

          <section aria-labelledby="travelers-title" className={`${section} ${visible("travelers")}`}>
            <h2 id="travelers-title" tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
              {terms("travellers")}
            </h2>
            {slots.map((slot) => (
              <TravelerCard key={slot.index} slot={slot} dobRange={dateOfBirthRange(slot.type, flight.date, today)} />
            ))}
          </section>

          <section aria-labelledby="seats-title" className={`${section} ${visible("seats")}`}>
            <h2 id="seats-title" tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
              {t("steps.seats")}
            </h2>
            <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
              <FarePicker classes={flight.classes} fareTypes={flight.fareTypes} seatsNeeded={seated.length} />
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
              <h3 className="mb-3 text-base font-bold text-slate-900">{t("seatMapTitle", { model: seatMap?.planeModel ?? flight.planeModel })}</h3>
              {seatMap && seated.length ? (
                <SeatMap
                  seatMap={seatMap}
                  fareClass={fareClass}
                  seated={seated}
                  seats={seats}
                  active={active}
                  onActivate={setActive}
                  onPick={pickSeat}
                  onAuto={(i) => setValue(`travelers.${i}.seatId`, null)}
                  errors={seatErrors}
                  travelerTitle={travelerTitle}
                  soldClasses={flight.classes.map((c) => c.fareClass)}
                />
              ) : seatQuery.isPending ? (
                <p role="status" className="text-sm text-slate-600">
                  {t("seatMapLoading")}
                </p>
              ) : (
                <p className="text-sm text-slate-600">{t("seatMapUnavailable")}</p>
              )}
              {counts.infants > 0 ? <p className="mt-3 text-xs text-muted">{t("infantNoSeatNote")}</p> : null}
            </div>
          </section>

          <section aria-labelledby="extras-title" className={`${section} ${visible("extras")}`}>
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

          <section aria-labelledby="review-title" className={`${section} ${visible("review")}`}>
            <h2 id="review-title" tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
              {t("steps.review")}
            </h2>
            <ReviewList slots={slots} travelerTitle={travelerTitle} seatNumber={(id) => seatsById.get(id)?.seatNumber} fareClass={fareClass} fareTypeName={fareType?.name} />
            <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:hidden">
              <PriceSummary preview={preview} />
            </div>
          </section>
        </div>

        <aside aria-labelledby="summary-title" className="hidden rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24 lg:block">
          <h2 id="summary-title" className="mb-3 text-lg font-bold text-slate-900">
            {t("summaryTitle")}
          </h2>
          <PriceSummary preview={preview} testId="booking-total" />
          <StepAction review={step === "review"} pending={pending} onNext={goNext} className="mt-4 w-full" />
        </aside>

        <BookingActionBar
          total={preview.total}
          onBack={stepIndex > 0 ? () => showStep(BOOKING_STEPS[stepIndex - 1]!) : null}
          review={step === "review"}
          pending={pending}
          onNext={goNext}
        />
      </PostForm>
    </FormProvider>
  );
}
