"use client";

import { ArrowRight } from "lucide-react";
import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { BffError } from "@/lib/api/bff-client";
import { fieldRefusalsOf, InvalidForm } from "@/lib/forms/invalid-form";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { checkedPath } from "@/lib/i18n/typed-routes";
import { placeFieldErrors, TAXI_FORM_FIELDS, taxiRequestFrom, type TaxiFormField, type TaxiFormValues, type TaxiRide } from "@/lib/taxis/book-taxi";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PostForm } from "@/components/ui/post-form";
import { BookTaxiFields, TAXI_FIELD_IDS } from "./book-taxi-fields";
import { useSingleFlight } from "@/lib/query/use-single-flight";

type Props = { ride: TaxiRide; defaults: TaxiFormValues; maxChildSeats: number };

/** Refusals that are not about a field: the provider's codes the form words itself. */
const ALERTS: Record<string, "soldOutBody" | "goneBody"> = { TRANSFER_SOLD_OUT: "soldOutBody", TRANSFER_NOT_FOUND: "goneBody" };

const signedOut = (error: unknown) => error instanceof BffError && error.status === 401;

/** Sending the reservation (a mutation): the contract's schema and the request load on the first Book. */
function useTaxiBooking(ride: TaxiRide) {
  const t = useTranslations("Taxis");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const message = useValidationMessage();
  const [errors, setErrors] = useState<Partial<Record<TaxiFormField, string>>>({});

  const booking = useMutation({
    mutationFn: async (values: TaxiFormValues) => {
      const [{ createTaxiReservationRequest }, { createTaxiReservation }] = await Promise.all([
        import("@/provider/contracts/taxis"),
        import("@/lib/api/taxi-bookings"),
      ]);
      const parsed = createTaxiReservationRequest.safeParse(taxiRequestFrom(values, ride));
      if (!parsed.success) throw new InvalidForm(parsed.error.issues);
      setErrors({});
      return createTaxiReservation(parsed.data, locale);
    },
    // Stays pending (isSuccess) while the payment page loads.
    onSuccess: (booked) => router.push(checkedPath(`/airport-taxi/reservation/${encodeURIComponent(booked.id)}`)),
    onError: (error) => {
      if (signedOut(error)) return router.push({ pathname: "/login", query: { redirect: `${window.location.pathname}${window.location.search}` } });
      const fields = fieldRefusalsOf(error);
      if (!fields) return;
      const { byField } = placeFieldErrors(fields);
      setErrors(byField);
      const first = TAXI_FORM_FIELDS.find((field) => byField[field]);
      if (first) document.getElementById(TAXI_FIELD_IDS[first])?.focus();
    },
  });

  /** The refusal above the fields: about the ride (too soon, too many passengers), sold out, or anything else. */
  function alertOf(error: unknown): string | null {
    if (!error || signedOut(error)) return null;
    const fields = fieldRefusalsOf(error);
    if (fields) {
      const about = placeFieldErrors(fields).ride;
      return about.length ? about.map((key) => message(key)).join(" ") : null;
    }
    if (error instanceof BffError && ALERTS[error.code]) return t(ALERTS[error.code]!);
    return error instanceof Error ? error.message : t("bookFailed");
  }

  const leaving = booking.isSuccess || signedOut(booking.error);
  return { booking, errors, setErrors, alert: alertOf(booking.error), pending: booking.isPending || leaving };
}

/**
 * Book the chosen vehicle: the lead passenger, the arriving flight, child seats; then a pending reservation and its
 * payment page. The contract's schema and the request load when Book is pressed; what is sent is read from the form
 * itself (typed before the script ran, it still counts). The provider decides last: its refusals are shown beside
 * their field, or above the fields when they are about the ride (too soon, too many passengers, sold out).
 */
export function BookTaxiForm({ ride, defaults, maxChildSeats }: Props) {
  const t = useTranslations("Taxis");
  const message = useValidationMessage();
  const { booking, errors, setErrors, alert, pending } = useTaxiBooking(ride);
  const send = useSingleFlight(booking.mutate);

  function book(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    send(Object.fromEntries(TAXI_FORM_FIELDS.map((field) => [field, String(form.get(field) ?? "")])) as TaxiFormValues);
  }

  return (
    <PostForm onSubmit={book} aria-labelledby="book-taxi-title" className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h2 id="book-taxi-title" className="text-lg font-bold text-slate-900">
        {t("detailsTitle")}
      </h2>
      {alert ? (
        <Alert variant="error" title={t("bookFailed")}>
          <p>{alert}</p>
        </Alert>
      ) : null}
      <BookTaxiFields
        defaults={defaults}
        errors={Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, message(key)]))}
        maxChildSeats={maxChildSeats}
        onEdit={(field) => setErrors((current) => ({ ...current, [field]: undefined }))}
      />
      <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
        {pending ? t("submitting") : t("submitBook")}
        <ArrowRight aria-hidden className="size-5 rtl:rotate-180" />
      </Button>
    </PostForm>
  );
}
