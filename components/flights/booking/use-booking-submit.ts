"use client";

import type { Path, UseFormReturn } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { BffError } from "@/lib/api/bff-client";
import { createReservation } from "@/lib/api/reservations";
import { formFieldForProviderPath } from "@/lib/flights/booking/booking-form";
import { seatIndex } from "@/lib/flights/booking/seat-map";
import type { SeatMapView } from "@/lib/flights/booking/types";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { BookingFormInput, BookingFormOutput } from "./form-types";
import { stepOfError, stepOfPaths } from "./error-step";
import type { BookingStep } from "./step-nav";

type Options = {
  methods: UseFormReturn<BookingFormInput, unknown, BookingFormOutput>;
  flightId: string;
  locale: Locale;
  seatQuery: { refetch: () => Promise<{ data?: SeatMapView | null }> };
  /** A round trip's return seat map, reloaded too after SEAT_TAKEN. */
  returnSeatQuery?: { refetch: () => Promise<{ data?: SeatMapView | null }> } | null;
  setStep: (step: BookingStep) => void;
};

/** Making the reservation: server field errors go back to their step, a taken seat reloads the map. */
export function useBookingSubmit({ methods, flightId, locale, seatQuery, returnSeatQuery, setStep }: Options) {
  const t = useTranslations("Booking");
  const router = useRouter();
  const { getValues, setValue, handleSubmit, setError } = methods;

  // After SEAT_TAKEN: the fresh map shows who took what, and seats taken meanwhile are let go.
  async function refreshSeats() {
    const legs = [{ query: seatQuery, field: "seatId" as const }, ...(returnSeatQuery ? [{ query: returnSeatQuery, field: "returnSeatId" as const }] : [])];
    for (const { query, field } of legs) {
      const fresh = (await query.refetch()).data;
      if (!fresh) continue; // The old map stays (refetch keeps it on failure); the provider will refuse a taken seat again.
      const index = seatIndex(fresh.cabins);
      getValues("travelers").forEach((tr, i) => {
        const seat = tr[field];
        if (seat != null && index.get(seat)?.taken) setValue(`travelers.${i}.${field}`, null);
      });
    }
  }

  function showServerError(error: unknown) {
    if (error instanceof BffError && error.fields) {
      for (const [path, key] of Object.entries(error.fields)) {
        setError(formFieldForProviderPath(path) as Path<BookingFormInput>, { type: "server", message: key });
      }
      setStep(stepOfPaths(Object.keys(error.fields)));
    }
  }

  const failure = (error: unknown) => (error instanceof Error ? error.message : t("submitFailed"));
  const booking = useMutation({
    mutationFn: (values: BookingFormOutput) => createReservation(values, locale),
    onSuccess: (reservation) => router.push(`/flight/${flightId}/booking/reservation/${reservation.id}`),
    // Awaited by the mutation: Book stays pending while a taken seat's map reloads.
    onError: async (error) => {
      showServerError(error);
      if (error instanceof BffError && error.code === "SEAT_TAKEN") {
        await refreshSeats();
        setStep("seats");
      }
      toast.error(failure(error));
    },
  });
  const book = handleSubmit(
    (values) => booking.mutateAsync(values).catch(() => undefined),
    (errors) => {
      setStep(stepOfError(errors));
      toast.error(t("fixErrors"));
    },
  );
  const submitError = booking.isError ? failure(booking.error) : null;
  // Still pending once booked: the button stays busy while the payment page loads.
  return { book, submitError, pending: booking.isPending || booking.isSuccess };
}
