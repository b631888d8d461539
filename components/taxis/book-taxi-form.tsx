"use client";

import { ArrowRight } from "lucide-react";
import { useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { BffError } from "@/lib/api/bff-client";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { checkedPath } from "@/lib/i18n/typed-routes";
import {
  issuesToFields,
  placeFieldErrors,
  TAXI_FORM_FIELDS,
  taxiRequestFrom,
  type TaxiFormField,
  type TaxiFormValues,
  type TaxiRide,
} from "@/lib/taxis/book-taxi";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PostForm } from "@/components/ui/post-form";
import { BookTaxiFields, TAXI_FIELD_IDS } from "./book-taxi-fields";

type Props = { ride: TaxiRide; defaults: TaxiFormValues; maxChildSeats: number };

/** Refusals that are not about a field: the provider's codes the form words itself. */
const ALERTS: Record<string, "soldOutBody" | "goneBody"> = { TRANSFER_SOLD_OUT: "soldOutBody", TRANSFER_NOT_FOUND: "goneBody" };

/**
 * Book the chosen vehicle: the lead passenger, the arriving flight, child seats; then a pending reservation and its
 * payment page. The contract's schema and the request load when Book is pressed; what is sent is read from the form
 * itself (typed before the script ran, it still counts). The provider decides last: its refusals are shown beside
 * their field, or above the fields when they are about the ride (too soon, too many passengers, sold out).
 */
export function BookTaxiForm({ ride, defaults, maxChildSeats }: Props) {
  const t = useTranslations("Taxis");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const message = useValidationMessage();
  const [errors, setErrors] = useState<Partial<Record<TaxiFormField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const sending = useRef(false);

  function show(fields: Record<string, string>) {
    const { byField, ride: about } = placeFieldErrors(fields);
    setErrors(byField);
    setAlert(about.length ? about.map((key) => message(key)).join(" ") : null);
    const first = TAXI_FORM_FIELDS.find((field) => byField[field]);
    if (first) document.getElementById(TAXI_FIELD_IDS[first])?.focus();
  }

  async function book(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(TAXI_FORM_FIELDS.map((field) => [field, String(form.get(field) ?? "")])) as TaxiFormValues;
    sending.current = true;
    setPending(true);
    setAlert(null);
    try {
      const [{ createTaxiReservationRequest }, { createTaxiReservation }] = await Promise.all([
        import("@/provider/contracts/taxis"),
        import("@/lib/api/taxi-bookings"),
      ]);
      const parsed = createTaxiReservationRequest.safeParse(taxiRequestFrom(values, ride));
      if (!parsed.success) {
        show(issuesToFields(parsed.error.issues));
      } else {
        setErrors({});
        const booking = await createTaxiReservation(parsed.data, locale);
        // Stays pending while the payment page loads.
        router.push(checkedPath(`/airport-taxi/reservation/${encodeURIComponent(booking.id)}`));
        return;
      }
    } catch (error) {
      if (error instanceof BffError && error.status === 401) {
        router.push({ pathname: "/login", query: { redirect: `${window.location.pathname}${window.location.search}` } });
        return;
      }
      if (error instanceof BffError && error.fields) show(error.fields);
      else setAlert(error instanceof BffError && ALERTS[error.code] ? t(ALERTS[error.code]!) : error instanceof Error ? error.message : t("bookFailed"));
    }
    sending.current = false;
    setPending(false);
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
