"use client";

import { useState } from "react";
import { ArrowRight } from "lucide-react";
import { useMutation } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { BffError } from "@/lib/api/bff-client";
import { InvalidForm } from "@/lib/forms/invalid-form";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { checkedPath } from "@/lib/i18n/typed-routes";
import {
  splitFieldErrors,
  STAY_FORM_FIELDS,
  stayBookingRequest,
  type StayBookingStay,
  type StayBookingTarget,
  type StayFormField,
  type StayFormValues,
} from "@/lib/stays/book-stay";
import { useValidationMessage } from "@/components/ui/use-validation-message";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PostForm } from "@/components/ui/post-form";
import { LeadGuestFields } from "./lead-guest-fields";
import { useSingleFlight } from "@/lib/query/use-single-flight";

type Props = {
  target: StayBookingTarget;
  /** The hotel's id (the reservation page's address) or the chalet's. */
  propertyId: number;
  stay: StayBookingStay;
  /** From the signed-in user's profile. */
  prefill: { fullName: string; email: string; phone: string };
  /** The login page with the way back here, for a session that ended meanwhile. */
  loginHref: string;
};

export const FIELD_IDS: Record<StayFormField, string> = {
  "leadGuest.fullName": "stay-lead-name",
  "leadGuest.email": "stay-lead-email",
  "leadGuest.phone": "stay-lead-phone",
  specialRequests: "stay-requests",
};

const signedOut = (error: unknown) => error instanceof BffError && error.status === 401;

/** The refusals to show by path: the schema's, or the provider's when one of them is about a field of the form. */
function refusalsOf(error: unknown): { path: string; message: string }[] | null {
  if (error instanceof InvalidForm) return error.issues;
  const fields = error instanceof BffError ? error.fields : undefined;
  if (!fields || !Object.keys(fields).some((path) => (STAY_FORM_FIELDS as readonly string[]).includes(path))) return null;
  return Object.entries(fields).map(([path, message]) => ({ path, message }));
}

/** Sending the reservation (a mutation): the contract's schema and the request load on the first Book. */
function useStayBooking({ target, propertyId, stay, loginHref }: Omit<Props, "prefill">) {
  const t = useTranslations("StayDetails");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const message = useValidationMessage();
  const [errors, setErrors] = useState<Partial<Record<StayFormField, string>>>({});

  const booking = useMutation({
    mutationFn: async (values: StayFormValues) => {
      const [contracts, api] = await Promise.all([import("@/provider/contracts/stays"), import("@/lib/api/stay-bookings")]);
      const schema = target.kind === "hotel" ? contracts.createHotelReservationRequest : contracts.createChaletReservationRequest;
      const parsed = schema.safeParse(stayBookingRequest(target, stay, values));
      if (!parsed.success) throw new InvalidForm(parsed.error.issues);
      setErrors({});
      return target.kind === "hotel" ? api.createHotelReservation(parsed.data as never, locale) : api.createChaletReservation(parsed.data as never, locale);
    },
    // Stays pending (isSuccess) while the reservation page loads.
    onSuccess: (booked) => router.push(checkedPath(`/${booked.kind}/${booked.propertyId || propertyId}/reservation/${booked.id}`)),
    onError: (error) => {
      if (signedOut(error)) return router.push(checkedPath(loginHref));
      const found = refusalsOf(error);
      if (!found) return;
      const { fields } = splitFieldErrors(found);
      setErrors(fields);
      const first = STAY_FORM_FIELDS.find((field) => fields[field]);
      if (first) document.getElementById(FIELD_IDS[first])?.focus();
    },
  });

  /** The refusal above the fields: what is not about one field (too many guests), or the provider's words. */
  function alertOf(error: unknown): string | null {
    if (!error || signedOut(error)) return null;
    const found = refusalsOf(error);
    if (found) {
      const { other } = splitFieldErrors(found);
      return other.length ? other.map((key) => message(key)).join(" ") : null;
    }
    return error instanceof BffError ? error.message : t("bookFailed");
  }

  const leaving = booking.isSuccess || signedOut(booking.error);
  return { booking, errors, setErrors, alert: alertOf(booking.error), pending: booking.isPending || leaving };
}

/**
 * Book the chosen room or the chalet: the lead guest and special requests, checked with the contract's schema (loaded
 * on the first Book, not with the page), then a pending reservation and its page. A submit before hydration posts
 * back to this page (PostForm), never putting the guest's details in the URL. The provider's refusals (sold out,
 * too many guests) are shown as it words them, in the page's language.
 */
export function StayBookingForm({ target, propertyId, stay, prefill, loginHref }: Props) {
  const t = useTranslations("StayDetails");
  const message = useValidationMessage();
  const defaults: StayFormValues = {
    "leadGuest.fullName": prefill.fullName,
    "leadGuest.email": prefill.email,
    "leadGuest.phone": prefill.phone,
    specialRequests: "",
  };
  const { booking, errors, setErrors, alert, pending } = useStayBooking({ target, propertyId, stay, loginHref });
  const send = useSingleFlight(booking.mutate);
  const edited = (name: StayFormField) => setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));

  function book(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    // What the fields show now, typed before or after the script ran (they are uncontrolled).
    const data = new FormData(event.currentTarget);
    send(Object.fromEntries(STAY_FORM_FIELDS.map((field) => [field, String(data.get(field) ?? "")])) as StayFormValues);
  }

  return (
    <PostForm onSubmit={book} aria-labelledby="stay-book-title" className="flex flex-col gap-4">
      {alert ? (
        <Alert variant="error" title={t("bookFailed")}>
          <p>{alert}</p>
        </Alert>
      ) : null}
      <LeadGuestFields defaults={defaults} errors={errors} message={message} onChange={edited} ids={FIELD_IDS} />
      <p className="text-xs text-slate-600">{target.kind === "hotel" ? t("payNext") : t("payNextChalet")}</p>
      <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
        {pending ? t("submitting") : t("submit")}
        <ArrowRight aria-hidden className="size-5 rtl:rotate-180" />
      </Button>
    </PostForm>
  );
}
